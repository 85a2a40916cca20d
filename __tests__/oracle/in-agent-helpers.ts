/**
 * Shared by the in-agent tests (in-agent-*.test.ts): a case's project written to a scratch folder, and what
 * `agentlint hook` answers for the case's write there. The scratch folders go when the test file ends.
 */
import { afterAll, expect } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runHook } from '../../src/hook/run.js';
import type { HookHarness } from '../../src/hook/input.js';

export interface Message {
  role: string;
  texts: string[];
}
export interface Case<Observed = { afterWrite: Message[] | null }> {
  id: string;
  files: Record<string, string>;
  write: { path: string; content: string };
  observed: Observed;
}
export type Project = Pick<Case, 'files' | 'write'>;

export const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fresh copy of a case's project with its written file. */
export function project(c: Project): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-in-agent-'));
  scratch.push(root);
  for (const [p, text] of Object.entries({ ...c.files, [c.write.path]: c.write.content })) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

/** What `agentlint hook` for the case's write, in a fresh copy of its project (`''` when it says nothing). */
export async function hookAnswer(harness: HookHarness, c: Project, event: (abs: string, root: string) => unknown): Promise<string> {
  const root = project(c);
  let out = '';
  const code = await runHook([harness], { stdin: async () => JSON.stringify(event(join(root, c.write.path), root)), stdout: (s) => void (out += s), stderr: () => undefined, env: {}, cwd: root });
  expect(code).toBe(0);
  return out;
}
