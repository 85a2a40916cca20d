/** Small trees written on the fly: the cases the fixture projects do not cover. */
import { afterAll, describe, expect, it } from '@jest/globals';
import builtinNotLoaded from '../../../src/formats/ai-rulez/rules/builtin-not-loaded.js';
import extendsUnresolved from '../../../src/formats/ai-rulez/rules/extends-unresolved.js';
import include from '../../../src/formats/ai-rulez/rules/include.js';
import remoteInclude from '../../../src/formats/ai-rulez/rules/remote-include.js';
import { aiRulezProjects, resolveAgent } from '../../../src/formats/ai-rulez/lib/resolve.js';
import { at, projectOf, removeTree, runProjectRule } from '../../helpers/index.js';

const roots: string[] = [];
const tree = (files: Record<string, string>) => {
  const { project, root } = projectOf(files);
  roots.push(root);
  return project;
};
afterAll(() => roots.forEach(removeTree));

const agent = (name: string, ext?: string, body = 'Body.') => `---\nname: ${name}\n${ext ? `extends: ${ext}\n` : ''}---\n${body}\n`;

describe('builtins', () => {
  it('`builtins = false`: the fix replaces the value', () => {
    const p = tree({ '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = false\n', '.ai-rulez/agents/test-writer.md': agent('test-writer', 'test-writer') });
    const [r, ...rest] = runProjectRule(builtinNotLoaded, p);
    expect(rest).toEqual([]);
    expect(r!.message).toContain('`builtins = false` in `.ai-rulez/config.toml` turns every builtin off');
    expect(r!.suggestion!.edits.map((e) => `${at(e)} ${e.text}`)).toEqual(['2:12-2:17 ["testing"]']);
    expect(r!.related!.map((x) => at(x.span))).toEqual(['2:1-2:9']);
  });
  it('`builtins = true` loads every domain, opt-in ones too', () => {
    const p = tree({ '.ai-rulez/config.toml': 'builtins = true\n', '.ai-rulez/agents/r.md': agent('release-engineer', 'release-engineer') });
    expect(runProjectRule(builtinNotLoaded, p)).toEqual([]);
    expect([...aiRulezProjects(p)[0]!.builtins.loaded]).toEqual(['ai-governance', 'security', 'testing', 'cicd', 'polyglot-bindings']);
  });
  it('a profile\'s `builtin:<domain>` loads the domain', () => {
    const p = tree({ '.ai-rulez/config.toml': '[profiles]\ndefault = ["builtin:cicd"]\n', '.ai-rulez/agents/d.md': agent('devops-engineer', 'devops-engineer') });
    expect(runProjectRule(builtinNotLoaded, p)).toEqual([]);
  });
  it('a project domain of the same name hides the builtin domain: no config fix', () => {
    const p = tree({
      '.ai-rulez/config.toml': 'builtins = []\n',
      '.ai-rulez/domains/security/agents/other.md': agent('other'),
      '.ai-rulez/agents/security-auditor.md': agent('security-auditor', 'security-auditor'),
    });
    const [r] = runProjectRule(builtinNotLoaded, p);
    expect(r!.message).toContain('a project or include domain named `security` hides the builtin domain');
    expect(r!.suggestion).toBeUndefined();
    expect(r!.help).toBe('rename the project domain `security`, or copy the base into it');
  });
  it('no table in the TOML config: the line goes at the end; YAML configs get a YAML line', () => {
    const t = tree({ '.ai-rulez/config.toml': 'version = "5.0"', '.ai-rulez/agents/a.md': agent('code-reviewer', 'code-reviewer') });
    expect(runProjectRule(builtinNotLoaded, t)[0]!.suggestion!.edits.map((e) => `${at(e)} ${JSON.stringify(e.text)}`)).toEqual(['1:16-1:16 "\\nbuiltins = [\\"ai-governance\\"]\\n"']);
    const y = tree({ '.ai-rulez/config.yaml': 'version: "3.0"\n', '.ai-rulez/agents/a.md': agent('code-reviewer', 'code-reviewer') });
    const [r] = runProjectRule(builtinNotLoaded, y);
    expect(r!.suggestion!.edits.map((e) => `${e.path} ${at(e)} ${JSON.stringify(e.text)}`)).toEqual(['.ai-rulez/config.yaml 2:1-2:1 "builtins: [\\"ai-governance\\"]\\n"']);
    expect(r!.help).toBe('load the domain in `.ai-rulez/config.yaml`: `builtins: ["ai-governance"]`');
  });
});

