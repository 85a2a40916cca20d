/** Output style frontmatter: keys Claude Code does not read, and values of the wrong type. */
import { OUTPUT_STYLE_FALSE_STRINGS, OUTPUT_STYLE_FIELD_TYPES, OUTPUT_STYLE_TRUE_STRINGS } from '../../known-values/claude-settings.js';
import type { Pair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { unknownKeys } from '../../../../rules/shared/unknown-keys.js';
import { valueOrKeyRange } from '../../../../rules/shared/pair-range.js';

const FIELDS = Object.keys(OUTPUT_STYLE_FIELD_TYPES);
const KEEP = 'keep-coding-instructions';

/**
 * What Claude Code makes of a `keep-coding-instructions` that is not a boolean (observed, cases keep-coding-*):
 * `true` for the strings of OUTPUT_STYLE_TRUE_STRINGS and the number 1, `false` for anything else; `plain` when
 * the value says so in so many words, so the boolean is a certain rewrite.
 */
function keepReading(pair: Pair): { reads: boolean; plain: boolean } {
  const v = pair.value;
  const text = v?.type === 'scalar' && (typeof v.value === 'string' || typeof v.value === 'number') ? String(v.value).trim().toLowerCase() : undefined;
  if (text === undefined) return { reads: false, plain: false };
  if (OUTPUT_STYLE_TRUE_STRINGS.includes(text)) return { reads: true, plain: true };
  return { reads: false, plain: OUTPUT_STYLE_FALSE_STRINGS.includes(text) };
}

export default artifactRule({
  meta: {
    id: 'output-style/fields',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'An output style frontmatter key other than `name`, `description` and `keep-coding-instructions`, or one of those with the wrong type.',
    kinds: ['output-style'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'The fields are `name` (default: the file name), `description` and `keep-coding-instructions` (a boolean) (https://code.claude.com/docs/en/output-styles). Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): a style with `keep-coding-instructions: "yes"` and an unknown `colour` key still loads without a message (case output-style-wrong-types). With a model whose system prompt has the coding instructions (claude-sonnet-4-5; cases keep-coding-*), the "# Doing tasks" section was sent for `true`, the strings "true", "Yes", " YES " and "on" and the number 1, and left out, as with no value, for the strings "false", "no", "Off", "0", "y" and "", the number 2 and a list: a string is read as true only when it is one of 1/true/yes/on in any case. A value said plainly ("yes", "off") is info with the boolean as a certain fix; any other non-boolean is a warning without a fix, because Claude Code turns the instructions off while the author may have meant on. With the default model (claude-opus-5-5) the prompt has no such section and the value changed nothing (case keep-coding-default-model). `name` and `description` of the wrong type: documented, not observed.',
    examples: {
      file: '.claude/output-styles/terse.md',
      wrong: '---\nname: Terse\ndescription: Short answers\nkeep-coding-instruction: true\n---\nAnswer in one paragraph.\n',
      right: '---\nname: Terse\ndescription: Short answers\nkeep-coding-instructions: true\n---\nAnswer in one paragraph.\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const { pair, near, fix } of unknownKeys(root, FIELDS, ['lints'])) {
      ctx.report({
        message: `unknown output style field \`${pair.key}\`: Claude Code ignores it and loads the style${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: pair.keyRange,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: fix }] } : undefined,
      });
    }
    for (const pair of root.pairs) {
      const want = OUTPUT_STYLE_FIELD_TYPES[pair.key];
      if (!want) continue;
      const v = pair.value;
      // `key:` with nothing after it is a null scalar with no text: empty, not `null`.
      const got = !v || (v.type === 'scalar' && v.value === null && v.raw === '') ? 'empty' : v.type === 'scalar' ? (v.value === null ? 'null' : typeof v.value) : v.type === 'seq' ? 'list' : 'mapping';
      if (got === want) continue;
      const range = valueOrKeyRange(pair);
      const shown = got === 'empty' ? 'empty' : got === 'null' ? '`null`' : `a ${got}`;
      if (pair.key !== KEEP) {
        ctx.report({ message: `\`${pair.key}\` must be a ${want}, not ${shown} (documented); Claude Code still loads the style`, range, jsonPath: pair.path });
        continue;
      }
      if (got === 'empty' || got === 'null') {
        // What Claude Code makes of no value here is not recorded (cases keep-coding-*: absent, strings, numbers, a list).
        ctx.report({ message: `\`${KEEP}\` must be a boolean, not ${shown} (documented: \`true\` or \`false\`, default \`false\`)`, range, jsonPath: pair.path });
        continue;
      }
      const { reads, plain } = keepReading(pair);
      const effect = reads ? 'reads it as `true` and keeps its coding instructions in the system prompt' : 'reads it as `false` and leaves its coding instructions out of the system prompt (for models whose prompt has them)';
      ctx.report({
        message: `\`${KEEP}\` must be a boolean, not ${shown}: Claude Code ${effect}`,
        range,
        jsonPath: pair.path,
        // Said plainly ("yes", "off"): the boolean behaves the same. Otherwise what was meant is unknown, and the value turns the instructions off.
        level: plain ? 'info' : undefined,
        suggestion: plain && v ? { msg: `write the boolean \`${reads}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: String(reads) }] } : undefined,
      });
    }
  },
});
