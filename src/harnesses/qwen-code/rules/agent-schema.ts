/** Qwen Code subagents that do not load, and frontmatter values Qwen drops. */
import { QWEN_AGENT_COLORS, QWEN_AGENT_NAME, QWEN_AGENT_NAME_MAX, QWEN_AGENT_NAME_MIN, QWEN_AGENT_PROMPT_MIN, QWEN_AGENT_REQUIRED, QWEN_AGENT_RESERVED, QWEN_AGENT_TEXT_KEYS, QWEN_APPROVAL_MODES, QWEN_CASES, QWEN_MUTATIONS, QWEN_PERMISSION_MODES, QWEN_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';
import { pairRange } from '../lib/ranges.js';

const scalar = (n: TreeNode | null | undefined) => (n?.type === 'scalar' ? n.value : undefined);

/** The text Qwen makes of a value (`String(value)`): a list's items joined with commas. */
function asText(n: TreeNode | null | undefined): string | undefined {
  if (n?.type === 'scalar') return n.value === null ? undefined : String(n.value);
  if (n?.type === 'seq') return n.items.map((i) => asText(i) ?? '').join(',');
  return undefined;
}

/** Why Qwen refuses this `name` (its SubagentValidator's checks, in its order), or undefined. */
export function qwenAgentNameProblem(name: string): string | undefined {
  const n = name.trim();
  if (n.length < QWEN_AGENT_NAME_MIN) return `it must be at least ${QWEN_AGENT_NAME_MIN} characters long`;
  if (n.length > QWEN_AGENT_NAME_MAX) return `it must be ${QWEN_AGENT_NAME_MAX} characters or less`;
  if (!QWEN_AGENT_NAME.test(n)) return 'it can only contain letters, numbers, hyphens and underscores';
  if (/^[-_]|[-_]$/.test(n)) return 'it cannot start or end with a hyphen or underscore';
  if (QWEN_AGENT_RESERVED.includes(n.toLowerCase())) return `\`${n}\` is a reserved name`;
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'qwen-code/agent-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code subagent (`.qwen/agents/*.md`) that Qwen does not load (no frontmatter, a blank `name` or `description`, a `name` its validator refuses, a body under 10 characters, an unknown `approvalMode`, a blank `model`, a mapping where Qwen wants text), or a `color`, `permissionMode`, `maxTurns` or `background` it drops.',
    kinds: ['qwen-agent'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}): the run's agent list leaves out, without a message even in the debug log, an agent with no frontmatter, no \`name\`, no or an empty \`description\`, or whose closing \`---\` ends the file with no line break (case agents-required); one whose \`name\` has a space or \`!\`, is one letter, 51 letters, starts with \`-\`, or is \`system\` or \`main\` (case agents-name: \`Code_Reviewer\` and a name in Chinese letters load); one whose body is under ${QWEN_AGENT_PROMPT_MIN} characters or empty, or whose \`approvalMode\` is not a mode (case agents-fields). In that recording an invalid \`color\`, \`permissionMode\` or \`maxTurns\` is dropped with a WARN line of the debug log and the agent loads; an unknown key loads without a word. The mutation probes (${QWEN_MUTATIONS}) add: a blank \`name\` or \`description\` (\`qwen-agent:/description:whitespace\`), a blank \`model\` (\`qwen-agent:/model:whitespace\`), an \`approvalMode\` that is not a string, and a mapping as \`name\`, \`description\`, \`model\`, \`permissionMode\`, \`maxTurns\` or \`background\` (\`qwen-agent:/model:type:object\`: Qwen fails to turn it into text) each leave the agent out; a \`background\` other than true or false is dropped with a WARN line (\`qwen-agent:/background:type:string\`).`,
    examples: {
      file: '.qwen/agents/reviewer.md',
      wrong: '---\nname: system\ndescription: Reviews changes\n---\nReview.\n',
      right: '---\nname: reviewer\ndescription: Reviews changes\n---\nReview the diff for bugs and missing tests.\n',
    },
  },
  check(artifact, ctx) {
    const md = artifact.markdown;
    if (!md) return;
    const fm = md.frontmatter;
    const skip = (why: string) => `Qwen Code does not load this agent, without a message: ${why}`;
    if (!fm.present) {
      ctx.report({ message: skip('it has no YAML frontmatter (`---` lines with `name` and `description`)'), range: firstLine(artifact.file) });
      return;
    }
    // Qwen's agent reader wants a line break after the closing `---` (case agents-required, `noeol.md`).
    const text = artifact.file.text;
    if (/\n---[ \t]*$/.test(text) && md.body.trim() === '') {
      const at = text.lastIndexOf('---');
      ctx.report({ message: skip('the closing `---` ends the file with no line break after it, so Qwen does not see a frontmatter (and there is no prompt)'), range: artifact.file.lines.range(at, at + 3) });
      return;
    }
    const root = artifact.root;
    // A mapping where Qwen wants a value: it turns the value into text (the name, description and model, or the
    // log line about a bad permissionMode, maxTurns or background) and fails ("Cannot convert object to primitive
    // value"), so the agent is not loaded (mutations qwen-agent:/model:type:object and the like).
    const mapped = new Set<string>();
    for (const key of QWEN_AGENT_TEXT_KEYS) {
      const p = getPair(root, key);
      if (p?.value?.type !== 'map') continue;
      mapped.add(key);
      ctx.report({ message: skip(`\`${key}\` is a mapping, which Qwen cannot turn into text`), range: pairRange(p), jsonPath: p.path });
    }
    for (const key of QWEN_AGENT_REQUIRED) {
      const p = getPair(root, key);
      const v = scalar(p?.value);
      if (mapped.has(key)) continue;
      if (!p?.value || v === null || (typeof v === 'string' && v.trim() === '')) ctx.report({ message: skip(`\`${key}\` is required${p?.value ? ', and blank here' : ''}`), range: p?.value && v !== null ? p.value.range : p?.keyRange ?? fm.openRange });
    }
    const model = getPair(root, 'model');
    if (model?.value?.type === 'scalar' && typeof model.value.value === 'string' && model.value.value !== '' && model.value.value.trim() === '') {
      ctx.report({ message: skip('`model` is blank (leave it out to use the main model)'), range: model.value.range, jsonPath: model.path });
    }
    const namePair = getPair(root, 'name');
    const name = asText(namePair?.value);
    if (namePair?.value && name !== undefined && name.trim() !== '') {
      const why = qwenAgentNameProblem(name);
      if (why) ctx.report({ message: skip(`its \`name\` is refused: ${why}${namePair.value.type === 'seq' ? ` (Qwen reads this list as \`${name}\`)` : ''}`), range: pairRange(namePair), jsonPath: namePair.path });
    }
    const prompt = md.body.trim();
    if (prompt.length < QWEN_AGENT_PROMPT_MIN) {
      const range = prompt ? artifact.file.lines.range(md.bodyOffset + md.body.indexOf(prompt), md.bodyOffset + md.body.indexOf(prompt) + prompt.length) : fm.openRange;
      ctx.report({ message: skip(prompt ? `its body (the system prompt) is ${prompt.length} characters; it must hold at least ${QWEN_AGENT_PROMPT_MIN}` : 'its body (the system prompt) is empty'), range });
    }
    const approval = getPair(root, 'approvalMode');
    const mode = scalar(approval?.value);
    if (approval?.value && mode !== null && mode !== '' && !(typeof mode === 'string' && QWEN_APPROVAL_MODES.includes(mode))) {
      const near = typeof mode === 'string' ? closest(mode, QWEN_APPROVAL_MODES) : [];
      ctx.report({ message: skip(`\`approvalMode\` must be one of ${QWEN_APPROVAL_MODES.map((m) => `\`${m}\``).join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`), range: pairRange(approval), jsonPath: approval.path });
    }
    const dropped = (key: string, ok: (v: unknown) => boolean, what: string) => {
      const p = getPair(root, key);
      const v = scalar(p?.value);
      if (!p?.value || v === null || mapped.has(key) || ok(p.value.type === 'scalar' ? v : p.value)) return;
      ctx.report({ level: 'warn', effect: 'ignored', message: `Qwen Code drops this \`${key}\` and loads the agent without it: ${what} (a WARN line of its debug log says so)`, range: pairRange(p), jsonPath: p.path });
    };
    dropped('color', (v) => typeof v !== 'string' || QWEN_AGENT_COLORS.includes(v), `the colours are ${QWEN_AGENT_COLORS.map((c) => `\`${c}\``).join(', ')}`);
    dropped('permissionMode', (v) => typeof v === 'string' && QWEN_PERMISSION_MODES.includes(v), `the modes are ${QWEN_PERMISSION_MODES.map((c) => `\`${c}\``).join(', ')}`);
    dropped('background', (v) => v === true || v === false || v === 'true' || v === 'false', 'it must be `true` or `false`');
    dropped('maxTurns', (v) => (typeof v === 'number' || (typeof v === 'string' && v !== '')) && Number.isInteger(Number(v)) && Number(v) > 0, 'it must be a positive whole number');
  },
});
