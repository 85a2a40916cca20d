import { describe, expect, it } from '@jest/globals';
import builtinNotLoaded from '../../../src/formats/ai-rulez/rules/builtin-not-loaded.js';
import extendsCycle from '../../../src/formats/ai-rulez/rules/extends-cycle.js';
import extendsUnresolved from '../../../src/formats/ai-rulez/rules/extends-unresolved.js';
import fullRedefinition from '../../../src/formats/ai-rulez/rules/full-redefinition.js';
import include from '../../../src/formats/ai-rulez/rules/include.js';
import remoteInclude from '../../../src/formats/ai-rulez/rules/remote-include.js';
import { aiRulezProjects } from '../../../src/formats/ai-rulez/lib/resolve.js';
import { at } from '../../helpers/index.js';
import { fixture, run } from './fixtures.js';

const EXTENDS_RULES = [extendsUnresolved, extendsCycle, builtinNotLoaded];

describe('chain of three: project extends include extends builtin', () => {
  it('binds each link to the layer below and reports nothing', () => {
    const [p] = aiRulezProjects(fixture('chain'));
    expect(p!.layers.map((l) => l.id)).toEqual(['project', 'include:shared', 'include:bare', 'builtin:ai-governance', 'builtin:security', 'builtin:testing']);
    const project = p!.agents.find((e) => e.artifact?.path === '.ai-rulez/agents/code-reviewer.md')!;
    const b1 = p!.bindings.get(project);
    expect(b1?.kind === 'bound' && b1.base.artifact?.path).toBe('modules/shared/.ai-rulez/agents/code-reviewer.md');
    const shared = b1?.kind === 'bound' ? b1.base : undefined;
    const b2 = p!.bindings.get(shared!);
    expect(b2?.kind === 'bound' && `${b2.base.layer.id} ${b2.base.name}`).toBe('builtin:ai-governance code-reviewer');
    for (const rule of [...EXTENDS_RULES, fullRedefinition, include, remoteInclude]) expect(run(rule, 'chain')).toEqual([]);
  });
  it('reads a bare-layout include (agents/ without .ai-rulez/) through the Project', () => {
    const [p] = aiRulezProjects(fixture('chain'));
    const docs = p!.agents.find((e) => e.layer.id === 'include:bare')!;
    expect(docs.artifact?.path).toBe('modules/bare/agents/docs-writer.md');
    expect(p!.bindings.get(docs)?.kind).toBe('bound');
  });
  it('an agent file without frontmatter takes its name from the file and causes no report', () => {
    const [p] = aiRulezProjects(fixture('chain'));
    const notes = p!.agents.find((e) => e.name === 'notes-helper')!;
    expect(notes.artifact?.path).toBe('.ai-rulez/agents/notes-helper.md');
    expect(notes.extends).toBeUndefined();
    expect(p!.bindings.has(notes)).toBe(false);
  });
});

describe('ai-rulez/extends-unresolved', () => {
  it('reports a missing base at the extends value with a did-you-mean over lower names', () => {
    const [helper, reviewer, ...rest] = run(extendsUnresolved, 'missing-base');
    expect(rest).toEqual([]);
    expect(reviewer!.path).toBe('.ai-rulez/agents/reviewer.md');
    expect(at(reviewer!)).toBe('3:10-3:22');
    expect(reviewer!.jsonPath).toBe('$.frontmatter.extends');
    expect(reviewer!.level).toBeUndefined();
    expect(extendsUnresolved.meta.defaultLevel).toBe('error');
    expect(reviewer!.message).toBe(
      '`extends: code-reviwer` names no agent in a lower layer: ai-rulez drops `extends` and generates `reviewer` with its own body only (did you mean `code-reviewer`?)',
    );
    expect(reviewer!.suggestion?.applicability).toBe('MaybeIncorrect');
    expect(reviewer!.suggestion?.edits).toEqual([{ path: '.ai-rulez/agents/reviewer.md', range: reviewer!.range, text: 'code-reviewer' }]);
    expect(reviewer!.help).toBe('agents below this one: `code-reviewer`, `docs-writer`, `helper`, `security-auditor`, `test-writer`');
    // No close name: no suggestion, the lower names in help.
    expect(helper!.path).toBe('.ai-rulez/agents/helper.md');
    expect(at(helper!)).toBe('3:10-3:27');
    expect(helper!.message).not.toContain('did you mean');
    expect(helper!.suggestion).toBeUndefined();
  });
  it('never reports a base an unfetched remote include could provide', () => {
    for (const rule of EXTENDS_RULES) expect(run(rule, 'remote')).toEqual([]);
    const [p] = aiRulezProjects(fixture('remote'));
    expect(p!.agents.filter((e) => e.artifact).map((e) => p!.bindings.get(e)?.kind)).toEqual(['unknown', 'unknown']);
  });
});

