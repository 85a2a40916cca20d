import { describe, expect, it } from '@jest/globals';
import { renderResolveText } from '../../../src/report/resolve.js';
import { resolveAgent, resolveProjects, type ResolvedAgent } from '../../../src/formats/ai-rulez/lib/resolve.js';
import { fixture } from './fixtures.js';

const agentOf = (fx: string, name: string): ResolvedAgent => {
  const [hit, ...more] = resolveAgent(fixture(fx), name);
  expect(more).toEqual([]);
  return hit!.agent;
};

describe('resolve: chain of three', () => {
  const a = agentOf('chain', 'code-reviewer');

  it('names the generated definition and the chain, base first', () => {
    expect(a.name).toBe('code-reviewer');
    expect(a.layer).toBe('project');
    expect(a.path).toBe('.ai-rulez/agents/code-reviewer.md');
    expect(a.extends).toBe('code-reviewer');
    expect(a.status).toBe('extends');
    expect(a.chain).toEqual([
      { name: 'code-reviewer', layer: 'builtin:ai-governance', path: undefined },
      { name: 'code-reviewer', layer: 'include:shared', path: 'modules/shared/.ai-rulez/agents/code-reviewer.md' },
      { name: 'code-reviewer', layer: 'project', path: '.ai-rulez/agents/code-reviewer.md' },
    ]);
  });
  it('merges frontmatter field by field: the extending agent wins, omitted fields are inherited, extends is dropped', () => {
    const shared = 'modules/shared/.ai-rulez/agents/code-reviewer.md';
    const own = '.ai-rulez/agents/code-reviewer.md';
    expect(a.fields).toEqual([
      { key: 'name', value: 'code-reviewer', layer: 'project', path: own },
      { key: 'description', value: 'Reviews diffs for the shared module conventions', layer: 'include:shared', path: shared },
      { key: 'model', value: 'opus', layer: 'project', path: own },
      { key: 'tools', value: ['Read', 'Grep'], layer: 'include:shared', path: shared },
      { key: 'effort', value: 'inherit', layer: 'project', path: own },
      { key: 'claude_model', value: 'claude-opus-4-5', layer: 'project', path: own },
    ]);
    expect(a.unknownFieldsFrom).toEqual(['builtin:ai-governance']);
  });
  it('concatenates bodies base first, the builtin as a placeholder naming it', () => {
    expect(a.body).toEqual([
      { layer: 'builtin:ai-governance', kind: 'builtin', agent: 'code-reviewer', text: "[builtin code-reviewer (ai-governance): ai-rulez's text, not shipped with agentlint]" },
      { layer: 'include:shared', kind: 'file', agent: 'code-reviewer', path: 'modules/shared/.ai-rulez/agents/code-reviewer.md', text: 'Shared: check error handling on every boundary.' },
      { layer: 'project', kind: 'file', agent: 'code-reviewer', path: '.ai-rulez/agents/code-reviewer.md', text: 'Project: no `.unwrap()` in library code.' },
    ]);
    expect(a.text).toBe(
      "[builtin code-reviewer (ai-governance): ai-rulez's text, not shipped with agentlint]\n\nShared: check error handling on every boundary.\n\nProject: no `.unwrap()` in library code.",
    );
    expect(a.shadows.map((s) => s.layer)).toEqual(['include:shared', 'builtin:ai-governance']);
  });
  it('lists every generated agent once, by name, with builtins the project does not redefine', () => {
    const [p] = resolveProjects(fixture('chain'));
    expect(p!.config).toBe('.ai-rulez/config.toml');
    expect(p!.projectRoot).toBe('.');
    expect(p!.agents.map((x) => `${x.name} ${x.layer} ${x.status}`)).toEqual([
      'code-reviewer project extends',
      'docs-writer include:bare extends',
      'notes-helper project plain',
      'security-auditor builtin:security builtin',
      'test-writer builtin:testing builtin',
    ]);
    expect(p!.layers.find((l) => l.id === 'include:shared')).toEqual({ id: 'include:shared', kind: 'include', name: 'shared', unknown: false, source: './modules/shared' });
  });
  it('an agent without frontmatter: its name from the file, its whole text as body', () => {
    const n = agentOf('chain', 'notes-helper');
    expect(n.fields).toEqual([{ key: 'name', value: 'notes-helper', layer: 'project', path: '.ai-rulez/agents/notes-helper.md' }]);
    expect(n.text).toBe('Keep meeting notes short.\n\nList decisions first.');
  });
  it('is JSON-serializable as is (for --format json)', () => {
    const [p] = resolveProjects(fixture('chain'));
    // Plain data only (no artifacts or source files inside): a JSON round trip keeps everything.
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
    expect(JSON.stringify(p).length).toBeLessThan(10000);
  });
});

