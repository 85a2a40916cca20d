/**
 * The words users read: no internal jargon (the applicability names stay in JSON and SARIF), no recorded-case file
 * names (the harness and release instead), plain text where GitHub renders none.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELP } from '../../src/cli/args.js';
import { lint, type LintResult } from '../../src/engine/run.js';
import { toAnnotation } from '../../src/github/checks.js';
import { parsePatch } from '../../src/github/diff.js';
import type { ChangedFile } from '../../src/github/files.js';
import { planReview, reviewBody, reviewComment } from '../../src/github/review.js';
import { buildSuggestions } from '../../src/github/suggestions.js';
import { explainText, withoutCaseFiles } from '../../src/report/explain.js';
import { messageParts, plainText, readerMessage } from '../../src/report/message.js';
import { toSummary } from '../../src/report/summary.js';
import { formatText } from '../../src/report/text.js';
import { annotationMessage, toWorkflowCommands } from '../../src/report/workflow-commands.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { addedFilePatch, diag } from '../github/util.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

/**
 * A tree whose findings have certain fixes, suggestions to review, and messages that cite recorded-case files (Cline's
 * and the agent's own), with the file texts for review comments.
 */
const TREE: Record<string, string> = {
  '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodel: sonet\ntools: Read, Wrte\n---\nBody.\n',
  '.clinerules/r.md': '---\npaths: [a\n---\nRule.\n',
  '.cline/agents/x.yaml': '---\nname: x\ndescriptin: e\n---\nPrompt.\n',
  '.cline/hooks/Stop': '#!/bin/sh\n',
};

const JARGON = /MachineApplicable|MaybeIncorrect/;
const caseFiles = () => {
  const names = new Set<string>();
  for (const h of readdirSync('oracle', { withFileTypes: true })) if (h.isDirectory() && h.name !== 'lib') for (const f of readdirSync(join('oracle', h.name))) if (f.endsWith('.json')) names.add(f);
  return [...names];
};

const CASE_FILE = /oracle\/[\w-]+\/|\b(?:cases|mutations|constructs|placements|rules-[\w-]+)\.json\b/;

/** Every text people read from one lint: terminal, summary, workflow commands, check-run annotations, review comments. */
function readerTexts(result: LintResult, root: string): Record<string, string> {
  const ds = result.diagnostics;
  const files = new Map<string, ChangedFile>(Object.keys(TREE).map((p) => [p, { path: p, status: 'added', patch: parsePatch(addedFilePatch(TREE[p]!)) }]));
  const { comments } = buildSuggestions({ diagnostics: ds, files, pathPrefix: '', readText: (p) => readFileSync(join(root, p), 'utf8') });
  return {
    text: formatText(result),
    summary: toSummary(result),
    workflow: toWorkflowCommands(ds).lines.join('\n'),
    annotations: ds.map((d) => toAnnotation(d).message).join('\n'),
    comments: comments.map((c) => reviewComment(c).body).join('\n'),
    review: reviewBody(planReview(comments, [], [], 'abc')),
  };
}

