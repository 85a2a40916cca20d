/** An OpenCode agent key with a value of the wrong type: every opencode command stops. */
import { OPENCODE_AGENT_FIELD_TYPES, OPENCODE_HEX_COLOR, OPENCODE_THEME_COLORS, OPENCODE_VERSION } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { getPair, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { jsonType } from '../../../rules/shared/json-type.js';
import { checkPermission } from '../lib/fatal-checks.js';


const shown = (n: TreeNode) => (n.type === 'scalar' ? (typeof n.value === 'string' ? JSON.stringify(n.value) : String(n.value)) : n.type === 'map' ? 'an object' : 'an array');

const REFUSES = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';
const THEMES = OPENCODE_THEME_COLORS.map((c) => `\`${c}\``).join(', ');

/** The text of a YAML comment that starts where an empty value is (`color: #ff0000` unquoted), if any. */
function commentAt(a: Artifact, value: TreeNode): { text: string; start: number; end: number } | undefined {
  if (!a.markdown) return undefined;
  const { lines, text } = a.file;
  const start = value.range.start.offset;
  if (text[start] !== '#') return undefined;
  const end = start + lines.lineText(value.range.start.line).slice(value.range.start.column - 1).trimEnd().length;
  return { text: text.slice(start, end), start, end };
}

/**
 * `color` of an agent file or `agent` entry: a `#rrggbb` code or a theme name loads; another string or an empty
 * value stops OpenCode (cases `agent-colors`, `agent-file-color-name`, `agent-file-color-comment`). True when
 * the value is a string or empty (reported here when wrong); other types are left to the type check.
 */
function colorValue(a: Artifact, p: Pair, ctx: RuleContext): boolean {
  const v = p.value;
  if (!v || (v.type === 'scalar' && v.value === null)) {
    const comment = v ? commentAt(a, v) : undefined;
    if (comment) {
      const hex = OPENCODE_HEX_COLOR.test(comment.text);
      ctx.report({
        message: `${REFUSES}: \`color\` is empty, because \`${comment.text}\` written without quotes is a YAML comment${hex ? ` (write \`"${comment.text}"\`)` : ''}`,
        range: a.file.lines.range(comment.start, comment.end),
        jsonPath: p.path,
        suggestion: hex ? { msg: 'quote the colour', applicability: 'MachineApplicable', edits: [{ path: a.path, range: a.file.lines.range(comment.start, comment.end), text: `"${comment.text}"` }] } : undefined,
      });
    } else {
      const written = v && v.raw !== '';
      ctx.report({ message: `${REFUSES}: \`color\` is ${written ? 'null' : 'empty'}; OpenCode expects a hex code \`#rrggbb\` or a theme colour (${THEMES})`, range: written ? v.range : p.keyRange, jsonPath: p.path });
    }
    return true;
  }
  if (v.type !== 'scalar' || typeof v.value !== 'string') return false;
  const c = v.value;
  if (OPENCODE_HEX_COLOR.test(c) || OPENCODE_THEME_COLORS.includes(c)) return true;
  const theme = OPENCODE_THEME_COLORS.find((t) => t === c.toLowerCase());
  const text = a.markdown ? theme : JSON.stringify(theme);
  ctx.report({
    message: `${REFUSES}: \`color\` is ${JSON.stringify(c)}; OpenCode expects a hex code \`#rrggbb\` (six digits) or a theme colour (${THEMES})`,
    range: v.range,
    jsonPath: p.path,
    suggestion: theme && text ? { msg: `write \`${theme}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: v.range, text }] } : undefined,
  });
  return true;
}

/** `color` of a V2 `agents` entry: anything but a `#rrggbb` code drops the entry without a word (cases `config-v2-agent-entry`, `agent-colors-v2`). */
function v2Color(a: Artifact, p: Pair, ctx: RuleContext) {
  const v = p.value;
  if (v?.type === 'scalar' && typeof v.value === 'string' && OPENCODE_HEX_COLOR.test(v.value)) return;
  const theme = v?.type === 'scalar' && typeof v.value === 'string' && OPENCODE_THEME_COLORS.includes(v.value);
  const what = v ? shown(v) : 'empty';
  ctx.report({
    message: theme
      ? `OpenCode drops this \`agents\` entry without a word: \`color\` is ${what}, a theme name, which only \`agent\` (V1) accepts; under \`agents\` a colour is a hex code such as \`#ff0000\``
      : `OpenCode drops this \`agents\` entry without a word: \`color\` is ${what}; under \`agents\` a colour is a hex code \`#rrggbb\` (six digits)`,
    range: v?.range ?? p.keyRange,
    jsonPath: p.path,
  });
}

export default artifactRule({
  meta: {
    id: 'opencode/agent-field-type',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode agent (file or `agent` entry of opencode.json) with a value of the wrong type, such as `temperature: "0.2"` or `tools: [bash]`, or a `color` that is neither `#rrggbb` nor a theme name; an `agents` (V2) entry whose `color` is not `#rrggbb`.',
    kinds: ['opencode-agent'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`agent-entry-types\` and \`agent-file-types\`; oracle/opencode/mutations.json \`opencode-config:/agent/review/steps:zero\`, \`opencode-config:/agent/review/prompt:type:null\`): \`opencode agent list\`, \`opencode run\` and every other command exit 1 with "Configuration is invalid at …" and one "↳ Expected number | undefined, got \\"hot\\" temperature" line per bad value, for an agent file as for an \`agent\` entry of opencode.json. Strings: \`model\`, \`variant\`, \`prompt\`, \`description\`, \`color\`; numbers: \`temperature\`, \`top_p\`, \`steps\`, \`maxSteps\`; booleans: \`hidden\`, \`disable\`; objects: \`tools\`, \`options\`; \`null\` is none of these, in opencode.json and in an agent file (oracle/opencode/mutations-files.json, the file mutation probe, and case \`agent-file-empty-value\`: \`steps:\` with no value stops OpenCode, "got null steps"; which also shows each value of \`tools\` must be a boolean and a file's \`permission\` is checked as in opencode.json), and \`steps\` must be above 0. (\`mode\` is opencode/agent-mode, \`permission\` in opencode.json opencode/config-invalid.) \`color\` must be a hex code \`#rrggbb\` (either case) or one of ${OPENCODE_THEME_COLORS.map((c) => `\`${c}\``).join(', ')}: \`#f00\`, \`#ff000080\`, \`ff0000\`, \`#gg0000\`, \`red\`, \`Primary\`, \`""\` and \`null\` each stop OpenCode ("Expected a string matching the RegExp ^#[0-9a-fA-F]{6}$", case \`agent-colors\`), in a file too (\`color: red\`, case \`agent-file-color-name\`), while \`"#ff0000"\`, \`'#FF00AA'\` and \`accent\` load (case \`agent-file-colors\`); in a file \`color: #ff0000\` without quotes is a YAML comment, so \`color\` is null and OpenCode stops (case \`agent-file-color-comment\`; the fix quotes it). Under the V2 key \`agents\` such values are dropped with their keys (opencode/agent-frontmatter), but a \`color\` that is not \`#rrggbb\` drops the whole entry without a word: a theme name (\`"primary"\`) as well as every form above and a number, while \`#ff0000\` and \`#FF00AA\` are kept (cases \`config-v2-agent-entry\`, \`agent-colors-v2\`).`,
    examples: {
      file: '.opencode/agent/reviewer.md',
      wrong: '---\ndescription: Reviews changes\ntemperature: low\ntools: [bash]\n---\nYou review changes.\n',
      right: '---\ndescription: Reviews changes\ntemperature: 0.1\ntools:\n  bash: true\n---\nYou review changes.\n',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    if (a.data.v2) {
      // Under the V2 `agents` only `color` was seen to matter: any value but a `#rrggbb` code drops the entry.
      const color = getPair(a.root, 'color');
      if (color) v2Color(a, color, ctx);
      return;
    }
    const inJson = /\.jsonc?$/.test(a.path);
    for (const p of a.root.pairs) {
      if (p.key === 'color' && colorValue(a, p, ctx)) continue;
      // In an agent file `permission` is checked as in opencode.json, where opencode/config-invalid checks it
      // (`opencode-agent:/permission/edit:unknown-enum` of oracle/opencode/mutations-files.json).
      if (p.key === 'permission' && !inJson) {
        checkPermission(ctx, a, p);
        continue;
      }
      // Each tool of `tools` is on or off: another value stops OpenCode (`opencode-agent:/tools/bash:type:string`).
      if (p.key === 'tools' && p.value?.type === 'map') {
        for (const t of p.value.pairs) {
          if (t.value?.type === 'scalar' && typeof t.value.value === 'boolean') continue;
          ctx.report({ message: `${REFUSES}: \`tools.${t.key}\` is ${t.value ? shown(t.value) : 'empty'}; OpenCode expects \`true\` or \`false\``, range: t.value?.range ?? t.keyRange, jsonPath: t.path });
        }
        continue;
      }
      const want = OPENCODE_AGENT_FIELD_TYPES[p.key];
      if (!want || !p.value) continue;
      const got = jsonType(p.value);
      // `null` stops OpenCode, in an `agent` entry of opencode.json (`opencode-config:/agent/review/description:type:null`)
      // as in a file (`opencode-agent:/description:type:null` of oracle/opencode/mutations-files.json).
      if (got === want && want === 'number' && (p.key === 'steps' || p.key === 'maxSteps') && (p.value as { value: number }).value <= 0) {
        ctx.report({ message: `${REFUSES}: \`${p.key}\` is ${shown(p.value)}; OpenCode expects a number above 0 ("Expected a value greater than 0")`, range: p.value.range, jsonPath: p.path });
        continue;
      }
      if (got === want) continue;
      ctx.report({
        message: `${REFUSES}: \`${p.key}\` is ${shown(p.value)}; OpenCode expects ${want === 'object' ? 'a map' : `a ${want}`}${want === 'number' && got === 'string' && String((p.value as { value: unknown }).value).trim() !== '' && Number.isFinite(Number((p.value as { value: unknown }).value)) ? ' (write it without quotes)' : ''}`,
        range: p.value.range,
        jsonPath: p.path,
      });
    }
  },
});