describe('resolve: degraded agents are emitted with their own body only', () => {
  it('missing base, cycle and unloaded builtin', () => {
    const missing = agentOf('missing-base', 'reviewer');
    expect(missing.status).toBe('missing-base');
    expect(missing.text).toBe('Check FFI safety comments.');
    expect(missing.fields.map((f) => f.key)).toEqual(['name']);
    expect(agentOf('cycle', 'a').status).toBe('cycle');
    expect(agentOf('cycle', 'a').text).toBe('Body of a.');
    const auditor = agentOf('builtin-absent', 'security-auditor');
    expect(auditor.status).toBe('builtin-not-loaded');
    expect(auditor.chain).toEqual([{ name: 'security-auditor', layer: 'project', path: '.ai-rulez/agents/security-auditor.md' }]);
  });
  it('a base that may come from a remote include shows as not fetched', () => {
    const r = agentOf('remote', 'reviewer');
    expect(r.status).toBe('unknown-base');
    expect(r.body.map((b) => `${b.kind} ${b.layer} ${b.text}`)).toEqual([
      'unknown include:org [org-reviewer from include:org: not fetched]',
      'file project Project additions.',
    ]);
    expect(r.unknownFieldsFrom).toEqual(['include:org']);
  });
});

describe('renderResolveText', () => {
  const projects = resolveProjects(fixture('chain'));

  it('one agent: merged frontmatter with each field\'s layer, then the body parts with theirs', () => {
    expect(renderResolveText(projects, 'code-reviewer')).toBe(
      [
        '# code-reviewer — .ai-rulez/config.toml',
        '# status: extends, extends: code-reviewer',
        '# chain: builtin:ai-governance → include:shared (modules/shared/.ai-rulez/agents/code-reviewer.md) → project (.ai-rulez/agents/code-reviewer.md)',
        '---',
        `${'name: code-reviewer'.padEnd(60)}# project`,
        'description: Reviews diffs for the shared module conventions  # include:shared',
        `${'model: opus'.padEnd(60)}# project`,
        `${'tools: [Read, Grep]'.padEnd(60)}# include:shared`,
        `${'effort: inherit'.padEnd(60)}# project`,
        `${'claude_model: claude-opus-4-5'.padEnd(60)}# project`,
        '---',
        '<!-- builtin:ai-governance: builtin code-reviewer -->',
        "[builtin code-reviewer (ai-governance): ai-rulez's text, not shipped with agentlint]",
        '',
        '<!-- include:shared: modules/shared/.ai-rulez/agents/code-reviewer.md -->',
        'Shared: check error handling on every boundary.',
        '',
        '<!-- project: .ai-rulez/agents/code-reviewer.md -->',
        'Project: no `.unwrap()` in library code.',
        '',
        '# frontmatter inherited from builtin:ai-governance is not known to agentlint (not shown)',
        '',
      ].join('\n'),
    );
  });
  it('without NAME: the table of agents, their layers and what each extends', () => {
    expect(renderResolveText(projects).split('\n')).toEqual([
      '.ai-rulez/config.toml  (layers, highest first: project > include:shared > include:bare > builtin:ai-governance > builtin:security > builtin:testing)',
      'NAME              LAYER             EXTENDS        STATUS   CHAIN                                             FILE',
      'code-reviewer     project           code-reviewer  extends  builtin:ai-governance → include:shared → project  .ai-rulez/agents/code-reviewer.md',
      'docs-writer       include:bare      docs-writer    extends  builtin:ai-governance → include:bare              modules/bare/agents/docs-writer.md',
      'notes-helper      project           -              plain    project                                           .ai-rulez/agents/notes-helper.md',
      'security-auditor  builtin:security  -              builtin  builtin:security                                  -',
      'test-writer       builtin:testing   -              builtin  builtin:testing                                   -',
      '',
    ]);
  });
  it('an unknown name: did-you-mean', () => {
    expect(renderResolveText(projects, 'code-reviwer')).toBe('no ai-rulez agent named `code-reviwer` (did you mean `code-reviewer`?)\n');
  });
  it('marks layers that are not fetched', () => {
    const text = renderResolveText(resolveProjects(fixture('remote')));
    expect(text).toContain('(layers, highest first: project > include:org?)');
    expect(text).toContain('(? = not fetched: its agents are unknown)');
  });
});
