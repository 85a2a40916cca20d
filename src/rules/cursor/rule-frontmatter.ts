/** Cursor rule frontmatter that does not do what it says: a quoted `alwaysApply`, unknown keys, wrong types. */
import { CURSOR_RULE_FIELDS } from '../../artifacts/known-values/index.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { closest } from '../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'cursor/rule-frontmatter',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Cursor rule (`.cursor/rules/*.mdc`) whose frontmatter Cursor does not read as written: `alwaysApply` that is not a boolean, `globs` or `description` of the wrong type, or a key other than `description`, `globs`, `alwaysApply`.',
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: 'machine',
    rationale: 'Documented (https://cursor.com/docs/context/rules): a rule has `description`, `globs` and `alwaysApply` (a boolean). Third-party reports say `alwaysApply: "true"` (a string) is not always applied and that Cursor reports nothing; Cursor has no offline CLI, so this is not observed here.',
    examples: {
      file: '.cursor/rules/style.mdc',
      wrong: '---\ndescription: Code style\nalwaysApply: "true"\n---\nUse two spaces.\n',
      right: '---\ndescription: Code style\nalwaysApply: true\n---\nUse two spaces.\n',
    },
  },
  check(artifact, ctx) {
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      const want = CURSOR_RULE_FIELDS[p.key];
      if (!want) {
        if (p.key === 'lints') continue;
        const near = closest(p.key, Object.keys(CURSOR_RULE_FIELDS));
        ctx.report({ message: `Cursor rules have no \`${p.key}\` key: it has no effect${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} (documented)`, range: p.keyRange, jsonPath: p.path });
        continue;
      }
      const v = p.value;
      if (!v || (v.type === 'scalar' && v.value === null)) continue;
      if (want === 'boolean' && !(v.type === 'scalar' && typeof v.value === 'boolean')) {
        const text = v.type === 'scalar' ? String(v.value).toLowerCase() : '';
        const fix = text === 'true' || text === 'false' ? text : undefined;
        ctx.report({
          message: `\`${p.key}\` must be a boolean (\`true\` or \`false\`), not ${v.type === 'scalar' ? `the ${typeof v.value} \`${String(v.value)}\`` : `a ${v.type}`}: a quoted value is not read as \`true\` (documented)`,
          range: v.range,
          jsonPath: p.path,
          suggestion: fix ? { msg: `write \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: fix }] } : undefined,
        });
      } else if (want === 'string' && !(v.type === 'scalar' && typeof v.value === 'string')) {
        ctx.report({ message: `\`${p.key}\` must be a string (documented)`, range: v.range, jsonPath: p.path });
      } else if (want === 'globs' && !(v.type === 'seq' || (v.type === 'scalar' && typeof v.value === 'string'))) {
        ctx.report({ message: '`globs` must be a comma-separated string of globs (documented)', range: v.range, jsonPath: p.path });
      }
    }
  },
});
