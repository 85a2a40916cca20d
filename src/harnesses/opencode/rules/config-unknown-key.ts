/** `opencode.json` top-level keys OpenCode does not know: dropped without a word. */
import { OPENCODE_CONFIG_KEYS, OPENCODE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'opencode/config-unknown-key',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A top-level `opencode.json` key OpenCode does not know: it is dropped silently.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`config-jsonc\`): \`opencode debug config\` shows the merged config without the key and nothing is printed, although OpenCode's own customize-opencode skill says unknown keys are rejected. Keys that moved out of \`opencode.json\` (\`theme\`, \`keybinds\`, \`tui\`) and misspellings (\`mcpServers\`) are ignored alike. The V2 plurals \`agents\` and \`commands\` are read as \`agent\` and \`command\`. (\`permissions\`, the V2 spelling, is not dropped: it stops OpenCode, see opencode/config-invalid.)`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "mcpServers": { "docs": { "type": "remote", "url": "https://example.com/mcp" } }\n}\n',
      right: '{\n  "mcp": { "docs": { "type": "remote", "url": "https://example.com/mcp" } }\n}\n',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    for (const p of a.root.pairs) {
      if (OPENCODE_CONFIG_KEYS.includes(p.key) || p.key === 'permissions') continue;
      const near = p.key === 'mcpServers' ? 'mcp' : closest(p.key, OPENCODE_CONFIG_KEYS)[0]?.value;
      ctx.report({ message: `OpenCode does not know \`${p.key}\` and drops it without a warning${near ? ` (did you mean \`${near}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path });
    }
  },
});
