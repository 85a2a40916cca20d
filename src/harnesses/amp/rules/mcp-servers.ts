/** A workspace MCP server in `.amp/settings.json` that breaks `amp mcp list` or has nothing to start. */
import { AMP_CASES, AMP_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'amp/mcp-servers',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An MCP server of `amp.mcpServers` in `.amp/settings.json` whose `args` is not a list (it breaks `amp mcp list`), or that has neither `command` nor `url`.',
    kinds: ['amp-settings'],
    harness: 'amp',
    optIn: false,
    fixable: 'maybe',
    rationale: `Observed on Amp ${AMP_VERSION} (${AMP_CASES}): an \`args\` that is a string makes \`amp mcp list\` fail ("p.spec.args.join is not a function", exit 1; case \`mcp-args-string\`): an error, with the string split into a list as a fix where it has no quotes. A server with \`args\` and no \`command\` is listed as "command undefined" (case \`mcp-entries\`): it has nothing to start, a warning. A \`command\` that is a number, an \`env\` value that is a number, \`headers\` and an unknown \`amp.*\` key are listed or kept without a word (case \`mcp-entries\`), so they are not reported. The file is read with comments and trailing commas (case \`settings-jsonc\`); JSON that does not parse makes \`amp mcp list\` fail (case \`settings-invalid-json\`, reported as schema/json-invalid).`,
    examples: {
      file: '.amp/settings.json',
      wrong: '{\n  "amp.mcpServers": {\n    "docs": { "command": "npx", "args": "docs-mcp" }\n  }\n}\n',
      right: '{\n  "amp.mcpServers": {\n    "docs": { "command": "npx", "args": ["docs-mcp"] }\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const servers = root.pairs.find((p) => p.key === 'amp.mcpServers')?.value;
    if (servers?.type !== 'map') return;
    for (const s of servers.pairs) {
      const entry = s.value;
      if (entry?.type !== 'map') continue;
      const get = (k: string) => entry.pairs.find((p) => p.key === k);
      const args = get('args');
      if (args?.value && args.value.type !== 'seq') {
        const v = args.value;
        const words = v.type === 'scalar' && typeof v.value === 'string' && !/["'\\]/.test(v.value) ? v.value.trim().split(/\s+/).filter(Boolean) : undefined;
        ctx.report({
          message: `\`args\` of MCP server \`${s.key}\` must be a list: with ${v.type === 'scalar' ? JSON.stringify(v.value) : 'a map'} \`amp mcp list\` fails ("args.join is not a function"; oracle: ${AMP_CASES}, case \`mcp-args-string\`)`,
          range: v.range,
          jsonPath: args.path,
          suggestion: words ? { msg: 'make it a list', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(words) }] } : undefined,
        });
      }
      if (!get('command') && !get('url')) {
        ctx.report({ level: 'warn', message: `MCP server \`${s.key}\` has neither \`command\` nor \`url\`: Amp lists it as "command undefined", with nothing to start (oracle: ${AMP_CASES}, case \`mcp-entries\`)`, range: s.keyRange, jsonPath: s.path });
      }
    }
  },
});
