/**
 * The playground's engine: site/playground/engine.ts bundled for the browser exactly as the site
 * bundles it (Node's fs, path and crypto replaced by the shims over an in-memory tree), run here on
 * virtual trees and compared with the CLI's engine on the same files on disk: the same findings at
 * the same ranges, with the same fixes and fingerprints; and a fix applied as the playground does.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lint, type LintResult } from '../../src/engine/run.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
// @ts-expect-error: the site's esbuild wrapper is a plain .mjs script, without types
import { bundle } from '../../site/bundle.mjs';
import { DEFAULT_STATE } from '../../site/playground/url-state.mjs';

interface Engine {
  check(files: Record<string, string>): { result: LintResult; inventory: string; error?: string };
  applyFix(files: Record<string, string>, d: Diagnostic): Record<string, string>;
}

const scratch = mkdtempSync(join(tmpdir(), 'agentlint-playground-engine-'));
let engine: Engine;

beforeAll(async () => {
  const file = join(scratch, 'engine.js');
  await bundle('site/playground/engine.ts', file, { minify: false });
  engine = (await import(pathToFileURL(file).href)) as Engine;
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The CLI's lint of the same files written to a folder. */
function onDisk(files: Record<string, string>): LintResult {
  const root = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return lint({ root });
}

const AGENT = '---\nname: reviewer\ndescription: Reviews code for bugs\nmodel: opuss\ntools: Read, Grpe\n---\nYou review code.\n';

const TREES: Record<string, Record<string, string>> = {
  'the default example': Object.fromEntries(DEFAULT_STATE.files),
  'an agent with a config file': { '.claude/agents/reviewer.md': AGENT, '.agentlint.yml': 'lints:\n  agents/tools-known: deny\nrules:\n  agents/model-polcy: {}\n' },
  'a plugin with a marketplace': {
    '.claude-plugin/marketplace.json': '{"name": "m", "owner": {"name": "o"}, "plugins": [{"name": "p", "source": "./p"}]}\n',
    'p/.claude-plugin/plugin.json': '{"name": "p", "version": "1.0"}\n',
    'p/agents/a.md': '---\nname: a\ndescription: d\npermissionMode: plan\n---\nBody\n',
    'p/skills/s/SKILL.md': '---\nname: other\ndescription: d\n---\nBody\n',
  },
  'Copilot and Cursor files': { '.github/agents/x.agent.md': '---\ndescription: d\ntools: [edit, shel]\n---\nBody\n', '.cursor/rules/a.mdc': '---\nalwaysApply: yes\n---\nRule\n' },
};

describe('the playground engine (bundled for the browser)', () => {
  it.each(Object.keys(TREES))('finds what the CLI finds on disk: %s', (name) => {
    const files = TREES[name]!;
    const expected = onDisk(files);
    const got = engine.check(files);
    expect(got.error).toBeUndefined();
    expect(expected.diagnostics.length).toBeGreaterThan(0);
    expect(got.result.diagnostics).toEqual(expected.diagnostics);
    expect(got.result.filesChecked).toBe(expected.filesChecked);
    expect(got.result.ruleset.fingerprint).toBe(expected.ruleset.fingerprint);
  });

  it('reports the default example exactly: the mistyped model at 4:8-4:13 with its certain fix', () => {
    const { result, inventory } = engine.check(Object.fromEntries(DEFAULT_STATE.files));
    expect(result.diagnostics.map((d) => [d.kind, d.level, d.span.path, d.span.range.start.line, d.span.range.start.column, d.span.range.end.column])).toEqual([
      ['agents/model-valid', 'error', '.claude/agents/example.md', 4, 8, 13],
    ]);
    expect(result.diagnostics[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'sonnet' }] });
    expect(result.diagnostics[0]!.docs).toBe('https://agentlint.github.io/agentlint/rules/agents/model-valid/');
    expect(inventory).toContain('Claude Code: 1 loaded, 0 not loaded\n  agent example  .claude/agents/example.md');
  });

  it('applies a certain fix to the file it edits, leaving the others', () => {
    const files = { '.claude/agents/reviewer.md': AGENT, 'README.md': '# r\n' };
    const model = engine.check(files).result.diagnostics.find((d) => d.kind === 'agents/model-valid')!;
    const fixed = engine.applyFix(files, model);
    expect(fixed).toEqual({ '.claude/agents/reviewer.md': AGENT.replace('opuss', 'opus'), 'README.md': '# r\n' });
    expect(engine.check(fixed).result.diagnostics.map((d) => d.kind)).toEqual(['agents/tools-known']);
  });

  it('fixes a file that starts with a byte order mark at the right place, keeping the mark', () => {
    const files = { '.claude/agents/reviewer.md': `\uFEFF${AGENT}` };
    const expected = onDisk(files);
    const { result } = engine.check(files);
    expect(result.diagnostics).toEqual(expected.diagnostics);
    const fixed = engine.applyFix(files, result.diagnostics.find((d) => d.kind === 'agents/model-valid')!);
    expect(fixed['.claude/agents/reviewer.md']).toBe(`\uFEFF${AGENT.replace('opuss', 'opus')}`);
  });

  it('says when the configuration cannot be used instead of failing', () => {
    const got = engine.check({ '.claude/agents/reviewer.md': AGENT, '.agentlint.yml': 'lints: [\n' });
    const expected = onDisk({ '.claude/agents/reviewer.md': AGENT, '.agentlint.yml': 'lints: [\n' });
    expect(got.error).toBeUndefined();
    expect(got.result.diagnostics).toEqual(expected.diagnostics);
    expect(got.result.diagnostics.filter((d) => d.span.path === '.agentlint.yml').map((d) => [d.kind, d.span.range.start.line, d.span.range.start.column])).toEqual([['config/invalid', 2, 1]]);
  });
});
