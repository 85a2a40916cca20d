import { AGENT_FIELDS, AGENTLINT_FIELDS, COMMAND_FIELDS, SKILL_FIELDS } from '../../harnesses/claude-code/known-values/claude-code.js';
import { AI_RULEZ_AGENT_FIELDS } from '../../formats/ai-rulez/known-values.js';
import { getPair, type Pair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import type { Suggestion } from '../../diagnostics/diagnostic.js';
import { certainCorrection, closest, editDistance } from '../../diagnostics/suggest.js';
import { jsonType, type JsonTypeName } from '../shared/json-type.js';
import { checkToolEntry, toolEntries } from '../../harnesses/claude-code/lib/tool-list.js';
import type { Artifact } from '../../artifacts/model.js';

const FIELDS: Record<string, readonly string[]> = {
  agent: AGENT_FIELDS,
  skill: SKILL_FIELDS,
  command: COMMAND_FIELDS,
  'ai-rulez-agent': AI_RULEZ_AGENT_FIELDS,
};

/**
 * The JSON types a field's value may have, for the fields whose shape is not a plain scalar: a rename by spelling
 * is offered only onto a field whose value the renamed key's value fits (`tools: Read, Grep` is not a `hooks`).
 */
const SHAPES: Record<string, readonly JsonTypeName[]> = {
  hooks: ['object'],
  metadata: ['object'],
  mcpServers: ['array', 'object'],
  tools: ['string', 'array'],
  disallowedTools: ['string', 'array'],
  'allowed-tools': ['string', 'array'],
  'disallowed-tools': ['string', 'array'],
  skills: ['string', 'array'],
  paths: ['string', 'array'],
  arguments: ['string', 'array'],
};
const SCALARS: readonly JsonTypeName[] = ['string', 'number', 'boolean'];

/** The other kinds' name for the same list (an agent's `tools` is a skill's `allowed-tools`): a suggestion, never certain. */
const OTHER_KINDS_NAME: Record<string, Record<string, string>> = {
  skill: { tools: 'allowed-tools', disallowedTools: 'disallowed-tools' },
  command: { tools: 'allowed-tools', disallowedTools: 'disallowed-tools' },
  agent: { 'allowed-tools': 'tools' },
};

const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, '');

/** The value of `pair` may stand as the value of `field`. */
function fits(pair: Pair, field: string): boolean {
  const t = jsonType(pair.value);
  return t === 'null' || (SHAPES[field] ?? SCALARS).includes(t);
}

interface Rename {
  to: string;
  /** Certain only for the same word spelt another way (`disallowed_tools`, `Model`) or one slip (`modle`); else a guess. */
  certain: boolean;
  why?: string;
}

const TOOL_LISTS = ['tools', 'disallowedTools', 'allowed-tools', 'disallowed-tools'];

/**
 * Renaming onto a tool list makes Claude Code read the list: every entry must be a tool it knows, or the rename
 * trades this warning for agents/tools-known's (or commands/allowed-tools-known's) findings.
 */
function readsClean(file: Artifact['file'], pair: Pair, field: string): boolean {
  if (!TOOL_LISTS.includes(field)) return true;
  return toolEntries(file, pair.value, true).every((e) => {
    const problem = checkToolEntry(e.text, `\`${field}\``);
    return !problem || problem.level === 'info';
  });
}

function renameByWord(kind: string, pair: Pair, known: readonly string[]): Rename | undefined {
  const sameWord = known.filter((k) => norm(k) === norm(pair.key));
  if (sameWord.length === 1 && fits(pair, sameWord[0]!)) return { to: sameWord[0]!, certain: true };
  const other = OTHER_KINDS_NAME[kind]?.[pair.key];
  if (other && fits(pair, other)) return { to: other, certain: false, why: `in ${kind === 'agent' ? 'an agent' : `a ${kind}`} the list is \`${other}\`` };
  const near = certainCorrection(pair.key, known);
  if (!near || !fits(pair, near)) return undefined;
  // One slip of the keyboard (`modle`) onto a key of the same shape is certain; two edits, or a key another kind
  // reads (`tools` is an agent's), may be another word the author meant.
  const everyField = new Set(Object.values(FIELDS).flat());
  return { to: near, certain: editDistance(pair.key.toLowerCase(), near.toLowerCase(), 1) <= 1 && !everyField.has(pair.key) };
}

export default artifactRule({
  meta: {
    id: 'schema/unknown-field',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A frontmatter key that is not documented for its artifact kind.',
    kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code ignores frontmatter keys it does not know, so a misspelt key (`modle`, or the skill spelling `disallowed-tools` in an agent, which wants `disallowedTools`) silently does nothing. Only the same word spelt another way (case, `-` or `_`) or one slip of the keyboard (`modle`) is renamed as certain; a key two edits away is a suggestion, offered only when the value has the shape the other key takes (`tools: Read, Grep` in a skill is not a `hooks` object: Claude Code reads a skill\'s `hooks` as hook events, https://code.claude.com/docs/en/skills#frontmatter-reference). `lints` is agentlint\'s own key and is always accepted.',
    examples: { wrong: '---\nname: a\ndescription: d\nModel: opus\n---', right: '---\nname: a\ndescription: d\nmodel: opus\n---', file: '.claude/agents/a.md' },
  },
  check(artifact, ctx) {
    const known = FIELDS[artifact.kind];
    if (!known || artifact.root?.type !== 'map') return;
    const all = [...known, ...AGENTLINT_FIELDS];
    const unknown = artifact.root.pairs.filter((pair) => !all.includes(pair.key));
    const renames = unknown.map((pair) => {
      const named = renameByWord(artifact.kind, pair, known);
      // Named in the message either way; offered as a fix only when the list it becomes reads clean.
      return { pair, named, rename: named && readsClean(artifact.file, pair, named.to) ? named : undefined };
    });
    for (const { pair, named, rename } of renames) {
      // Renaming onto a key that exists, or that another key is renamed to, would write a duplicate key.
      const taken = rename !== undefined && (getPair(artifact.root, rename.to) !== undefined || renames.some((o) => o.pair !== pair && o.rename?.to === rename.to));
      const near = named ? undefined : closest(pair.key, known)[0]?.value;
      const guess = near !== undefined && fits(pair, near) ? near : undefined;
      const hint = named ? (named.why ? ` (${named.why})` : ` (did you mean \`${named.to}\`?)`) : guess ? ` (did you mean \`${guess}\`?)` : '';
      const suggestion: Suggestion | undefined =
        rename && !taken ? { msg: `rename to \`${rename.to}\``, applicability: rename.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: pair.keyRange, text: rename.to }] } : undefined;
      ctx.report({
        message: `unknown ${artifact.kind} field \`${pair.key}\`: Claude Code ignores it${hint}`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: named || guess ? undefined : nearHelp(artifact.kind, pair, known, near),
        suggestion,
      });
    }
  },
});

/** The documented fields, or the close one whose value shape differs (named so the author can see why it is not offered). */
function nearHelp(kind: string, pair: Pair, known: readonly string[], near: string | undefined): string {
  if (near && !fits(pair, near)) return `\`${near}\` is spelt alike but takes ${(SHAPES[near] ?? SCALARS).map((t) => (t === 'object' ? 'a mapping' : t === 'array' ? 'a list' : `a ${t}`)).join(' or ')}; documented ${kind} fields: ${known.join(', ')}`;
  return `documented ${kind} fields: ${known.join(', ')}`;
}
