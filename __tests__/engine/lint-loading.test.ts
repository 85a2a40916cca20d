/**
 * The CLI loads the rule families of other harnesses and tool formats only when a run needs
 * them (src/rules/families.ts). Its result must be the whole registry's, byte for byte: the
 * same findings, suppressions, skips and ruleset fingerprint, on every fixture tree.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { discover } from '../../src/engine/discover.js';
import { lintLoadingRules } from '../../src/engine/lint-loading.js';
import { lint } from '../../src/engine/run.js';
import { factsOf, familiesNeeded, LAZY_FAMILIES, loadAllRules } from '../../src/rules/families.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { describeWithCorpus } from '../helpers/corpus.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';

const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-lazy-'));
  temp.push(root);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

const familiesFor = (root: string) => familiesNeeded(factsOf(discover(root).project, [])).map((f) => f.name);

describe('loading rule families on demand', () => {
  it.each(fixtureRoots())('%s: the same result as the whole registry', async (root) => {
    expect(await lintLoadingRules({ root })).toEqual(lint({ root }));
  });

  it('the same result with an explicit harness selection and call-site levels', async () => {
    const root = 'fixtures/harnesses/planted';
    const opts = { root, harnesses: ['copilot', 'codex'] as const, callSite: [{ key: 'copilot/agent-unknown-field', setting: 'deny' as const }] };
    expect(await lintLoadingRules({ ...opts, harnesses: [...opts.harnesses] })).toEqual(lint({ ...opts, harnesses: [...opts.harnesses] }));
  });

  it('a Claude Code tree needs no other family; each harness or format needs its own', () => {
    expect(familiesFor('fixtures/valid')).toEqual([]);
    expect(familiesFor('fixtures/harnesses/planted')).toEqual(['copilot', 'codex', 'gemini', 'opencode', 'cursor']);
    expect(familiesFor('fixtures/agentltl/invalid')).toEqual(['agentltl']);
    expect(familiesFor('fixtures/ai-rulez/chain')).toEqual(['ai-rulez']);
  });

  it('a rules: block for a rule of a family the tree does not need loads that family (its options are checked)', async () => {
    const root = tree({
      '.claude/agents/a.md': '---\nname: a\ndescription: Reviews code.\n---\nReview.\n',
      '.agentlint.yml': 'rules:\n  agentltl/why-missing:\n    bogus: 1\n  copilot/agent-tool-unknown: {}\n',
    });
    expect(familiesNeeded(factsOf(discover(root).project, ['agentltl/why-missing', 'copilot/agent-tool-unknown'])).map((f) => f.name)).toEqual(['copilot', 'agentltl']);
    const lazy = await lintLoadingRules({ root });
    expect(lazy).toEqual(lint({ root }));
    expect(lazy.diagnostics.map((d) => d.kind)).toEqual(lint({ root }).diagnostics.map((d) => d.kind));
  });

  it('`lints:` naming a rule of an unloaded family is known (no config/unknown-lint-kind) and changes nothing', async () => {
    const root = tree({
      '.claude/agents/a.md': '---\nname: a\ndescription: Reviews code.\n---\nReview.\n',
      '.agentlint.yml': 'lints:\n  gemini/agent-schema: deny\n  gemini/agent-schemaa: deny\n',
    });
    const lazy = await lintLoadingRules({ root });
    expect(lazy).toEqual(lint({ root }));
    expect(lazy.diagnostics.map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['config/unknown-lint-kind 3:3']);
  });

  it('the stand-ins carry the registry\'s order and metadata; loading every family gives the registry', async () => {
    expect((await loadAllRules()).map((r) => r.meta)).toEqual(ALL_RULES.map((r) => r.meta));
    expect(LAZY_FAMILIES.map((f) => f.name)).toEqual(['copilot', 'codex', 'gemini', 'opencode', 'cursor', 'kilo-code', 'windsurf', 'kiro', 'roo-code', 'qwen-code', 'cline', 'auggie', 'amp', 'droid', 'ai-rulez', 'agentltl', 'agent-plugins']);
  });
});

describeWithCorpus('loading rule families on demand: the corpus', (corpus) => {
  it('the same result as the whole registry, with no family loaded', async () => {
    // Some corpus repositories ship a Codex plugin manifest (`.codex-plugin/plugin.json`), which selects Codex.
    expect(familiesFor(corpus)).toEqual(['codex']);
    expect(await lintLoadingRules({ root: corpus })).toEqual(lint({ root: corpus }));
  });
});