describe('plain words', () => {
  it('what people read of a lint names no applicability and no recorded-case file; the JSON keeps the message', () => {
    const root = writeTree(TREE);
    roots.push(root);
    const result = lint({ root, suppressionsFile: false });
    const ds = result.diagnostics;
    // The tree has what the reports must reword: both kinds of fix, and messages that cite case files.
    expect(ds.some((d) => d.suggestion?.applicability === 'MachineApplicable')).toBe(true);
    expect(ds.some((d) => d.suggestion?.applicability === 'MaybeIncorrect')).toBe(true);
    expect(ds.filter((d) => CASE_FILE.test(d.message)).map((d) => d.kind).sort()).toEqual(['cline/agent-config', 'cline/agent-config', 'cline/hook-name', 'schema/yaml-invalid']);
    const texts = readerTexts(result, root);
    expect(texts.comments).toContain('sonet');
    for (const [where, text] of Object.entries(texts)) {
      expect({ where, jargon: JARGON.exec(text)?.[0] }).toEqual({ where, jargon: undefined });
      expect({ where, caseFile: CASE_FILE.exec(text)?.[0] }).toEqual({ where, caseFile: undefined });
    }
    const cline = ds.find((d) => d.kind === 'cline/hook-name')!;
    expect(readerMessage(cline)).toMatch(/\(recorded on Cline [\d.]+\)$/);
  });

  it('the terminal shows each finding as a short line and, under its headline, the why as `help:`', () => {
    const root = writeTree(TREE);
    roots.push(root);
    const result = lint({ root, suppressionsFile: false });
    const lines = formatText(result).split('\n');
    for (const d of result.diagnostics) {
      const { headline, why } = messageParts(readerMessage(d));
      const at = lines.findIndex((l) => l.startsWith(`  ${d.span.range.start.line}:${d.span.range.start.column} `) && l.includes(`  ${headline}  `) && l.endsWith(d.kind));
      expect({ rule: d.kind, found: at >= 0 }).toEqual({ rule: d.kind, found: true });
      expect({ rule: d.kind, length: headline.length <= 90 }).toEqual({ rule: d.kind, length: true });
      const help = lines[at + 1] ?? '';
      const fixable = d.suggestion?.applicability === 'MachineApplicable';
      expect({ rule: d.kind, help: /^ +help: /.test(help) }).toEqual({ rule: d.kind, help: Boolean(why) || fixable });
      // The help line starts under the headline.
      if (why || fixable) expect(help.indexOf('help: ')).toBe(lines[at]!.indexOf(headline));
    }
  });

  it('--help and explain say "certain fix" and "suggestion"', () => {
    expect(HELP).not.toMatch(JARGON);
    expect(HELP).toContain('apply certain fixes');
    for (const r of ALL_RULES) expect(explainText(r)).not.toMatch(JARGON);
  });

  it('explain names no recorded-case file: the harness and release instead', () => {
    // A case file named like a harness's own file (`codex/marketplace.json`) is cited by its oracle path.
    const files = caseFiles().filter((f) => f !== 'marketplace.json');
    expect(files).toContain('rules-runtime.json');
    for (const r of ALL_RULES) {
      const text = explainText(r);
      expect({ rule: r.meta.id, oraclePath: /oracle\/[\w-]+\//.test(text) }).toEqual({ rule: r.meta.id, oraclePath: false });
      for (const f of files) expect({ rule: r.meta.id, cites: text.includes(f) ? f : undefined }).toEqual({ rule: r.meta.id, cites: undefined });
    }
    expect(withoutCaseFiles('sends it as written (observed: rules-runtime.json `agent model: 7` … `agent model: blank`), then fails; see oracle/copilot/cases.json `x`.', 'Claude Code 2.1.332')).toBe(
      'sends it as written (observed: the recorded cases (Claude Code 2.1.332)), then fails; see the recorded cases (Claude Code 2.1.332).',
    );
    expect(withoutCaseFiles('a plugin.json with hooks (rules-runtime.json `a`, `b`)', 'Claude Code 2.1.332')).toBe('a plugin.json with hooks (recorded on Claude Code 2.1.332)');
  });

  it('an annotation is plain text: code spans as quotes, the fix in words, no raw URL', () => {
    const d = diag({ path: 'a.md', text: '---\nname: a\ndescription: d\nmodel: sonet\n---\n', needle: 'sonet', message: 'model `sonet` is not a known model', help: 'want `sonnet`' });
    const text = annotationMessage({ ...d, suggestion: { msg: 'use `sonnet`', applicability: 'MachineApplicable', edits: [] } });
    expect(text).toBe('model "sonet" is not a known model\nhelp: want "sonnet"\ncertain fix (agentlint --fix): use "sonnet"');
    expect(plainText('a ``x`y`` b')).toBe('a "x`y" b');
  });

  it('splits a message into its headline and why, leaving out the did-you-mean a suggestion shows', () => {
    expect(messageParts('model `sonet` is not a known model: Claude Code sends it as written (no fallback to `inherit`) (did you mean `sonnet`?)', true)).toEqual({
      headline: 'model `sonet` is not a known model',
      why: 'Claude Code sends it as written (no fallback to `inherit`).',
    });
    expect(messageParts('unknown key `a: b` here')).toEqual({ headline: 'unknown key `a: b` here', why: '' });
    // Code spans as Markdown reads them: a run of backticks closes at the next run of the same length; an unclosed run is text.
    expect(messageParts('this ```! block is not read-only: Claude Code refuses it').headline).toBe('this ```! block is not read-only');
    expect(messageParts('`` !`a: b` `` is not read-only: c').headline).toBe('`` !`a: b` `` is not read-only');
    expect(messageParts('a ``x`: y`` b: c')).toEqual({ headline: 'a ``x`: y`` b', why: 'C.' });
    // A message quotes the repository's text: long runs of backticks, parentheses and look-alike citations stay fast.
    const hostile = `${'`'.repeat(40000)}${'``x'.repeat(20000)} ${'('.repeat(40000)}oracle/x/${'a'.repeat(40000)}: ${'rules-'.repeat(20000)}${' (cases.json `'.repeat(10000)}`;
    const started = Date.now();
    expect(messageParts(readerMessage({ message: hostile, kind: 'cline/hook-name', harness: 'cline' }), true).headline.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
