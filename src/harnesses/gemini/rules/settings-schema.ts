/** `.gemini/settings.json`: keys Gemini CLI ignores, values of the wrong type, MCP servers it cannot start. */
import { GEMINI_MCP_FIELDS, GEMINI_MCP_TRANSPORT, GEMINI_SETTINGS_KEYS, GEMINI_SETTINGS_TYPES, GEMINI_VERSION, type JsonType } from '../known-values.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { jsonType } from '../../../rules/shared/json-type.js';

function fits(n: TreeNode | null, t: JsonType): boolean {
  const got = jsonType(n);
  return t === 'string|array' ? got === 'string' || got === 'array' : got === t;
}

/** `agents.overrides.x.enabled` → `agents.overrides.*.enabled` when the first three segments name a map of names. */
function typeFor(path: string[]): JsonType | undefined {
  const exact = GEMINI_SETTINGS_TYPES[path.join('.')];
  if (exact) return exact;
  if (path.length === 3 && path[0] === 'agents' && path[1] === 'overrides') return GEMINI_SETTINGS_TYPES['agents.overrides.*'];
  if (path.length === 4 && path[0] === 'agents' && path[1] === 'overrides') return GEMINI_SETTINGS_TYPES[`agents.overrides.*.${path[3]}`];
  return undefined;
}

const SAID = 'Gemini CLI prints "Invalid configuration in …/settings.json" on every command, keeps the value and carries on';

export default artifactRule({
  meta: {
    id: 'gemini/settings-schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI `.gemini/settings.json` value of the wrong type, an `mcpServers` entry with an unknown key or no `command`/`url`/`httpUrl`, or an unknown top-level key (accepted without a word).',
    kinds: ['gemini-settings'],
    harness: 'gemini',
    optIn: false,
    fixable: 'machine',
    rationale: `The settings schema shipped in Gemini CLI ${GEMINI_VERSION} (https://geminicli.com/docs/reference/configuration/). Observed (oracle/gemini/cases.json, case settings): a value of the wrong type prints "Invalid configuration in …: Error in: ui.theme Expected string, received number … Please fix the configuration." on stderr of every command, and the value is kept: \`gemini skills list\` carries on, a headless \`gemini -p\` run with \`"ui": {"theme": 5}\` dies with "TypeError: themeName.endsWith is not a function" (exit 1). An unknown key in an \`mcpServers\` entry is reported the same way and the server is still started. An entry with neither \`command\` nor \`url\`/\`httpUrl\` gets no message; \`gemini mcp list\` shows it with no command, Disconnected. An unknown top-level key is accepted without a word (reported here as a warning).`,
    examples: {
      file: '.gemini/settings.json',
      wrong: '{\n  "ui": { "theme": 5 },\n  "mcpServer": {}\n}\n',
      right: '{\n  "ui": { "theme": "GitHub" },\n  "mcpServers": {}\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const wrongType = (p: Pair, want: JsonType, where: string) =>
      ctx.report({ message: `\`${where}\` must be ${want === 'string|array' ? 'a string or an array of strings' : `a ${want}`}, not ${jsonType(p.value)}: ${SAID}`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
    const walk = (map: TreeNode, path: string[]) => {
      if (map.type !== 'map') return;
      for (const p of map.pairs) {
        const at = [...path, p.key];
        const want = typeFor(at);
        if (want && !fits(p.value, want)) wrongType(p, want, at.join('.'));
        else if (p.value?.type === 'map' && at.length < 4 && ['ui', 'context', 'agents', 'general'].includes(at[0]!)) walk(p.value, at);
      }
    };
    for (const p of root.pairs) {
      const want = GEMINI_SETTINGS_KEYS[p.key];
      if (!want) {
        const names = Object.keys(GEMINI_SETTINGS_KEYS);
        const near1 = certainCorrection(p.key, names);
        // Renaming onto a key the file already has would write a duplicate key (the last wins).
        const fix = near1 !== undefined && !root.pairs.some((o) => o.key === near1) ? near1 : undefined;
        const near = closest(p.key, names);
        ctx.report({
          message: `Gemini CLI ignores the unknown setting \`${p.key}\` without a word${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
          range: p.keyRange,
          jsonPath: p.path,
          level: 'warn',
          suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
        });
      } else if (!fits(p.value, want)) wrongType(p, want, p.key);
      else if (p.key === 'mcpServers' && p.value?.type === 'map') for (const s of p.value.pairs) checkServer(s);
      else if (p.value) walk(p.value, [p.key]);
    }

    function checkServer(s: Pair) {
      if (s.value?.type !== 'map') return wrongType(s, 'object', `mcpServers.${s.key}`);
      for (const f of s.value.pairs) {
        // `"timeout": "10"` was accepted without a message by 0.61.0 (case settings): a number written as a string is
        // read as that number; `"x"`, `true`, a list or an object is not (`gemini-settings:/mcpServers/docs/timeout:type:string` …).
        const want = GEMINI_MCP_FIELDS[f.key];
        if (f.key === 'timeout') {
          const v = f.value?.type === 'scalar' ? f.value.value : undefined;
          if (!(typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))))) wrongType(f, 'number', `mcpServers.${s.key}.timeout`);
          continue;
        }
        if (f.key === 'args' && f.value?.type === 'seq') {
          // Each argument is a string (`gemini-settings:/mcpServers/docs/args/0:type:number`).
          f.value.items.forEach((item, i) => {
            if (!(item.type === 'scalar' && typeof item.value === 'string')) {
              ctx.report({ message: `\`mcpServers.${s.key}.args[${i}]\` must be a string, not ${jsonType(item)}: ${SAID}`, range: item.range, jsonPath: item.path });
            }
          });
          continue;
        }
        if (!want) {
          const near = closest(f.key, Object.keys(GEMINI_MCP_FIELDS));
          ctx.report({ message: `\`${f.key}\` is not an MCP server field${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: ${SAID} (the server is still started, without it)`, range: f.keyRange, jsonPath: f.path });
        } else if (!fits(f.value, want) && f.key !== 'timeout') wrongType(f, want, `mcpServers.${s.key}.${f.key}`);
      }
      if (!s.value.pairs.some((f) => GEMINI_MCP_TRANSPORT.includes(f.key))) {
        ctx.report({ message: `MCP server \`${s.key}\` has no \`command\`, \`url\` or \`httpUrl\`: Gemini CLI has nothing to start or connect to; it says nothing at startup and \`gemini mcp list\` shows it with no command, Disconnected`, range: s.keyRange, jsonPath: s.path });
      }
    }
  },
});
