/** An OpenCode agent key with a value of the wrong type: every opencode command stops. */
import { OPENCODE_AGENT_FIELD_TYPES, OPENCODE_THEME_COLORS, OPENCODE_VERSION } from '../../artifacts/known-values/index.js';
import { getPair, type TreeNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

/** The JSON/YAML type of a value, as OpenCode's schema sees it. */
function typeOf(n: TreeNode): 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null' {
  if (n.type === 'map') return 'object';
  if (n.type === 'seq') return 'array';
  if (n.value === null) return 'null';
  return typeof n.value === 'number' ? 'number' : typeof n.value === 'boolean' ? 'boolean' : 'string';
}

const shown = (n: TreeNode) => (n.type === 'scalar' ? (typeof n.value === 'string' ? JSON.stringify(n.value) : String(n.value)) : n.type === 'map' ? 'an object' : 'an array');

export default artifactRule({
  meta: {
    id: 'opencode/agent-field-type',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode agent (file or `agent` entry of opencode.json) with a value of the wrong type, such as `temperature: "0.2"` or `tools: [bash]`; an `agents` (V2) entry whose `color` is a theme name.',
    kinds: ['opencode-agent'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (fixtures/oracle/opencode/cases.json, cases \`agent-entry-types\` and \`agent-file-types\`): \`opencode agent list\`, \`opencode run\` and every other command exit 1 with "Configuration is invalid at …" and one "↳ Expected number | undefined, got \\"hot\\" temperature" line per bad value, for an agent file as for an \`agent\` entry of opencode.json. Strings: \`model\`, \`variant\`, \`prompt\`, \`description\`, \`color\`; numbers: \`temperature\`, \`top_p\`, \`steps\`, \`maxSteps\`; booleans: \`hidden\`, \`disable\`; objects: \`tools\`, \`options\`. (\`mode\` is opencode/agent-mode, \`permission\` in opencode.json opencode/config-invalid.) Under the V2 key \`agents\` such values are dropped with their keys (opencode/agent-frontmatter), but a theme name as \`color\` (\`"primary"\`) drops the whole entry without a word, while a hex \`#ff0000\` is kept (case \`config-v2-agent-entry\`).`,
    examples: {
      file: '.opencode/agent/reviewer.md',
      wrong: '---\ndescription: Reviews changes\ntemperature: low\ntools: [bash]\n---\nYou review changes.\n',
      right: '---\ndescription: Reviews changes\ntemperature: 0.1\ntools:\n  bash: true\n---\nYou review changes.\n',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    if (a.data.v2) {
      // Under the V2 `agents` only `color` was seen to matter: a theme name drops the entry (case `config-v2-agent-entry`).
      const color = getPair(a.root, 'color');
      const v = color?.value;
      if (color && v?.type === 'scalar' && typeof v.value === 'string' && OPENCODE_THEME_COLORS.includes(v.value)) {
        ctx.report({ message: `OpenCode drops this \`agents\` entry without a word: \`color\` is ${JSON.stringify(v.value)}, a theme name, which only \`agent\` (V1) accepts; under \`agents\` a colour is a hex code such as \`#ff0000\``, range: v.range, jsonPath: color.path });
      }
      return;
    }
    for (const p of a.root.pairs) {
      const want = OPENCODE_AGENT_FIELD_TYPES[p.key];
      if (!want || !p.value) continue;
      const got = typeOf(p.value);
      if (got === want || got === 'null') continue; // an empty value: not observed
      ctx.report({
        message: `OpenCode refuses to start (every command exits 1 with "Configuration is invalid"): \`${p.key}\` is ${shown(p.value)}; OpenCode expects ${want === 'object' ? 'a map' : `a ${want}`}${want === 'number' && got === 'string' && String((p.value as { value: unknown }).value).trim() !== '' && Number.isFinite(Number((p.value as { value: unknown }).value)) ? ' (write it without quotes)' : ''}`,
        range: p.value.range,
        jsonPath: p.path,
      });
    }
  },
});
