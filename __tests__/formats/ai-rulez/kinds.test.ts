import { describe, expect, it } from '@jest/globals';
import { readTomlFile } from '../../../src/artifacts/toml.js';
import type { AiRulezAgentData, AiRulezConfigData } from '../../../src/formats/ai-rulez/kinds.js';
import { AI_RULEZ_AGENT_FIELDS } from '../../../src/formats/ai-rulez/known-values.js';
import { sourceFile } from '../../../src/artifacts/source.js';
import { getNode, getPair, toValue, type MapNode } from '../../../src/artifacts/tree.js';
import rule from '../../../src/formats/ai-rulez/rules/config-invalid.js';
import { artifactOf, at, parseAs, runRule } from '../../helpers/index.js';
import { fixture } from './fixtures.js';

const toml = (text: string) => readTomlFile(sourceFile('.ai-rulez/config.toml', text));

describe('TOML reader', () => {
  const text = [
    'version = "5.0" # comment',
    "name = 'demo'",
    'builtins = ["!security", "cicd"]',
    '[profiles]',
    'default = ["builtin:cicd"]',
    'a.b."c d" = 1_000',
    '[[includes]]',
    'name = "shared"',
    'include = [',
    '  "agents", # kinds',
    '  "rules",',
    ']',
    '[[includes]]',
    'name = "r"',
    'source = """',
    'abc \\',
    '  def"""',
    "x = { y = 0x1F, z = [true, 2.5e3, 1979-05-27T07:32:00Z] }",
    '',
  ].join('\n');
  const r = toml(text);

  it('reads the same values as smol-toml', () => {
    expect(r.error).toBeUndefined();
    expect(toValue(r.root)).toEqual({
      version: '5.0',
      name: 'demo',
      builtins: ['!security', 'cicd'],
      profiles: { default: ['builtin:cicd'], a: { b: { 'c d': 1000 } } },
      includes: [
        { name: 'shared', include: ['agents', 'rules'] },
        { name: 'r', source: 'abc def', x: { y: 31, z: [true, 2500, '1979-05-27T07:32:00Z'] } },
      ],
    });
  });
  it('keeps exact ranges of keys, values and array items', () => {
    const builtins = getPair(r.root, 'builtins')!;
    expect(at({ range: builtins.keyRange })).toBe('3:1-3:9');
    expect(at(builtins.value!)).toBe('3:12-3:33');
    const includes = getNode(r.root, 'includes')!;
    expect(includes.type).toBe('seq');
    const second = (includes as { items: MapNode[] }).items[1]!;
    expect(second.path).toBe('$.includes[1]');
    expect(at(getNode(second, 'source')!)).toBe('15:10-17:9');
    const kinds = getNode((includes as { items: MapNode[] }).items[0]!, 'include')!;
    expect(kinds.type === 'seq' && kinds.items.map(at)).toEqual(['10:3-10:11', '11:3-11:10']);
    const name = getPair(second, 'name')!.value!;
    expect(name.type === 'scalar' && name.raw).toBe('"r"');
  });
  it('records each table header by the path of the table it opens', () => {
    expect(at({ range: r.headers['$.includes[0]']! })).toBe('7:1-7:13');
    expect(at({ range: r.headers['$.includes[1]']! })).toBe('13:1-13:13');
    expect(at({ range: r.headers['$.profiles']! })).toBe('4:1-4:11');
  });
  it('reports smol-toml\'s error at its line and column, with no tree', () => {
    const bad = toml('a = 1\n[b]\nc = "x\n');
    expect(bad.root).toBeNull();
    expect(bad.error!.message).toBe('control characters are not allowed in strings');
    expect(at(bad.error!)).toBe('3:6-3:7'); // the last character of the line: a span always covers text
    const dup = toml('a = 1\na = 2\n');
    expect(dup.error!.message).toContain('redefine');
    expect(at(dup.error!)).toBe('2:1-2:2');
  });
});

