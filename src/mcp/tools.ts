/**
 * What the MCP tools do, without the protocol: each takes the workspace root
 * and the tool's arguments and returns structured content and a short text
 * (server.ts registers them; the tests call the server over stdio).
 */
import { existsSync, statSync } from 'node:fs';
import type { Harness } from '../artifacts/harness.js';
import { applyFixes, fixableEdits } from '../engine/fix.js';
import { lintLoadingRules } from '../engine/lint-loading.js';
import type { LintOptions, LintResult } from '../engine/pipeline.js';
import { FILE_BUDGET_MS } from '../artifacts/limits.js';
import { closest } from '../diagnostics/suggest.js';
import { explainText } from '../report/explain.js';
import { loadAllRules } from '../rules/families.js';
import { ruleSummary } from '../report/rule-summary.js';
import { countLine, findingsText, plural, toFinding, type Finding } from './findings.js';
import { checkLintableFile, checkLintableText, ToolInputError, workspacePath } from './paths.js';

export interface ToolResult {
  structured: Record<string, unknown>;
  text: string;
}

/** The same passes as `agentlint --fix`: each pass re-lints, so a fix another one unblocked lands too. */
const MAX_FIX_PASSES = 10;

const lintOptions = (root: string, only: string[] | undefined, harnesses?: Harness[]): LintOptions => ({ root, only, harnesses, fileBudgetMs: FILE_BUDGET_MS });

function report(result: LintResult, what: string): ToolResult {
  const findings = result.diagnostics.map(toFinding);
  const skipped = result.skipped.map((s) => ({ path: s.path, reason: s.reason }));
  const lines = [`${what}: ${countLine(findings, result.filesChecked)}`];
  if (result.filesChecked === 0 && skipped.length === 0) lines.push('No harness reads a file there as an agent definition, so nothing was linted.');
  if (findings.length > 0) lines.push(findingsText(findings));
  for (const s of skipped) lines.push(`not linted: ${s.path}: ${s.reason}`);
  return { structured: { filesChecked: result.filesChecked, findings, skipped }, text: lines.join('\n') };
}

/** `lint_path`: a file or a folder of the workspace, linted with the whole workspace as context. */
export async function lintPath(root: string, args: { path?: string; harnesses?: Harness[] }): Promise<ToolResult> {
  const p = workspacePath(root, args.path ?? '.');
  if (!existsSync(p.abs)) throw new ToolInputError(`${p.rel} does not exist (to lint a text before it is written, use lint_text)`);
  if (!statSync(p.abs).isDirectory()) checkLintableFile(p);
  const result = await lintLoadingRules(lintOptions(root, p.rel === '.' ? undefined : [p.rel], args.harnesses));
  return report(result, p.rel);
}

/** `lint_text`: a text linted as if it were the file at `path` (which need not exist yet). */
export async function lintText(root: string, args: { path: string; text: string }): Promise<ToolResult> {
  checkLintableText(args.text);
  const p = workspacePath(root, args.path);
  if (p.rel === '.' || (existsSync(p.abs) && !statSync(p.abs).isFile())) throw new ToolInputError(`${p.rel} is a folder: lint_text needs the path of a file`);
  const result = await lintLoadingRules({ ...lintOptions(root, [p.rel]), overlay: new Map([[p.rel, args.text]]) });
  return report(result, `${p.rel} (as given)`);
}

/** `explain_rule`: what a rule checks, why, an example, and its fix. */
export async function explainRule(args: { rule: string }): Promise<ToolResult> {
  const rules = await loadAllRules();
  const r = rules.find((x) => x.meta.id === args.rule);
  if (!r) {
    const near = closest(args.rule, rules.map((x) => x.meta.id));
    throw new ToolInputError(`no rule \`${args.rule}\`${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`);
  }
  return { structured: { ...ruleSummary(r), rationale: r.meta.rationale ?? null, examples: r.meta.examples ?? null }, text: explainText(r) };
}

/** `inventory`: what each harness loads from the workspace (or a folder of it), and what it does not. */
export async function inventory(root: string, args: { path?: string; harnesses?: Harness[] }): Promise<ToolResult> {
  const p = workspacePath(root, args.path ?? '.');
  if (!existsSync(p.abs) || !statSync(p.abs).isDirectory()) throw new ToolInputError(`${p.rel} is not a folder: the inventory is taken of a folder`);
  const { inventoryOf } = await import('../engine/inventory/run.js');
  const inv = (await inventoryOf({ root: p.abs, harnesses: args.harnesses, fileBudgetMs: FILE_BUDGET_MS })).inventory;
  const lines = inv.harnesses.map((h) => `${h.title}: ${plural(h.loaded.length, 'entry', 'entries')} loaded${h.notLoaded.length ? `, ${h.notLoaded.length} not loaded (${h.notLoaded.map((n) => `${n.path}: ${n.reason.short}`).join('; ')})` : ''}`);
  return { structured: inv as unknown as Record<string, unknown>, text: lines.length ? lines.join('\n') : 'No harness loads anything from this folder.' };
}

/** `fix_file`: apply the certain (MachineApplicable) fixes to one file, then lint it again. */
export async function fixFile(root: string, args: { path: string }): Promise<ToolResult> {
  const p = workspacePath(root, args.path);
  if (!existsSync(p.abs)) throw new ToolInputError(`${p.rel} does not exist`);
  checkLintableFile(p);
  const opts = lintOptions(root, [p.rel]);
  // Only fixes whose every edit is in this file: a fix that also edits another file is left out whole.
  const inFile = (ds: LintResult['diagnostics']) => fixableEdits(ds, false).filter((d) => d.suggestion!.edits.every((e) => e.path === p.rel));
  let result = await lintLoadingRules(opts);
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES && inFile(result.diagnostics).length > 0; pass++) {
    const outcome = applyFixes(root, inFile(result.diagnostics), false);
    if (outcome.applied === 0) break;
    applied += outcome.applied;
    result = await lintLoadingRules(opts);
  }
  const after = report(result, `${p.rel} after the fixes`);
  return { structured: { applied, ...after.structured }, text: `applied ${plural(applied, 'fix', 'fixes')} to ${p.rel}\n${after.text}` };
}

export type { Finding };
