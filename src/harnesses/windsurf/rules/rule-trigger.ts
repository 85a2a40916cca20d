/** A Windsurf rule whose `trigger` is not an activation mode, or whose mode lacks the key it needs. */
import { WINDSURF_DOCS_RULES, WINDSURF_TRIGGERS } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { meantValue, writeMeant } from '../../../diagnostics/suggest.js';

/** `Always On`, `always-on`, `alwaysOn` → `always_on`. */
const normal = (s: string) => s.trim().replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();

export default artifactRule({
  meta: {
    id: 'windsurf/rule-trigger',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Windsurf rule (`.windsurf/rules/*.md`) whose `trigger` is not `always_on`, `manual`, `model_decision` or `glob`, a `glob` rule without `globs`, or a `model_decision` rule without `description`.',
    kinds: ['windsurf-rule'],
    harness: 'windsurf',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${WINDSURF_DOCS_RULES}): a rule is activated by "always_on, glob, model_decision, or manual". Model Decision: "Based on a natural language description of the rule the user defines, the model decides whether to apply the rule", so without \`description\` the model has nothing to decide on; Glob: "the rule will be applied to all files that match the pattern", so without \`globs\` no file matches. Another \`trigger\` value is none of the documented modes; what Windsurf does with it is not documented. The fix rewrites a spelling of a mode (\`always-on\`, \`Always On\`, \`alwaysOn\`) to its documented value. Not observed: Windsurf is an editor with no offline command-line build.`,
    examples: {
      file: '.windsurf/rules/tests.md',
      wrong: '---\ntrigger: always-on\n---\nRun the tests before you commit.\n',
      right: '---\ntrigger: always_on\n---\nRun the tests before you commit.\n',
    },
  },
  check(artifact, ctx) {
    const trigger = getPair(artifact.root, 'trigger');
    const v = trigger?.value;
    if (!trigger || !v) return;
    if (v.type !== 'scalar' || typeof v.value !== 'string') {
      ctx.report({ message: `\`trigger\` must be one of ${WINDSURF_TRIGGERS.map((t) => `\`${t}\``).join(', ')}, not a ${v.type === 'scalar' ? typeof v.value : v.type === 'seq' ? 'list' : 'map'} (documented: ${WINDSURF_DOCS_RULES})`, range: v.range, jsonPath: trigger.path });
      return;
    }
    const mode = v.value;
    if (!(WINDSURF_TRIGGERS as readonly string[]).includes(mode)) {
      const meant = meantValue(mode, WINDSURF_TRIGGERS, (t) => t === normal(mode));
      ctx.report({
        message: `\`trigger: ${mode}\` is not an activation mode: Windsurf documents \`always_on\`, \`manual\`, \`model_decision\` and \`glob\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${WINDSURF_DOCS_RULES})`,
        range: v.range,
        jsonPath: trigger.path,
        suggestion: meant && writeMeant(artifact.path, v.range, meant),
      });
      return;
    }
    const need = mode === 'glob' ? 'globs' : mode === 'model_decision' ? 'description' : undefined;
    if (!need) return;
    const have = getPair(artifact.root, need)?.value;
    const empty = !have || (have.type === 'scalar' && (have.value === null || String(have.value).trim() === '')) || (have.type === 'seq' && have.items.length === 0);
    if (!empty) return;
    ctx.report({
      message: mode === 'glob'
        ? `\`trigger: glob\` without \`globs\`: the rule applies to files that match its pattern, and it has none, so it never applies (documented: ${WINDSURF_DOCS_RULES})`
        : `\`trigger: model_decision\` without \`description\`: the model decides from the rule's description whether to apply it, and it has none (documented: ${WINDSURF_DOCS_RULES})`,
      range: v.range,
      jsonPath: trigger.path,
    });
  },
});
