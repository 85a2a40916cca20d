/**
 * One rule on a small tree: the helper every per-rule test file uses. It runs the engine with that rule
 * alone (not the whole registry), so a rule's test loads only the rule and the engine.
 */
import { expect } from '@jest/globals';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { Rule } from '../../src/diagnostics/rule.js';
import { plan, startLint } from '../../src/engine/pipeline.js';
import { removeTree, writeTree } from './index.js';

/**
 * Every finding of `rule` on `tree` (root-relative path → text). The engine reports parse problems and
 * configuration findings for the files and rules it has, so a test of those passes the whole registry as `among`.
 * An opt-in rule is switched on (an empty block) unless the tree brings its own `.agentlint.yml`.
 */
export function findingsOf(rule: Rule, tree: Record<string, string>, among: readonly Rule[] = [rule]): Diagnostic[] {
  const root = writeTree(withOptIn(rule, tree));
  try {
    const p = plan(root, undefined, among);
    return startLint(p, { root, rules: among, suppressionsFile: false }).finish(p).diagnostics.filter((d) => d.kind === rule.meta.id);
  } finally {
    removeTree(root);
  }
}

/** An opt-in rule runs only with a block in `.agentlint.yml`: a tree without a configuration gets an empty block. */
function withOptIn(rule: Rule, tree: Record<string, string>): Record<string, string> {
  if (!rule.meta.optIn || '.agentlint.yml' in tree) return tree;
  return { ...tree, '.agentlint.yml': `rules:\n  ${rule.meta.id}: {}\n` };
}

/** `line:column level message` of each finding: what a reader sees first. */
export function brief(ds: readonly Diagnostic[]): string[] {
  return ds.map((d) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.level} ${d.message}`);
}

/** The rule's documented example holds: the wrong text fires, the right text is clean. */
export function expectExampleHolds(rule: Rule, among: readonly Rule[] = [rule]): void {
  const ex = rule.meta.examples;
  expect(ex?.file).toBeDefined();
  expect(findingsOf(rule, { ...ex!.context, [ex!.file!]: ex!.wrong }, among).length).toBeGreaterThan(0);
  expect(brief(findingsOf(rule, { ...ex!.context, [ex!.rightFile ?? ex!.file!]: ex!.right }, among))).toEqual([]);
}
