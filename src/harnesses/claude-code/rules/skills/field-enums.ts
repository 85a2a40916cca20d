import { EFFORT_LEVELS, SKILL_BOOLEAN_FIELDS, SKILL_SHELLS } from '../../known-values/claude-code.js';
import { getPair, type Pair } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import type { Suggestion } from '../../../../diagnostics/diagnostic.js';
import { certainCorrection, closest, didYouMean, listOf } from '../../../../diagnostics/suggest.js';

const ENUMS: Record<string, { values: readonly string[]; effect: string }> = {
  effort: { values: EFFORT_LEVELS, effect: 'the field does not take effect (documented values: https://code.claude.com/docs/en/skills)' },
  shell: { values: SKILL_SHELLS, effect: 'the field does not take effect (documented values: https://code.claude.com/docs/en/skills)' },
};

const TRUTHY = /^(yes|on|y)$/i;
const FALSY = /^(no|off|n)$/i;

export default artifactRule({
  meta: {
    id: 'skills/field-enums',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Skill and command fields with a closed set of values: `effort`, `shell`, and the booleans `disable-model-invocation`, `user-invocable`, `background`.',
    kinds: ['skill', 'command'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'The values of `effort` and `shell` are documented (https://code.claude.com/docs/en/skills); no oracle case records what Claude Code does with another value. Booleans written as strings were recorded on 2.1.332 for `disable-model-invocation`: `"true"`, `yes`, `"yes"` and `1` hide the skill like `true`, `"false"` and `no` do not (info: Claude Code reads them, YAML and Agent Skills tools read a string), and any other value (`maybe`) is not read as `true`, so a skill meant to be hidden is still invoked automatically (warn).',
    examples: {
      wrong: '---\nname: deploy\ndescription: Deploy the app\neffort: hi\ndisable-model-invocation: yes\n---',
      right: '---\nname: deploy\ndescription: Deploy the app\neffort: high\ndisable-model-invocation: true\n---',
      file: '.claude/skills/deploy/SKILL.md',
    },
  },
  check(artifact, ctx) {
    for (const [field, { values, effect }] of Object.entries(ENUMS)) {
      const pair = getPair(artifact.root, field);
      if (!pair || !pair.value) continue;
      const node = pair.value;
      const value = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
      if (value !== undefined && values.includes(value)) continue;
      let suggestion: Suggestion | undefined;
      if (value !== undefined) {
        const near = closest(value, values);
        const certain = certainCorrection(value, values);
        if (certain) suggestion = { msg: `use \`${certain}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, certain)] };
        else if (near.length > 0) suggestion = { msg: `use \`${near[0]!.value}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, near[0]!.value)] };
      }
      ctx.report({
        message:
          value === undefined
            ? `\`${field}\` must be one of ${listOf(values)}, not a ${node.type === 'seq' ? 'list' : node.type === 'map' ? 'mapping' : 'null'}: ${effect}`
            : `unknown ${field} \`${value}\`${didYouMean(value, values)}: ${effect}`,
        range: node.range,
        jsonPath: pair.path,
        help: `${field} is one of ${listOf(values)}`,
        suggestion,
      });
    }
    for (const field of SKILL_BOOLEAN_FIELDS) {
      const pair = getPair(artifact.root, field);
      if (!pair || !pair.value) continue;
      checkBoolean(pair, artifact.file, ctx);
    }
  },
});

function checkBoolean(pair: Pair, file: Parameters<typeof replaceScalar>[0], ctx: { report: (r: import('../../../../diagnostics/rule.js').Report) => void }): void {
  const node = pair.value!;
  if (node.type === 'scalar' && typeof node.value === 'boolean') return;
  // Unquoted `true`/`false` read as a string only happens in the lenient reading of broken YAML: it is a boolean.
  if (node.type === 'scalar' && !node.quoted && typeof node.value === 'string' && /^(true|false)$/i.test(node.value)) return;
  const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
  // Recorded (rules-runtime.json `disable-model-invocation written as a string or number`): `"true"`, `yes`,
  // `"yes"` and `1` hide the skill like `true`; `"false"` and `no` do not; `maybe` does not either.
  const readAs = text === undefined ? undefined : /^(true|yes|1)$/.test(text) ? 'true' : /^(false|no)$/.test(text) ? 'false' : undefined;
  let fixed: string | undefined;
  let applicability: 'MachineApplicable' | 'MaybeIncorrect' = 'MaybeIncorrect';
  if (text !== undefined) {
    if (/^(true|false)$/i.test(text)) {
      fixed = text.toLowerCase();
      applicability = 'MachineApplicable';
    } else if (TRUTHY.test(text)) fixed = 'true';
    else if (FALSY.test(text)) fixed = 'false';
  }
  ctx.report({
    message: `\`${pair.key}\` must be \`true\` or \`false\`${text !== undefined ? `, not the ${typeof (node as { value?: unknown }).value === 'number' ? 'number' : 'string'} \`${text}\`` : ''}: ${readAs !== undefined ? `Claude Code reads it as \`${readAs}\`, but YAML and Agent Skills tools read a ${typeof (node as { value?: unknown }).value === 'number' ? 'number' : 'string'}` : 'Claude Code does not read it as `true`'} (recorded for \`disable-model-invocation\`)`,
    level: readAs !== undefined ? 'info' : undefined,
    range: node.range,
    jsonPath: pair.path,
    help: `write \`${pair.key}: true\` or \`${pair.key}: false\` without quotes`,
    suggestion: fixed ? { msg: `write \`${fixed}\``, applicability, edits: [{ path: file.path, range: node.range, text: fixed }] } : undefined,
  });
}
