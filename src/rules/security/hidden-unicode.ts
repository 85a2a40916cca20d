import type { Artifact } from '../../artifacts/model.js';
import { HARNESS_TITLES } from '../../artifacts/harness.js';
import { artifactRule, type RuleContext } from '../../diagnostics/rule.js';
import { codePointList, decodeTags, invisibleRuns, type InvisibleRun } from '../shared/invisible.js';
import { REACH } from '../shared/reach.js';

/** Files whose commands or settings a harness runs as written: a hidden character there changes what runs. */
const RUN_KINDS: Readonly<Record<string, string>> = {
  settings: 'settings file',
  hooks: 'hooks file',
  mcp: 'MCP server',
  'copilot-hooks': 'hooks file',
  'copilot-mcp': 'MCP configuration',
  'gemini-settings': 'settings file',
  'codex-hooks': 'hooks file',
  'cursor-hooks': 'hooks file',
  'cursor-mcp': 'MCP configuration',
  'qwen-settings': 'settings file',
};

const NAMES: Readonly<Record<number, string>> = {
  0x200b: 'zero width space', 0x200c: 'zero width non-joiner', 0x200d: 'zero width joiner', 0x2060: 'word joiner', 0xfeff: 'zero width no-break space',
  0x00ad: 'soft hyphen', 0x200e: 'left-to-right mark', 0x200f: 'right-to-left mark', 0x202e: 'right-to-left override', 0x202d: 'left-to-right override',
  0x202a: 'left-to-right embedding', 0x202b: 'right-to-left embedding', 0x202c: 'pop directional formatting', 0x2066: 'left-to-right isolate', 0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate', 0x2069: 'pop directional isolate',
};

const named = (cps: readonly number[]): string => {
  const list = codePointList(cps);
  const name = cps.length === 1 ? NAMES[cps[0]!] : undefined;
  return name ? `${list} (${name})` : list;
};

/** The part of the file to scan: a Markdown file's body (and frontmatter where it reaches the model), a server's entry, or the whole file. */
function spans(a: Artifact): Array<[number, number]> | undefined {
  const reach = REACH[a.kind];
  const text = a.file.text;
  if (reach) {
    if (!reach.unicode) return undefined;
    const body = a.markdown?.bodyOffset ?? 0;
    return reach.frontmatter || !a.markdown ? [[0, text.length]] : [[body, text.length]];
  }
  if (!RUN_KINDS[a.kind]) return undefined;
  // A settings file also yields a `hooks` artifact for its hooks object: its characters are reported once, on the settings.
  if (a.kind === 'hooks' && /(^|\/)settings(\.local)?\.json$/.test(a.path)) return undefined;
  // An agent's own servers are read with the agent's frontmatter.
  if (a.kind === 'mcp' && a.path.endsWith('.md')) return undefined;
  if (a.nameRange && a.root) return [[a.nameRange.start.offset, a.root.range.end.offset]];
  return [[0, text.length]];
}

function where(a: Artifact): string {
  const title = a.harness ? HARNESS_TITLES[a.harness] : 'The harness';
  const reach = REACH[a.kind];
  if (reach) return `${title} sends it to the model ${reach.when}`;
  return `${title} reads this ${RUN_KINDS[a.kind]} as written, and runs what it says`;
}

function report(a: Artifact, run: InvisibleRun, ctx: RuleContext): void {
  const range = a.file.lines.range(run.from, run.to);
  const sink = where(a);
  if (run.cls === 'tag') {
    const hidden = decodeTags(run.codePoints);
    ctx.report({
      message: `hidden text in Unicode tag characters${hidden.trim() ? ` ("${hidden}")` : ''}: ${sink}; GitHub, editors and terminals show nothing`,
      range,
      help: `${codePointList(run.codePoints)}: remove them, or write the text visibly`,
    });
    return;
  }
  if (run.cls === 'bidi') {
    ctx.report({
      message: `bidirectional control ${named(run.codePoints)}: it reorders how the text around it is shown, so a reviewer does not read what the harness reads; ${sink}`,
      range,
      help: 'remove it; right-to-left text needs no controls in these files',
    });
    return;
  }
  ctx.report({
    message: `invisible character ${named(run.codePoints)}: ${sink}; GitHub shows nothing`,
    range,
    level: 'warn',
    suggestion: { msg: 'remove the invisible characters', applicability: 'MachineApplicable', edits: [{ path: a.path, range, text: '' }] },
  });
}

export default artifactRule({
  meta: {
    id: 'security/hidden-unicode',
    category: 'security',
    defaultLevel: 'error',
    effect: 'unsafe',
    description: 'Unicode tag characters, bidirectional controls and zero-width characters that a harness reads but a reviewer cannot see.',
    kinds: [...Object.keys(REACH), ...Object.keys(RUN_KINDS)],
    optIn: false,
    fixable: 'machine',
    tags: ['security'],
    rationale:
      'Unicode tag characters (U+E0000–E007F) spell text that models read and no renderer shows ("ASCII smuggling"); bidirectional controls reorder what a reviewer sees (Trojan Source); zero-width characters hide inside words. The hidden-content probe (`node oracle/hidden-content.mjs <harness>`) records, for each harness and kind, whether they reach the model: Claude Code 2.1.332 sends them from CLAUDE.md and `.claude/rules` (cases `memory`, `rules`), subagent bodies when spawned (`agent`), skill bodies when invoked (`skill`, `skill-tool`; the skill list drops tag characters from a description) and commands (`command`); Copilot CLI 1.0.102 from agents and skills (`agent`, `skill`) but strips them from instruction files (`instructions`, `agents-md`: no finding there); Gemini CLI 0.61.0 from GEMINI.md, commands and skills (`memory`, `command`, `skill`). In settings, hooks and MCP files they hide what a command runs. Tag characters and bidirectional controls are errors; other invisible characters are warnings, with a fix that removes them. Not reported: a zero-width joiner or non-joiner between two non-ASCII characters (emoji ZWJ sequences, Persian, Indic scripts), subdivision flags, variation selectors after a non-ASCII character or in a keycap, ideographic variation selectors, directional marks in a line with right-to-left letters, a byte-order mark. Measured on 3,901 files of real repositories (the shared corpora wshobson/agents and VoltAgent subagents, and anthropics/claude-code, anthropics/skills, github/awesome-copilot, google-gemini/gemini-cli, davila7/claude-code-templates read as catalogues) on 2026-12-07: 4 findings, all warnings and all right (stray zero-width spaces: two inside an MCP server URL, two before a code fence, which they break); 0 errors. Precision (2026-12-07, docs/security-rules.md, docs/precision.md): on the shared corpora and five catalogue repositories (3,901 files), 4 findings, all 4 right; on the 110 repositories of the precision suite, 190 warnings in 13 repositories, judged true (zero-width characters and stray variation selectors, which the recorded harnesses send to the model).',
    examples: {
      wrong: '---\nname: reviewer\ndescription: Reviews code\n---\nReview the diff.\u{E0049}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}',
      right: '---\nname: reviewer\ndescription: Reviews code\n---\nReview the diff. 👩‍💻',
      file: '.claude/agents/reviewer.md',
    },
  },
  check(a, ctx) {
    for (const [from, to] of spans(a) ?? []) {
      for (const run of invisibleRuns(a.file.text, from, to)) report(a, run, ctx);
    }
  },
});