describe('ai-rulez/remote-include', () => {
  it('says once, at the source, that the include is not fetched, naming the extends it leaves unchecked', () => {
    const [r, ...rest] = run(remoteInclude, 'remote');
    expect(rest).toEqual([]); // the rules-only include holds no agents: nothing to say
    expect(r!.path).toBe('.ai-rulez/config.toml');
    expect(at(r!)).toBe('5:10-5:47');
    expect(r!.jsonPath).toBe('$.includes[0].source');
    expect(remoteInclude.meta.defaultLevel).toBe('info');
    expect(r!.message).toBe('remote include `org` is not fetched: its agents are unknown to agentlint, so 2 `extends` could not be checked');
    expect(r!.related!.map((x) => `${x.span.path} ${at(x.span)}`)).toEqual([
      '.ai-rulez/agents/code-reviewer.md 3:10-3:23',
      '.ai-rulez/agents/reviewer.md 3:10-3:22',
    ]);
  });
});

describe('ai-rulez/extends-cycle', () => {
  it('reports cycles of two and of three once each, naming every agent in order', () => {
    const [two, three, ...rest] = run(extendsCycle, 'cycle');
    expect(rest).toEqual([]);
    expect(two!.path).toBe('.ai-rulez/agents/a.md');
    expect(at(two!)).toBe('3:10-3:11');
    expect(two!.message).toBe('`extends` cycle: `a` → `b` → `a`; ai-rulez drops `extends` from all 2 agents and generates each with its own body only');
    expect(two!.related!.map((x) => `${x.span.path} ${at(x.span)} ${x.message}`)).toEqual(['.ai-rulez/agents/b.md 3:10-3:11 `b` extends `a`']);
    expect(three!.path).toBe('.ai-rulez/agents/x.md');
    expect(three!.message).toBe('`extends` cycle: `x` → `y` → `z` → `x`; ai-rulez drops `extends` from all 3 agents and generates each with its own body only');
    expect(three!.related!.map((x) => x.span.path)).toEqual(['.ai-rulez/agents/y.md', '.ai-rulez/agents/z.md']);
    expect(extendsCycle.meta.defaultLevel).toBe('error');
    // A cycle is not also a missing base.
    expect(run(extendsUnresolved, 'cycle')).toEqual([]);
  });
});

describe('ai-rulez/builtin-not-loaded', () => {
  it('no `builtins` key: the fix adds the line before the first table', () => {
    const [r, ...rest] = run(builtinNotLoaded, 'builtin-absent');
    expect(rest).toEqual([]);
    expect(r!.path).toBe('.ai-rulez/agents/security-auditor.md');
    expect(at(r!)).toBe('3:10-3:26');
    expect(r!.message).toBe(
      '`extends: security-auditor` names a builtin whose domain is not loaded: it is a builtin of the `security` domain, and `.ai-rulez/config.toml` has no `builtins` key, so no builtin is loaded; ai-rulez drops `extends` and generates `security-auditor` with its own body only',
    );
    expect(r!.help).toBe('load the domain in `.ai-rulez/config.toml`: `builtins = ["security"]`');
    expect(r!.suggestion?.applicability).toBe('MaybeIncorrect');
    const [edit] = r!.suggestion!.edits;
    expect(edit!.path).toBe('.ai-rulez/config.toml');
    expect(at(edit!)).toBe('4:1-4:1');
    expect(edit!.text).toBe('builtins = ["security"]\n');
    // Unresolved does not double-report it.
    expect(run(extendsUnresolved, 'builtin-absent')).toEqual([]);
  });
  it('an excluded domain: the fix drops the `!` entry; an opt-in domain: the fix lists it', () => {
    const [architect, auditor, ...rest] = run(builtinNotLoaded, 'builtin-excluded');
    expect(rest).toEqual([]); // devops-engineer extends a listed opt-in domain: fine
    expect(auditor!.path).toBe('.ai-rulez/agents/security-auditor.md');
    expect(at(auditor!)).toBe('3:10-3:26');
    expect(auditor!.message).toContain('`.ai-rulez/config.toml` excludes the domain with `"!security"`');
    expect(auditor!.related!.map((x) => `${x.span.path} ${at(x.span)} ${x.message}`)).toEqual(['.ai-rulez/config.toml 2:13-2:24 `security` is excluded here']);
    expect(auditor!.suggestion!.edits.map((e) => `${e.path} ${at(e)} ${e.text}`)).toEqual(['.ai-rulez/config.toml 2:12-2:33 ["cicd"]']);
    expect(architect!.path).toBe('.ai-rulez/agents/architect.md');
    expect(at(architect!)).toBe('3:10-3:28');
    expect(architect!.message).toContain('`polyglot-bindings` is an opt-in domain and `builtins` in `.ai-rulez/config.toml` does not list it');
    expect(architect!.help).toBe('load the domain in `.ai-rulez/config.toml`: `builtins = ["!security", "cicd", "polyglot-bindings"]`');
    expect(architect!.suggestion!.edits.map((e) => e.text)).toEqual(['["!security", "cicd", "polyglot-bindings"]']);
    const [p] = aiRulezProjects(fixture('builtin-excluded'));
    expect([...p!.builtins.loaded]).toEqual(['ai-governance', 'testing', 'cicd']);
    const devops = p!.agents.find((e) => e.artifact?.path.endsWith('devops-engineer.md'))!;
    const b = p!.bindings.get(devops);
    expect(b?.kind === 'bound' && b.base.layer.id).toBe('builtin:cicd');
  });
});
