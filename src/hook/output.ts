/**
 * How each harness hands a hook's words to the model after a write (the
 * recorded oracle cases show them arriving in the next request):
 * - Claude Code, PostToolUse: JSON on stdout with `decision: "block"` and a `reason`
 *   (the write has happened; "block" makes Claude read the reason before it goes on).
 * - Gemini CLI, AfterTool: JSON on stdout with `hookSpecificOutput.additionalContext`,
 *   which Gemini adds to the tool's result.
 * - Copilot CLI, postToolUse: JSON on stdout with `additionalContext`.
 * Every answer exits 0: a finding never fails the harness's tool call.
 */
import { visibleLines } from '../report/escape.js';
import type { HookHarness } from './input.js';

export function hookOutput(harness: HookHarness, findings: string): string {
  // The harness shows these words in a terminal and hands them to the model: the repository's control
  // characters go as visible escapes.
  const text = visibleLines(findings);
  switch (harness) {
    case 'claude-code':
      return JSON.stringify({ decision: 'block', reason: text });
    case 'gemini':
      return JSON.stringify({ hookSpecificOutput: { hookEventName: 'AfterTool', additionalContext: text } });
    case 'copilot':
      return JSON.stringify({ additionalContext: text });
  }
}
