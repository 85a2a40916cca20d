/** Hook entries Copilot CLI skips: no command, a field of the wrong type, an invalid `matcher`. */
import { COPILOT_MATCHER_HOOK_EVENTS, COPILOT_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair, type MapNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { typeMismatch, type JsonType } from '../lib/json-types.js';
import { hookEntries } from '../../../rules/shared/hook-entries.js';

const SHELL = ['bash', 'powershell', 'command'];
const COMMAND_FIELDS: Record<string, JsonType> = { exec: 'string', bash: 'string', powershell: 'string', command: 'string', cwd: 'string', timeoutSec: 'number', env: 'string-map' };

/** The CLI's words, ours when theirs need them, and where. */
interface Problem {
  why: string;
  detail?: string;
  range: Range;
}

/** Why the CLI skips a `command` hook, with where; undefined when it loads. */
function commandProblem(entry: MapNode, event: string): Problem | undefined {
  for (const p of entry.pairs) {
    const want = COMMAND_FIELDS[p.key];
    const bad = want && typeMismatch(want, p.value, p.key);
    if (bad) return { why: bad.what, range: (bad.node ?? p.value)?.range ?? p.keyRange };
  }
  const timeout = getPair(entry, 'timeoutSec')?.value;
  if (timeout?.type === 'scalar' && typeof timeout.value === 'number' && timeout.value <= 0) return { why: 'timeoutSec must be positive', range: timeout.range };
  const exec = getPair(entry, 'exec');
  const shell = entry.pairs.filter((p) => SHELL.includes(p.key));
  const either = "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";
  if (exec && shell.length > 0) return { why: either, detail: 'it has both `exec` and a shell command', range: exec.keyRange };
  if (!exec && shell.length === 0) return { why: either, detail: 'it has no `bash`, `powershell`, `command` or `exec`', range: entry.range };
  return matcherProblem(entry, event);
}

/** Only the events in COPILOT_MATCHER_HOOK_EVENTS read `matcher`. */
function matcherProblem(entry: MapNode, event: string): Problem | undefined {
  if (!COPILOT_MATCHER_HOOK_EVENTS.some((e) => e.toLowerCase() === event.toLowerCase())) return undefined;
  const m = getPair(entry, 'matcher');
  const bad = m && typeMismatch('string', m.value, 'matcher');
  if (bad) return { why: bad.what, range: m.value?.range ?? m.keyRange };
  const matcher = m?.value;
  if (matcher?.type === 'scalar' && typeof matcher.value === 'string') {
    try {
      // The CLI anchors the pattern as ^(?:…)$; this checks its syntax with JavaScript's engine.
      new RegExp(`^(?:${matcher.value})$`);
    } catch {
      return { why: `Invalid matcher regex '${matcher.value}'`, range: matcher.range };
    }
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'copilot/hook-skipped',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hook in `.github/hooks/*.json` that Copilot CLI skips: no `bash`/`powershell`/`command`/`exec`, a field of the wrong type, a `timeoutSec` that is not positive, a `matcher` that is not a string or not a valid regex on an event that reads it, or a prompt hook without `prompt`.',
    kinds: ['copilot-hooks'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`hook-entries\`): the debug log says "hooks.<event>[i].<field>: … — hook will be skipped" (or "Invalid matcher regex in <event> hook: '…' — hook will be skipped"), and the session runs without the hook. Only ${COPILOT_MATCHER_HOOK_EVENTS.join(', ')} hooks read \`matcher\` (case \`hook-matchers\`). An entry that is not an object is skipped too ("Expected object", mutation probes in oracle/copilot/mutations.json). A hook without \`type\` is a command hook and runs.`,
    examples: {
      file: '.github/hooks/checks.json',
      wrong: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|(create"}]\n  }\n}',
      right: '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [{"type": "command", "bash": "./check.sh", "matcher": "edit|create"}]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    for (const { event, entry } of hookEntries(artifact)) {
      if (entry.type !== 'map') {
        // Mutation probes (oracle/copilot/mutations.json, copilot-hooks:/hooks/sessionStart/0:type:*).
        ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: "Expected object — hook will be skipped"`, range: entry.range, jsonPath: entry.path });
        continue;
      }
      const type = getPair(entry, 'type')?.value;
      const typeName = type === undefined ? 'command' : type?.type === 'scalar' ? type.value : undefined;
      let problem: Problem | undefined;
      if (typeName === 'command') problem = commandProblem(entry, event.key);
      else if (typeName === 'prompt') {
        const prompt = getPair(entry, 'prompt');
        if (!(prompt?.value?.type === 'scalar' && typeof prompt.value.value === 'string')) {
          problem = { why: 'prompt hook prompt is required', range: prompt?.value?.range ?? entry.range };
        }
      }
      // Any other `type` is copilot/hook-type's finding.
      if (problem) ctx.report({ message: `Copilot CLI skips this \`${event.key}\` hook: ${problem.detail ? `${problem.detail}; it says ` : ''}"${problem.why} — hook will be skipped"`, range: problem.range, jsonPath: entry.path });
    }
  },
});
