/** Gemini CLI subagents that fail to load: its schema is strict. */
import { firstLine } from '../../../artifacts/source.js';
import { GEMINI_AGENT_FIELDS, GEMINI_AGENT_KINDS, GEMINI_AGENT_NAME, GEMINI_AGENT_REQUIRED, GEMINI_AGENT_TYPES, GEMINI_VERSION } from '../known-values.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { shownValue } from '../../../rules/shared/json-type.js';

const shown = (n: TreeNode | null) => shownValue(n);

/** What is wrong with a field's value for Gemini's schema (GEMINI_AGENT_TYPES), or undefined. */
function typeProblem(key: string, n: TreeNode | null): string | undefined {
  const want = GEMINI_AGENT_TYPES[key];
  const v = n?.type === 'scalar' ? n.value : undefined;
  switch (want) {
    case 'string':
      if (typeof v !== 'string') return `must be a string, not ${shown(n)}`;
      return key === 'description' && v === '' ? 'must not be empty' : undefined;
    case 'number':
      return typeof v === 'number' ? undefined : `must be a number, not ${shown(n)}`;
    case 'positive':
      return typeof v === 'number' && v > 0 ? undefined : `must be a number above 0, not ${shown(n)}`;
    case 'string[]':
      return n?.type === 'seq' && n.items.every((i) => i.type === 'scalar' && typeof i.value === 'string') ? undefined : `must be a list of tool names, not ${shown(n)}`;
    case 'kind':
      return typeof v === 'string' && GEMINI_AGENT_KINDS.includes(v) ? undefined : `must be \`local\` (or \`remote\`), not ${shown(n)}`;
    default:
      return undefined;
  }
}

export default artifactRule({
  meta: {
    id: 'gemini/agent-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI subagent (`.gemini/agents/*.md`) that fails to load: no `name` or `description`, a `name` that is not a slug, or an unrecognized key.',
    kinds: ['gemini-agent'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Gemini CLI validates subagent frontmatter strictly (docs/core/subagents.md). Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, cases commands-and-agents, extension-contents and tree-planted; and the mutation probe, mutations.json \`gemini-agent:/…\`, for the type of each field), on stderr of any command: "Agent loading error: … Validation failed: … name: Name must be a valid slug" and "Unrecognized key(s) in object", "description: Required"; the agent is not registered.`,
    examples: {
      file: '.gemini/agents/reviewer.md',
      wrong: '---\nname: Code Reviewer\ndescription: Reviews changes\ncolor: blue\n---\nYou review changes.\n',
      right: '---\nname: code-reviewer\ndescription: Reviews changes\n---\nYou review changes.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    // Frontmatter that is not YAML, sets a key twice or is never closed (case agent-inline-dashes): Gemini does
    // not load the agent, reported once by schema/yaml-invalid or schema/duplicate-key.
    if (fm.problems.some((p) => p.code === 'yaml-invalid' || p.code === 'yaml-strict' || p.code === 'duplicate-key' || p.code === 'frontmatter-unclosed')) return;
    const root = artifact.root;
    const pairs = root?.type === 'map' ? root.pairs : [];
    for (const req of GEMINI_AGENT_REQUIRED) {
      if (!pairs.some((p) => p.key === req)) ctx.report({ message: `Gemini CLI does not load this agent: \`${req}\` is required`, range: fm.present ? fm.openRange : firstLine(artifact.file) });
    }
    for (const p of pairs) {
      if (p.key === 'lints') continue;
      if (!GEMINI_AGENT_FIELDS.includes(p.key)) {
        const near = closest(p.key, GEMINI_AGENT_FIELDS);
        ctx.report({ message: `Gemini CLI does not load this agent: \`${p.key}\` is an unrecognized key${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path });
      } else if (typeProblem(p.key, p.value)) {
        ctx.report({ message: `Gemini CLI does not load this agent: \`${p.key}\` ${typeProblem(p.key, p.value)}`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
      } else if (p.key === 'name' && p.value?.type === 'scalar' && typeof p.value.value === 'string' && !GEMINI_AGENT_NAME.test(p.value.value)) {
        ctx.report({ message: `Gemini CLI does not load this agent: \`name\` must be a slug (lowercase letters, digits, \`-\`, \`_\`), not \`${p.value.value}\``, range: p.value.range, jsonPath: p.path });
      }
    }
  },
});