describe('includes', () => {
  it('an include without `agents` in its `include` list is no agent layer', () => {
    const p = tree({
      '.ai-rulez/config.toml': '[[includes]]\nname = "lib"\nsource = "./lib"\ninclude = ["rules"]\n',
      'lib/.ai-rulez/agents/base.md': agent('base'),
      '.ai-rulez/agents/a.md': agent('a', 'base'),
    });
    expect(aiRulezProjects(p)[0]!.layers.map((l) => l.id)).toEqual(['project']);
    const [r] = runProjectRule(extendsUnresolved, p);
    expect(r!.message).toContain('`extends: base` names no agent in a lower layer');
  });
  it('`path` inside a local source, and a `local_override` that exists, are read', () => {
    const p = tree({
      '.ai-rulez/config.toml': [
        '[[includes]]', 'name = "mods"', 'source = "./repo"', 'path = "modules/core"', '',
        '[[includes]]', 'name = "dev"', 'source = "https://example.com/x.git"', 'local_override = "./checkout"', '',
      ].join('\n'),
      'repo/modules/core/agents/base.md': agent('base'),
      'checkout/.ai-rulez/agents/dev-base.md': agent('dev-base'),
      '.ai-rulez/agents/a.md': agent('a', 'base'),
      '.ai-rulez/agents/b.md': agent('b', 'dev-base'),
    });
    const [proj] = aiRulezProjects(p);
    expect(proj!.includes.map((i) => `${i.name} ${i.contentDir} ${i.remote}`)).toEqual(['mods repo/modules/core false', 'dev checkout/.ai-rulez false']);
    expect(runProjectRule(extendsUnresolved, p)).toEqual([]);
    expect(runProjectRule(remoteInclude, p)).toEqual([]);
    expect(resolveAgent(p, 'a')[0]!.agent.chain.map((l) => l.layer)).toEqual(['include:mods', 'project']);
  });
  it('bare-layout includes are probed until every `extends` name is looked up', () => {
    const p = tree({
      '.ai-rulez/config.toml': '[[includes]]\nname = "a"\nsource = "./a"\n\n[[includes]]\nname = "b"\nsource = "./b"\n',
      'a/agents/mid.md': agent('mid', 'deep', 'Mid.'),
      'b/agents/deep.md': agent('deep', undefined, 'Deep.'),
      '.ai-rulez/agents/top.md': agent('top', 'mid', 'Top.'),
    });
    expect(runProjectRule(extendsUnresolved, p)).toEqual([]);
    const top = resolveAgent(p, 'top')[0]!.agent;
    expect(top.chain.map((l) => `${l.layer} ${l.path}`)).toEqual(['include:b b/agents/deep.md', 'include:a a/agents/mid.md', 'project .ai-rulez/agents/top.md']);
    expect(top.text).toBe('Deep.\n\nMid.\n\nTop.');
  });
  it('a local source that is a file, and an absolute path', () => {
    const p = tree({
      '.ai-rulez/config.toml': '[[includes]]\nname = "f"\nsource = "./README.md"\n\n[[includes]]\nname = "abs"\nsource = "/etc/rules"\n',
      'README.md': '# x\n',
    });
    const rs = runProjectRule(include, p);
    expect(rs.map((r) => `${at(r)} ${r.message}`)).toEqual([
      '3:10-3:23 local include source `./README.md` is a file, not a folder: ai-rulez cannot read it and stops loading',
      '7:10-7:22 local include source `/etc/rules` points outside the project: ai-rulez refuses it and stops loading',
    ]);
  });
  it('inline `includes = [{...}]` tables are read too', () => {
    const p = tree({ '.ai-rulez/config.toml': 'includes = [{ name = "x", source = "./nope" }]\n' });
    const [r] = runProjectRule(include, p);
    expect(at(r!)).toBe('1:36-1:44');
    expect(r!.message).toContain('`./nope` does not exist');
  });
  it('an agent of a local include is checked in the consumer\'s context', () => {
    const p = tree({
      '.ai-rulez/config.toml': '[[includes]]\nname = "lib"\nsource = "./lib"\n',
      'lib/.ai-rulez/agents/code-reviewer.md': agent('code-reviewer', 'code-reviewer'),
    });
    const [r] = runProjectRule(builtinNotLoaded, p);
    expect(r!.path).toBe('lib/.ai-rulez/agents/code-reviewer.md');
    expect(at(r!)).toBe('3:10-3:23');
  });
});

describe('configs', () => {
  it('with both config.toml and a v3 ai-rulez.yaml, the TOML config is the one resolved', () => {
    const p = tree({
      '.ai-rulez/config.toml': 'builtins = []\n',
      'ai-rulez.yaml': 'version: "3.0"\n',
      '.ai-rulez/agents/a.md': agent('code-reviewer', 'code-reviewer'),
    });
    expect(aiRulezProjects(p).map((x) => x.config.path)).toEqual(['.ai-rulez/config.toml']);
    expect(runProjectRule(builtinNotLoaded, p)).toEqual([]);
  });
  it('agents under a folder with no config are not an ai-rulez project of their own', () => {
    const p = tree({ 'lib/.ai-rulez/agents/a.md': agent('a', 'missing') });
    expect(aiRulezProjects(p)).toEqual([]);
    expect(runProjectRule(extendsUnresolved, p)).toEqual([]);
  });
});

describe('extends binding', () => {
  it('self-name binds strictly below; another name may bind in the same layer', () => {
    const p = tree({
      '.ai-rulez/config.toml': 'version = "5.0"\n',
      '.ai-rulez/agents/a.md': agent('a', 'a'),
      '.ai-rulez/agents/b.md': agent('b', 'c'),
      '.ai-rulez/agents/c.md': agent('c'),
    });
    const rs = runProjectRule(extendsUnresolved, p);
    expect(rs.map((r) => `${r.path} ${at(r)}`)).toEqual(['.ai-rulez/agents/a.md 3:10-3:11']);
    expect(resolveAgent(p, 'b')[0]!.agent.text).toBe('Body.\n\nBody.');
  });
  it('a root agent extends a same-named domain agent (domains sit below the root)', () => {
    const p = tree({
      '.ai-rulez/config.toml': 'version = "5.0"\n',
      '.ai-rulez/agents/x.md': agent('x', 'x', 'Root.'),
      '.ai-rulez/domains/api/agents/x.md': agent('x', undefined, 'Domain.'),
    });
    expect(runProjectRule(extendsUnresolved, p)).toEqual([]);
    expect(resolveAgent(p, 'x')[0]!.agent.text).toBe('Domain.\n\nRoot.');
  });
});
