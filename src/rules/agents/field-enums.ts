import { AGENT_COLORS, EFFORT_LEVELS, ISOLATION_MODES, MEMORY_SCOPES, PERMISSION_MODES } from '../../artifacts/known-values/index.js';
import { getPair, type Pair } from '../../artifacts/tree.js';
import { replaceScalar } from '../../diagnostics/edits.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';
import type { Artifact } from '../../artifacts/model.js';
import { certainCorrection, closest, listOf } from '../../diagnostics/suggest.js';

const ENUMS: Record<string, readonly string[]> = {
  permissionMode: PERMISSION_MODES,
  effort: EFFORT_LEVELS,
  color: AGENT_COLORS,
  isolation: ISOLATION_MODES,
  memory: MEMORY_SCOPES,
};

function checkEnum(artifact: Artifact, ctx: RuleContext, pair: Pair, values: readonly string[]): void {
  const node = pair.value;
  if (!node) return;
  if (node.type !== 'scalar' || node.value === null) {
    ctx.report({ message: `\`${pair.key}\` must be one of ${listOf(values)}`, range: node.range, jsonPath: pair.path });
    return;
  }
  const v = String(node.value);
  if (values.includes(v)) return;
  const fix = certainCorrection(v, values);
  const near = closest(v, values);
  ctx.report({
    message: `${pair.key} \`${v}\` is not a documented value: Claude Code ignores it; want ${listOf(values)}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
    range: node.range,
    jsonPath: pair.path,
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
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'permissionMode, effort, color, isolation and memory within their documented values; maxTurns a positive integer; background a boolean.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code ignores an enum field whose value it does not know: a misspelt `permissionMode` leaves the parent\'s mode in force, a misspelt `isolation` runs the agent in the main worktree. `maxTurns` that is not a positive integer sets no limit; a `background` that is not a boolean is treated as absent.',
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
      if (!(typeof v === 'number' && Number.isInteger(v) && v > 0)) {
        const digits = typeof v === 'string' && /^\s*[1-9]\d*\s*$/.test(v) ? v.trim() : undefined;
        ctx.report({
          message: `maxTurns must be a positive integer, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code sets no turn limit`,
          range: n.range,
          jsonPath: turns.path,
          suggestion: digits ? { msg: `write ${digits} as a number`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: digits }] } : undefined,
        });
      }
    }
    const bg = getPair(artifact.root, 'background');
    if (bg?.value) {
      const n = bg.value;
      const v = n.type === 'scalar' ? n.value : undefined;
      if (typeof v !== 'boolean') {
        const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
        const fixed = s === 'true' || s === 'false' ? s : undefined;
        ctx.report({
          message: `background must be \`true\` or \`false\`, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code treats it as absent (false)`,
          range: n.range,
          jsonPath: bg.path,
          suggestion: fixed ? { msg: `write ${fixed} as a boolean`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: fixed }] } : undefined,
        });
      }
    }
  },
});
