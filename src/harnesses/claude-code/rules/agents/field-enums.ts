import { AGENT_COLORS, EFFORT_LEVELS, ISOLATION_MODES, MEMORY_SCOPES, PERMISSION_MODES } from '../../known-values/claude-code.js';
import { getPair, type Pair } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactRule, type RuleContext } from '../../../../diagnostics/rule.js';
import type { Artifact } from '../../../../artifacts/model.js';
import { certainCorrection, closest, listOf } from '../../../../diagnostics/suggest.js';

const ENUMS: Record<string, readonly string[]> = {
  permissionMode: PERMISSION_MODES,
  effort: EFFORT_LEVELS,
  color: AGENT_COLORS,
  isolation: ISOLATION_MODES,
  memory: MEMORY_SCOPES,
};

/** Fields whose invalid values Claude Code 2.1.332 was seen to ignore (a debug-log line each, the agent still runs). */
const OBSERVED = ['permissionMode', 'effort', 'isolation', 'memory'];
const EFFECT: Record<string, string> = {
  permissionMode: 'Claude Code ignores it (a debug-log line) and the agent runs in the session\'s permission mode',
  effort: 'Claude Code ignores it (a debug-log line) and the session\'s effort applies',
  isolation: 'Claude Code ignores it (a debug-log line) and the agent runs in the main worktree',
  memory: 'Claude Code ignores it (a debug-log line): the agent gets no memory',
  color: 'the sub-agents docs list only these colours (documented: https://code.claude.com/docs/en/sub-agents; Claude Code 2.1.332 logs nothing about others)',
};

function checkEnum(artifact: Artifact, ctx: RuleContext, pair: Pair, values: readonly string[]): void {
  const node = pair.value;
  if (!node) return;
  if (node.type !== 'scalar' || node.value === null) {
    ctx.report({ message: `\`${pair.key}\` must be one of its values: ${listOf(values)}`, range: node.range, jsonPath: pair.path });
    return;
  }
  const v = String(node.value);
  if (values.includes(v)) return;
  // Claude Code 2.1.332 also takes an integer effort ("low, medium, high, xhigh, max or an integer").
  if (pair.key === 'effort' && typeof node.value === 'number' && Number.isInteger(node.value)) return;
  const fix = certainCorrection(v, values);
  const near = closest(v, values);
  ctx.report({
    message: `${pair.key} \`${v}\` is not a ${OBSERVED.includes(pair.key) ? 'valid' : 'documented'} value: ${EFFECT[pair.key] ?? 'Claude Code ignores it'}; want ${listOf(values)}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
    range: node.range,
    jsonPath: pair.path,
    // What Claude Code does with an undocumented colour is not recorded (it logs nothing): the milder effect.
    effect: OBSERVED.includes(pair.key) ? undefined : 'style',
    suggestion: fix
      ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, fix)] }
      : near.length
        ? { msg: `use \`${near[0]!.value}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, near[0]!.value)] }
        : undefined,
  });
}

export default artifactRule({
  meta: {
    id: 'agents/field-enums',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'permissionMode, effort, color, isolation and memory within their documented values; maxTurns a positive integer; background a boolean.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code ignores an agent field whose value it does not know and runs the agent anyway, with only a line in the debug log (observed on 2.1.332 for `effort: extreme`, `permissionMode: yolo`, `maxTurns: -3`, `isolation: container`, `memory: global`, `background: maybe`): a misspelt `permissionMode` leaves the session\'s mode in force, a misspelt `isolation` runs the agent in the main worktree. A quoted number (`maxTurns: "12"`) is accepted as the number; an integer `effort` is valid. `color` outside the documented colours is not used (documented: https://code.claude.com/docs/en/sub-agents).',
    examples: { wrong: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptedits\nmaxTurns: 0\n---', right: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptEdits\nmaxTurns: 10\n---', file: '.claude/agents/fixer.md' },
  },
  check(artifact, ctx) {
    for (const [field, values] of Object.entries(ENUMS)) {
      const pair = getPair(artifact.root, field);
      if (!pair) continue;
      // ai-rulez lets effort inherit the session's value.
      const allowed = artifact.kind === 'ai-rulez-agent' && field === 'effort' ? [...values, 'inherit'] : values;
      checkEnum(artifact, ctx, pair, allowed);
    }
    const turns = getPair(artifact.root, 'maxTurns');
    if (turns?.value) {
      const n = turns.value;
      const v = n.type === 'scalar' ? n.value : undefined;
      // A quoted positive number (`maxTurns: "12"`) is applied as that number (observed on 2.1.332): not a mistake.
      const quotedNumber = typeof v === 'string' && /^\s*[1-9]\d*\s*$/.test(v);
      if (!(typeof v === 'number' && Number.isInteger(v) && v > 0) && !quotedNumber) {
        ctx.report({
          message: `maxTurns must be a positive integer, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code ignores it (a debug-log line) and sets no turn limit`,
          range: n.range,
          jsonPath: turns.path,
        });
      }
    }
    const bg = getPair(artifact.root, 'background');
    if (bg?.value) {
      const n = bg.value;
      const v = n.type === 'scalar' ? n.value : undefined;
      // A quoted `"true"` / `"false"` is accepted (observed on 2.1.332).
      if (typeof v !== 'boolean' && !(typeof v === 'string' && /^(true|false)$/.test(v.trim()))) {
        const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
        const fixed = s === 'true' || s === 'false' ? s : undefined;
        ctx.report({
          message: `background must be \`true\` or \`false\`, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code ignores it (a debug-log line) and runs the agent in the foreground`,
          range: n.range,
          jsonPath: bg.path,
          suggestion: fixed ? { msg: `write ${fixed} as a boolean`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: fixed }] } : undefined,
        });
      }
    }
  },
});
