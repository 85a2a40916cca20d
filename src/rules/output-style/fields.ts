/** Output style frontmatter: keys Claude Code does not read, and values of the wrong type. */
import { OUTPUT_STYLE_FIELD_TYPES } from '../../artifacts/known-values/index.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { unknownKeys } from '../shared/unknown-keys.js';

const FIELDS = Object.keys(OUTPUT_STYLE_FIELD_TYPES);

export default artifactRule({
  meta: {
    id: 'output-style/fields',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'An output style frontmatter key other than `name`, `description` and `keep-coding-instructions`, or one of those with the wrong type.',
    kinds: ['output-style'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'The fields are `name` (default: the file name), `description` and `keep-coding-instructions` (a boolean) (https://code.claude.com/docs/en/output-styles). Observed on Claude Code 2.1.332 (fixtures/oracle/claude-code/harness-settings.json, case output-style-wrong-types): a style with `keep-coding-instructions: "yes"` and an unknown `colour` key still loads without a message, so the mistake does nothing visible; what the string does to the coding instructions is documented, not observed here.',
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
        message: `unknown output style field \`${pair.key}\`${near ? ` (did you mean \`${near}\`?)` : ''}: Claude Code ignores it and loads the style`,
        range: pair.keyRange,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: fix }] } : undefined,
      });
    }
    for (const pair of root.pairs) {
      const want = OUTPUT_STYLE_FIELD_TYPES[pair.key];
      if (!want) continue;
      const v = pair.value;
      const got = !v ? 'empty' : v.type === 'scalar' ? (v.value === null ? 'null' : typeof v.value) : v.type === 'seq' ? 'list' : 'mapping';
      if (got === want) continue;
      const bool = v?.type === 'scalar' && typeof v.value === 'string' && /^(true|false)$/i.test(v.value) ? v.value.toLowerCase() : undefined;
      ctx.report({
        message: `\`${pair.key}\` must be a ${want}, not ${got === 'empty' ? 'empty' : `a ${got}`} (documented); Claude Code still loads the style`,
        // An empty value (`keep-coding-instructions:`) has a zero-width range after the colon: point at the key.
        range: v && !(v.type === 'scalar' && v.raw === '') ? v.range : pair.keyRange,
        jsonPath: pair.path,
        suggestion: want === 'boolean' && bool && v ? { msg: `write the boolean \`${bool}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: bool }] } : undefined,
      });
    }
  },
});
