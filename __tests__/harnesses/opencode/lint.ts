/** The OpenCode findings of a temporary tree (removed after the test file). */
import { afterAll } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

/** A temporary tree (removed after the test file), for `discover`. */
export function tempTree(files: Record<string, string>): string {
  const root = writeTree(files);
  roots.push(root);
  return root;
}

export function opencodeFindings(files: Record<string, string>) {
  return lint({ root: tempTree(files) }).diagnostics.filter((d) => d.harness === 'opencode');
}
