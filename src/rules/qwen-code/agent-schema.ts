/** Qwen Code subagents that do not load, and frontmatter values Qwen drops. */
import {
  QWEN_AGENT_COLORS, QWEN_AGENT_NAME, QWEN_AGENT_NAME_MAX, QWEN_AGENT_NAME_MIN, QWEN_AGENT_PROMPT_MIN, QWEN_AGENT_REQUIRED, QWEN_AGENT_RESERVED,
  QWEN_APPROVAL_MODES, QWEN_CASES, QWEN_PERMISSION_MODES, QWEN_VERSION,
} from '../../artifacts/known-values/index.js';
import { firstLine } from '../../artifacts/source.js';
import { getPair, type TreeNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { closest } from '../../diagnostics/suggest.js';

const scalar = (n: TreeNode | null | undefined) => (n?.type === 'scalar' ? n.value : undefined);

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
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code subagent (`.qwen/agents/*.md`) that Qwen does not load (no frontmatter, no `name` or `description`, a `name` its validator refuses, a body under 10 characters, an unknown `approvalMode`), or a `color`, `permissionMode` or `maxTurns` it drops.',
    kinds: ['qwen-agent'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}): the run's agent list leaves out, without a message even in the debug log, an agent with no frontmatter, no \`name\`, no or an empty \`description\`, or whose closing \`---\` ends the file with no line break (case agents-required); one whose \`name\` has a space or \`!\`, is one letter, 51 letters, starts with \`-\`, or is \`system\` or \`main\` (case agents-name: \`Code_Reviewer\` and a name in Chinese letters load); one whose body is under ${QWEN_AGENT_PROMPT_MIN} characters or empty, or whose \`approvalMode\` is not a mode (case agents-fields). In that recording an invalid \`color\`, \`permissionMode\` or \`maxTurns\` is dropped with a WARN line of the debug log and the agent loads; an unknown key loads without a word.`,
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
    for (const key of QWEN_AGENT_REQUIRED) {
      const v = scalar(getPair(root, key)?.value);
      if (v === undefined || v === null || v === '') ctx.report({ message: skip(`\`${key}\` is required`), range: getPair(root, key)?.keyRange ?? fm.openRange });
    }
    const namePair = getPair(root, 'name');
    const name = scalar(namePair?.value);
    if (namePair?.value && name !== undefined && name !== null && name !== '') {
      const why = qwenAgentNameProblem(String(name));
      if (why) ctx.report({ message: skip(`its \`name\` is refused: ${why}`), range: namePair.value.range, jsonPath: namePair.path });
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
      ctx.report({ message: skip(`\`approvalMode\` must be one of ${QWEN_APPROVAL_MODES.map((m) => `\`${m}\``).join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`), range: approval.value.range, jsonPath: approval.path });
    }
    const dropped = (key: string, ok: (v: unknown) => boolean, what: string) => {
      const p = getPair(root, key);
      const v = scalar(p?.value);
      if (!p?.value || v === null || ok(p.value.type === 'scalar' ? v : p.value)) return;
      ctx.report({ level: 'warn', message: `Qwen Code drops this \`${key}\` and loads the agent without it: ${what} (a WARN line of its debug log says so)`, range: p.value.range, jsonPath: p.path });
    };
    dropped('color', (v) => typeof v !== 'string' || QWEN_AGENT_COLORS.includes(v), `the colours are ${QWEN_AGENT_COLORS.map((c) => `\`${c}\``).join(', ')}`);
    dropped('permissionMode', (v) => typeof v === 'string' && QWEN_PERMISSION_MODES.includes(v), `the modes are ${QWEN_PERMISSION_MODES.map((c) => `\`${c}\``).join(', ')}`);
    dropped('maxTurns', (v) => (typeof v === 'number' || (typeof v === 'string' && v !== '')) && Number.isInteger(Number(v)) && Number(v) > 0, 'it must be a positive whole number');
  },
});
