/**
 * How each harness hands a hook's words to the model after a write (its descriptor's
 * `hook.answer`; the recorded oracle cases show them arriving in the next request).
 * Every answer exits 0: a finding never fails the harness's tool call.
 */
import { visibleLines } from '../report/escape.js';
import { HOOK_FACTS } from './harnesses.generated.js';
import type { HookHarness } from './input.js';

export function hookOutput(harness: HookHarness, findings: string): string {
  // The harness shows these words in a terminal and hands them to the model: the repository's control
  // characters go as visible escapes.
  const text = visibleLines(findings);
  switch (HOOK_FACTS[harness].answer) {
    case 'block-reason':
      return JSON.stringify({ decision: 'block', reason: text });
    case 'after-tool-context':
      return JSON.stringify({ hookSpecificOutput: { hookEventName: 'AfterTool', additionalContext: text } });
    case 'additional-context':
      return JSON.stringify({ additionalContext: text });
  }
}
