/** An Auggie rule whose `type` is not a documented rule type, or an `agent_requested` rule without `description`. */
import { AUGGIE_DOCS_RULES, AUGGIE_RULE_FIELDS, AUGGIE_RULE_TYPES } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { meantValue, writeMeant } from '../../../diagnostics/suggest.js';

/** `Always Apply`, `always-apply`, `alwaysApply` → `always_apply`. */
const normal = (s: string) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();

export default artifactRule({
  meta: {
    id: 'auggie/rule-type',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An Auggie rule (`.augment/rules/*.md`) whose `type` is not `always_apply`, `agent_requested` or `manual`, an `agent_requested` rule without `description`, a `manual` rule (the CLI applies it always), or another frontmatter key.',
    kinds: ['auggie-rule'],
    harness: 'auggie',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${AUGGIE_DOCS_RULES}): \`type\` "controls when the rule is applied", \`always_apply\` (the default) or \`agent_requested\`; \`description\` is "required for agent_requested type", since the agent attaches such a rule "based on the description field when relevant". "Manual rules are not yet supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules", so a \`manual\` rule reaches every prompt there (info). Only \`type\` and \`description\` are documented. The fix rewrites a spelling of a type (\`always-apply\`, \`alwaysApply\`) to its documented value. Not observed: Auggie did not run offline here (docs/harnesses/auggie.md).`,
    examples: {
      file: '.augment/rules/api.md',
      wrong: '---\ntype: agent_requested\n---\nUse the API client in src/api.\n',
      right: '---\ntype: agent_requested\ndescription: Calling the backend API\n---\nUse the API client in src/api.\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const p of root.pairs) {
      if (p.key === 'lints' || AUGGIE_RULE_FIELDS.includes(p.key)) continue;
      ctx.report({ message: `\`${p.key}\` is not an Auggie rule field (only \`type\` and \`description\` are documented): Auggie does not read it (documented: ${AUGGIE_DOCS_RULES})`, range: p.keyRange, jsonPath: p.path });
    }
    const type = getPair(root, 'type');
    const v = type?.value;
    if (!type || !v) return;
    if (v.type !== 'scalar' || typeof v.value !== 'string') {
      ctx.report({ message: `\`type\` must be \`always_apply\`, \`agent_requested\` or \`manual\` (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
      return;
    }
    const t = v.value;
    if (!AUGGIE_RULE_TYPES.includes(t)) {
      const meant = meantValue(t, AUGGIE_RULE_TYPES, (x) => x === normal(t));
      ctx.report({
        message: `\`type: ${t}\` is not an Auggie rule type: \`always_apply\`, \`agent_requested\` or \`manual\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${AUGGIE_DOCS_RULES})`,
        range: v.range,
        jsonPath: type.path,
        suggestion: meant && writeMeant(artifact.path, v.range, meant),
      });
      return;
    }
    if (t === 'manual') {
      ctx.report({ message: `\`type: manual\` works only in the IDE extensions: Auggie, the CLI, treats every workspace rule as \`always_apply\` and sends this one with every prompt (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path, level: 'info' });
      return;
    }
    if (t !== 'agent_requested') return;
    const d = getPair(root, 'description')?.value;
    if (!d || (d.type === 'scalar' && (d.value === null || String(d.value).trim() === ''))) {
      ctx.report({ message: `\`type: agent_requested\` without \`description\`: the agent attaches such a rule from its description, which is required (documented: ${AUGGIE_DOCS_RULES})`, range: v.range, jsonPath: type.path });
    }
  },
});
