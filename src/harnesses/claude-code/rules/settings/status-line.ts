/** `statusLine` that is not `{"type": "command", "command": "…", "padding": N}`: Claude Code skips the whole file. */
import { STATUS_LINE_KEY_TYPES, STATUS_LINE_TYPES } from '../../known-values/claude-settings.js';
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection } from '../../../../diagnostics/suggest.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';

const SKIPPED = 'Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect';

export default artifactRule({
  meta: {
    id: 'settings/status-line',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`statusLine` without `"type": "command"` or a string `command`, or with a `padding` that is not a number.',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'The shape is `{"type": "command", "command": "…", "padding": N}` (https://code.claude.com/docs/en/statusline). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, cases status-line-*): a missing or other `type` ("Invalid value. Expected one of: \\"command\\""), a missing `command` or a string `padding` makes Claude Code skip the whole settings file, permissions and hooks included (its `model` was not used); an unknown key inside `statusLine` is ignored. A `statusLine` that is not an object is settings/field-types. What the status line shows is only visible in the interactive terminal and is not checked here.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "statusLine": {\n    "type": "script",\n    "command": "~/.claude/statusline.sh"\n  }\n}',
      right: '{\n  "statusLine": {\n    "type": "command",\n    "command": "~/.claude/statusline.sh"\n  }\n}',
    },
  },
  check(artifact, ctx) {
    const line = getPair(artifact.root, 'statusLine');
    const value = line?.value;
    if (!line || value?.type !== 'map') return;
    for (const [key, want] of Object.entries(STATUS_LINE_KEY_TYPES)) {
      const pair = getPair(value, key);
      if (!pair) {
        if (key !== 'padding') ctx.report({ message: `\`statusLine\` has no \`${key}\`${key === 'type' ? ' (it must be "command")' : ''}: ${SKIPPED}`, range: line.keyRange, jsonPath: line.path });
        continue;
      }
      const v = pair.value;
      const got = v ? jsonType(v) : 'null';
      if (got !== want) {
        ctx.report({ message: `\`statusLine.${key}\` must be ${withArticle(want)}, not ${withArticle(got)}: ${SKIPPED}`, range: v?.range ?? pair.keyRange, jsonPath: pair.path });
        continue;
      }
      if (key !== 'type' || STATUS_LINE_TYPES.includes(String((v as { value: unknown }).value))) continue;
      const fix = certainCorrection(String((v as { value: unknown }).value), STATUS_LINE_TYPES);
      ctx.report({
        message: `\`statusLine.type\` must be "command", not ${JSON.stringify((v as { value: unknown }).value)}: ${SKIPPED}`,
        range: v!.range,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `write "${fix}"`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v!.range, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
