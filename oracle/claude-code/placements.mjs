/**
 * Constructed files for the value-level comparison (issue 24), each placed as a project agent, plugin
 * agent, project and plugin skill, project and plugin command (listing.mjs) and checked by
 * `claude plugin validate` as a plugin file: flow lists of tools with quoted items, with and without a
 * line that makes Claude Code re-read the frontmatter, and names and descriptions whose fate depends
 * on the placement.
 */
import { listingProbe } from './listing.mjs';
import { validateBatch } from './validator.mjs';

const PLAIN = 'description: A plain description';
const REREAD = 'description: Use when: the user asks'; // an unquoted `: `: strict YAML fails, the re-read quotes it

const TOOLS = [
  ['dq', '["Read", "Grep"]'],
  ['sq', "['Read', 'Grep']"],
  ['mixed', `["Read", 'Grep', Glob]`],
  ['colon-item', '["Bash(git add:*)", Read]'],
  ['comma-item', '["Bash(a, b)", Read]'],
  ['comma-in-quotes', '["Read, Grep", Glob]'],
  ['empty', '[]'],
  ['empty-space', '[ ]'],
  ['one-dq', '["Read"]'],
  ['plain-string', 'Read, Grep'],
  ['quoted-string', '"Read, Grep"'],
];

/** [id, frontmatter lines of an agent] — skills and commands get `allowed-tools` instead of `tools`. */
export const PLACEMENT_CONSTRUCTS = [
  ...TOOLS.flatMap(([label, value]) => [
    [`p-tools-${label}`, [`name: p-tools-${label}`, PLAIN, `tools: ${value}`]],
    [`p-tools-${label}-reread`, [`name: p-tools-${label}-reread`, REREAD, `tools: ${value}`]],
  ]),
  // Anthropic's hookify plugin agent, as a construct (not a copy): a one-line description holding `: `,
  // `<example>` and `\n` escapes, then model, color and a quoted flow list of tools.
  ['p-hookify-like', [
    'name: p-hookify-like',
    'description: Use this agent when analyzing transcripts. Examples: <example>Context: User runs /x\\nuser: "/x"\\nassistant: "I will look"\\n</example>',
    'model: inherit',
    'color: yellow',
    'tools: ["Read", "Grep"]',
  ]],
  ['p-name-colon', ['name: s:colon', PLAIN]],
  ['p-name-lead-dash', ['name: -lead', PLAIN]],
  ['p-name-number', ['name: 123', PLAIN]],
  ['p-name-quoted-number', ['name: "456"', PLAIN]],
  ['p-name-upper', ['name: Upper_Case', PLAIN]],
  ['p-name-missing', [PLAIN]],
  ['p-name-empty', ['name:', PLAIN]],
  ['p-desc-missing', ['name: p-desc-missing']],
  ['p-desc-empty', ['name: p-desc-empty', 'description:']],
  ['p-desc-blank-quoted', ['name: p-desc-blank-quoted', 'description: "  "']],
  ['p-desc-empty-quoted', ['name: p-desc-empty-quoted', 'description: ""']],
  ['p-name-empty-quoted', ['name: ""', PLAIN]],
  ['p-desc-number', ['name: p-desc-number', 'description: 123']],
  ['p-desc-bool', ['name: p-desc-bool', 'description: true']],
  ['p-desc-list', ['name: p-desc-list', 'description: [a, b]']],
  ['p-desc-hash-reread', ['name: p-desc-hash-reread', 'description: Use when: x # not a comment']],
  ['p-name-number-reread', ['name: 789', REREAD]],
];

function textFor(kind, lines) {
  const body = kind === 'agent' ? lines : lines.map((l) => l.replace(/^tools:/, 'allowed-tools:'));
  return `---\n${body.join('\n')}\n---\nBody of the construct.\n`;
}

/** Every construct as an agent, a skill and a command (`rel` gives the file or folder name Claude Code sees). */
export function placementFiles() {
  const files = [];
  for (const [id, lines] of PLACEMENT_CONSTRUCTS) {
    files.push({ corpus: null, rel: `agents/${id}.md`, kind: 'agent', text: textFor('agent', lines) });
    files.push({ corpus: null, rel: `skills/${id}/SKILL.md`, kind: 'skill', text: textFor('skill', lines) });
    files.push({ corpus: null, rel: `commands/${id}.md`, kind: 'command', text: textFor('command', lines) });
  }
  return files;
}

/** The construct id of a file (`agents/p-x.md`, `skills/p-x/SKILL.md` → `p-x`). */
const idOf = (rel) => rel.split('/')[1].replace(/\.md$/, '');

/** The listing of every construct in both placements, with the validator's messages for the plugin file. */
export async function placementsProbe({ version } = {}) {
  const files = placementFiles();
  const listing = await listingProbe(files, { version, probe: 'placements', user: true });
  const validated = {};
  for (const kind of ['agent', 'skill', 'command']) {
    const part = files.filter((f) => f.kind === kind).map((f) => ({ id: idOf(f.rel), kind, text: f.text, rel: f.rel }));
    const results = validateBatch(part, { version });
    for (const f of part) validated[f.rel] = { errors: results.get(f.id).errors, warnings: results.get(f.id).warnings };
  }
  for (const c of listing.cases) c.verdict.validate = validated[c.id] ?? null;
  return listing;
}
