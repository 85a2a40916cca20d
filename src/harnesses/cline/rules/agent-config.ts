/** A Cline agent config (`.cline/agents/*.yaml`) that Cline does not load, or loads without a field. */
import { firstLine } from '../../../artifacts/source.js';
import { CLINE_AGENT_FIELDS, CLINE_AGENT_REQUIRED, CLINE_VERSION } from '../known-values.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

const GOLDEN = 'oracle: oracle/cline/mutations.json';
const FIELDS = Object.keys(CLINE_AGENT_FIELDS);
const isText = (v: TreeNode | null | undefined) => v?.type === 'scalar' && typeof v.value === 'string' && v.value.trim() !== '';

/** Why `value` does not fit the field, or undefined. */
function problem(key: string, v: TreeNode | null | undefined): string | undefined {
  const want = CLINE_AGENT_FIELDS[key]!;
  if (want === 'text') return isText(v) ? undefined : '`' + key + '` must be a non-blank string';
  if (want === 'text-or-list') {
    if (v?.type === 'scalar' && typeof v.value === 'string') return undefined;
    if (v?.type === 'seq' && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string')) return undefined;
    return '`' + key + '` must be a string or a list of strings';
  }
  const n = v?.type === 'scalar' ? v.value : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? undefined : '`' + key + '` must be a whole number above 0';
}

export default artifactRule({
  meta: {
    id: 'cline/agent-config',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Cline agent config (`.cline/agents/*.yaml`) that Cline does not load: no frontmatter, no body, a missing or mistyped field; or one in a place or with an extension Cline does not read; or a key Cline does not read.',
    kinds: ['cline-agent'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (${GOLDEN}: 73 single-field and whole-file mutations of an agent config, in one session; an agent Cline loads is offered to the model as a tool \`subagent_<name>\`). Cline drops the agent, without a message, when: \`name\` or \`description\` is missing, not a string, empty or blank; \`providerId\` or \`modelId\` is not a non-blank string; \`tools\` or \`skills\` is not a string or a list of strings (cases \`tools-item-number\`, \`skills-item-number\`); \`maxIterations\` is not a whole number above 0 (\`0\`, \`-1\`, \`1.5\`, a string); the file has no frontmatter, an unclosed one, one that is a list, broken YAML, or no body (cases \`cline-agent::no-frontmatter\`, \`unclosed\`, \`frontmatter-list\`, \`yaml-invalid\`, \`empty-body\`, \`blank-body\`); the file is \`.md\` or in a subfolder (cases \`extension-md\`, \`nested\`); another file already has its \`name\` (case \`name-duplicate\`, reported by cline/agent-name-unique). Capitals or spaces in \`name\`, \`.yml\`, a missing optional field and an unknown key load (case \`unknown-key\`: the key has no effect, so it is a warning). A body with a later \`---\` line loads (case \`no-closing-body-dashes\`).`,
    examples: {
      file: '.cline/agents/reviewer.yaml',
      wrong: '---\nname: reviewer\nmaxIterations: 0\n---\nYou review code.\n',
      right: '---\nname: reviewer\ndescription: Reviews a change for bugs\nmaxIterations: 10\n---\nYou review code.\n',
    },
  },
  check(artifact, ctx) {
    const first = firstLine(artifact.file);
    const place = /^\.cline\/agents\/(.+\/)?[^/]+\.([^./]+)$/i.exec(artifact.path);
    if (place?.[1]) {
      ctx.report({ level: 'warn', message: `Cline reads only the files directly in \`.cline/agents/\`, not in \`${place[1]}\`: this agent is never loaded (${GOLDEN}, case \`cline-agent::nested\`)`, range: first });
      return;
    }
    if (place && place[2]!.toLowerCase() === 'md') {
      ctx.report({ level: 'warn', message: `Cline reads agent configs from \`.yaml\` and \`.yml\` files, not \`.md\`: this agent is never loaded (rename it to \`.yaml\`; ${GOLDEN}, case \`cline-agent::extension-md\`)`, range: first });
      return;
    }
    const fm = artifact.markdown?.frontmatter;
    if (!fm?.present) {
      ctx.report({ message: `an agent config needs a YAML frontmatter block before its prompt: \`---\`, \`name:\`, \`description:\`, \`---\`; Cline does not load this agent (${GOLDEN}, case \`cline-agent::no-frontmatter\`)`, range: first });
      return;
    }
    const root = artifact.root;
    if (root?.type !== 'map') return; // a parse problem (clineAgentReading) already says Cline drops it
    const open = fm.openRange;
    for (const key of CLINE_AGENT_REQUIRED) {
      if (!root.pairs.some((p) => p.key === key)) ctx.report({ message: `no \`${key}\`: Cline does not load an agent config without one (${GOLDEN}, case \`cline-agent:/${key}:remove\`)`, range: open });
    }
    for (const p of root.pairs) {
      if (p.key === 'lints') continue;
      if (!(p.key in CLINE_AGENT_FIELDS)) {
        const near = closest(p.key, FIELDS);
        ctx.report({
          level: 'warn',
          message: `\`${p.key}\` is not a field of a Cline agent config: the fields are ${FIELDS.map((f) => `\`${f}\``).join(', ')}; Cline loads the agent and ignores it${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''} (${GOLDEN}, case \`cline-agent::unknown-key\`)`,
          range: p.keyRange,
          jsonPath: p.path,
          suggestion: near.length === 1 && near[0]!.distance <= 2 && !root.pairs.some((q) => q.key === near[0]!.value) ? { msg: `rename to \`${near[0]!.value}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: near[0]!.value }] } : undefined,
        });
        continue;
      }
      const why = problem(p.key, p.value);
      if (why) ctx.report({ message: `${why}: Cline does not load this agent (${GOLDEN}, mutations of \`/${p.key}\`)`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
    }
    const md = artifact.markdown!;
    if (md.body.trim() === '') {
      // At the closing `---` (the line before the body).
      const close = Math.max(1, md.bodyLine - 1);
      const lines = artifact.file.lines;
      ctx.report({ message: `no system prompt after the frontmatter: Cline does not load an agent config without one (${GOLDEN}, cases \`cline-agent::empty-body\`, \`blank-body\`)`, range: lines.range(lines.lineStart(close), lines.lineEnd(close)) });
    }
  },
});
