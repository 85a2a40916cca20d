/** Lint a small tree and list one harness's findings as rows (rule, level, path, range, message) and fixes. */
import { afterAll } from '@jest/globals';
import type { Harness } from '../../src/artifacts/harness.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from './index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

export function tree(files: Record<string, string>): string {
  const root = writeTree(files);
  roots.push(root);
  return root;
}

export function run(harness: Harness, files: Record<string, string>) {
  return lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === harness);
}

export const rows = (ds: ReturnType<typeof run>) =>
  ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`);
export const fixes = (ds: ReturnType<typeof run>) => ds.map((d) => (d.suggestion ? `${d.suggestion.applicability} ${d.suggestion.edits.map((e) => e.text).join('|')}` : '-'));
