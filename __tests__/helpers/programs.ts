/**
 * Tests that drive a program outside node_modules (scripts/programs.mjs lists them). Where the
 * program is missing they are skipped, visibly: the block's title says which program and how to
 * install it, and the jest global setup prints the same line before the run. Under CI=true a
 * missing program fails the block instead (.ci/run installs every one of them).
 */
import { describe, it } from '@jest/globals';
// @ts-expect-error: a plain .mjs script without types, shared with the jest global setup
import { hasProgram, missingLine, programsRequired } from '../../scripts/programs.mjs';

const available = hasProgram as (program: string) => boolean;
const describeMissing = missingLine as (program: string) => string;
const required = programsRequired as () => boolean;

/** `describe` when the program answers, or when CI requires it (then a missing one fails); else a skipped block that says why. */
export function describeWithProgram(program: string, name: string, fn: () => void): void {
  if (available(program)) {
    describe(name, fn);
    return;
  }
  const line = describeMissing(program);
  if (required()) {
    describe(name, () => {
      it(`needs ${program}`, () => {
        throw new Error(line);
      });
    });
    return;
  }
  describe.skip(`${name} (skipped: ${line})`, fn);
}
