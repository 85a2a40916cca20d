/** A Cline rule's frontmatter: only `paths` (a list of globs) scopes a rule; other keys are not read. */
import { CLINE_CASES, CLINE_DOCS_CONDITIONAL, CLINE_RULE_FIELDS, CLINE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'cline/rule-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Cline rule (`.clinerules/*.md`, `.cline/rules/*.md`) whose frontmatter has a key other than `paths` (such as Cursor\'s `globs` or `alwaysApply`), or a `paths` that is not a list of globs.',
    kinds: ['cline-rule'],
    harness: 'cline',
    optIn: false,
    fixable: 'maybe',
    rationale: `Documented (${CLINE_DOCS_CONDITIONAL}): "Currently, \`paths\` is the supported conditional"; a rule with \`paths:\` (a list of globs) "activates only when your current files match", and a rule without conditions "loads for every request". A rule written with another tool's keys (\`globs\`, \`alwaysApply\`, \`description\`) is therefore not scoped at all. Cline CLI ${CLINE_VERSION} does not evaluate conditions: a rule with \`paths\` that match no file and one with Cursor's \`globs\`/\`alwaysApply: false\` both reached the model request of a one-turn session (${CLINE_CASES}, case \`rule-paths-condition\`), and a \`paths\` string loads like a list (case \`rule-frontmatter\`); so the finding is about the IDE extension, where \`paths\` is what scopes a rule.`,
    examples: {
      file: '.clinerules/react.md',
      wrong: '---\nglobs:\n  - "src/components/**"\n---\nUse function components.\n',
      right: '---\npaths:\n  - "src/components/**"\n---\nUse function components.\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const hasPaths = root.pairs.some((p) => p.key === 'paths');
    for (const p of root.pairs) {
      if (p.key === 'lints') continue;
      if (!CLINE_RULE_FIELDS.includes(p.key)) {
        const rename = (p.key === 'globs' || p.key === 'glob') && !hasPaths && p.value?.type === 'seq';
        ctx.report({
          message: `Cline does not read \`${p.key}\`, so ${hasPaths ? 'it has no effect' : 'this rule loads for every request'}: \`paths\` is the one supported condition${p.key === 'globs' || p.key === 'glob' ? ', and Cline scopes a rule with `paths`' : ''} (documented: ${CLINE_DOCS_CONDITIONAL}; Cline CLI ${CLINE_VERSION} applies every rule to every request, case \`rule-paths-condition\`)`,
          range: p.keyRange,
          jsonPath: p.path,
          suggestion: rename ? { msg: 'rename to `paths`', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: 'paths' }] } : undefined,
        });
        continue;
      }
      const v = p.value;
      const ok = v?.type === 'seq' && v.items.length > 0 && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string' && i.value.trim() !== '');
      if (!ok) {
        ctx.report({ message: `\`paths\` must be a list of globs (\`- "src/**"\`); Cline documents no other form (documented: ${CLINE_DOCS_CONDITIONAL})`, range: v?.range ?? p.keyRange, jsonPath: p.path });
      }
    }
  },
});