describe('ai-rulez kinds', () => {
  it('reads .ai-rulez/config.toml as ai-rulez-config with its project root', () => {
    const a = artifactOf('ai-rulez-config', 'pkg/.ai-rulez/config.toml', 'version = "5.0"\nname = "pkg"\n');
    const data = a.data as unknown as AiRulezConfigData;
    expect(data.format).toBe('toml');
    expect(data.projectRoot).toBe('pkg');
    expect(a.element).toEqual({ type: 'ai-rulez-config', name: 'pkg' });
    expect(at({ range: a.nameRange! })).toBe('2:8-2:13');
  });
  it('reads the v3 YAML configs', () => {
    for (const path of ['.ai-rulez/config.yaml', 'ai-rulez.yaml']) {
      const pf = parseAs('ai-rulez-config', path, 'version: "3.0"\nbuiltins: [cicd]\n');
      const a = pf.artifacts[0]!;
      expect((a.data as unknown as AiRulezConfigData).format).toBe('yaml');
      expect((a.data as unknown as AiRulezConfigData).projectRoot).toBe('.');
      expect(toValue(getNode(a.root, 'builtins'))).toEqual(['cicd']);
    }
  });
  it('sets layer and domain on agents', () => {
    const root = artifactOf('ai-rulez-agent', '.ai-rulez/agents/a.md', '---\nname: a\n---\nbody\n');
    expect(root.data as unknown as AiRulezAgentData).toEqual({ layer: 'project', projectRoot: '.' });
    const dom = artifactOf('ai-rulez-agent', 'svc/.ai-rulez/domains/backend/agents/b.md', '---\nname: b\n---\n');
    expect(dom.data as unknown as AiRulezAgentData).toEqual({ layer: 'domain', domain: 'backend', projectRoot: 'svc' });
  });
  it('names an agent without frontmatter after its file and keeps the whole text as body', () => {
    const a = artifactOf('ai-rulez-agent', '.ai-rulez/agents/notes-helper.md', 'Keep notes short.\n');
    expect(a.element.name).toBe('notes-helper');
    expect(a.root).toBeNull();
    expect(a.markdown!.body).toBe('Keep notes short.\n');
  });
  it('discovery finds configs and agents, and nothing outside `.ai-rulez/`', () => {
    const p = fixture('chain');
    expect(p.artifacts.filter((a) => a.kind.startsWith('ai-rulez')).map((a) => `${a.kind} ${a.path}`)).toEqual([
      'ai-rulez-agent .ai-rulez/agents/code-reviewer.md',
      'ai-rulez-agent .ai-rulez/agents/notes-helper.md',
      'ai-rulez-config .ai-rulez/config.toml',
      'ai-rulez-agent modules/shared/.ai-rulez/agents/code-reviewer.md',
    ]);
  });
  it('the field set covers ai-rulez keys, per-tool models and Claude Code fields', () => {
    for (const k of ['extends', 'effort', 'claude_model', 'codex_model', 'tools', 'model', 'permissionMode', 'globs']) {
      expect(AI_RULEZ_AGENT_FIELDS).toContain(k);
    }
    // Every key the fixtures' agents use is known, so schema/unknown-field stays quiet on them.
    for (const name of ['chain', 'full-redefinition', 'include-override', 'builtin-excluded']) {
      for (const a of fixture(name).artifacts.filter((x) => x.kind === 'ai-rulez-agent')) {
        for (const pair of (a.root as MapNode | null)?.pairs ?? []) expect(AI_RULEZ_AGENT_FIELDS).toContain(pair.key);
      }
    }
    expect(AI_RULEZ_AGENT_FIELDS).not.toContain('modle');
  });
});

describe('ai-rulez/config-invalid', () => {
  it('reports invalid TOML at the parser\'s position', () => {
    const cfg = fixture('invalid-toml').artifacts.find((a) => a.kind === 'ai-rulez-config')!;
    expect(cfg.root).toBeNull();
    const [r, ...rest] = runRule(rule, cfg);
    expect(rest).toEqual([]);
    expect(r!.path).toBe('.ai-rulez/config.toml');
    expect(at(r!)).toBe('3:14-3:15');
    expect(r!.message).toBe('invalid TOML: control characters are not allowed in strings; ai-rulez cannot load this config');
    expect(r!.level).toBeUndefined();
    expect(rule.meta.defaultLevel).toBe('error');
  });
  it('is quiet on a valid config', () => {
    expect(runRule(rule, fixture('chain').artifacts.find((a) => a.kind === 'ai-rulez-config')!)).toEqual([]);
  });
});
