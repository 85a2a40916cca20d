/** Permission rules Claude Code cannot match as written: shape, unknown tools, `:*` in the middle, WebFetch without `domain:`. */
import { RETIRED_TOOLS, TOOL_NAMES } from '../../known-values/claude-code.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { permissionEntries, type PermissionEntry } from '../../lib/permission-entries.js';

function problem(e: PermissionEntry): string | undefined {
  if (e.malformed) return `\`${e.text}\` is not a permission rule: write \`Tool\` or \`Tool(specifier)\``;
  if (e.tool.startsWith('mcp__')) {
    if (e.specifier !== undefined) return `\`${e.text}\`: MCP rules take no specifier; write \`mcp__server\` or \`mcp__server__tool\` (Claude Code skips this rule)`;
    return undefined;
  }
  if (!TOOL_NAMES.includes(e.tool) && !RETIRED_TOOLS[e.tool]) {
    const near = closest(e.tool, TOOL_NAMES);
    return `${e.text === e.tool ? `\`${e.tool}\`` : `\`${e.tool}\` in \`${e.text}\``} is not a Claude Code tool: the rule matches nothing${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`;
  }
  const spec = e.specifier;
  if (spec === undefined) return undefined;
  if (spec.trim() === '') return `\`${e.text}\` has an empty specifier; write \`${e.tool}\` for every use of the tool`;
  if (e.tool === 'Bash' || e.tool === 'PowerShell') {
    const i = spec.indexOf(':*');
    if (i >= 0 && i !== spec.length - 2) return `\`${e.text}\`: \`:*\` is a prefix match only at the end of the rule; elsewhere it is matched literally (use \`*\` for a wildcard)`;
  }
  if (e.tool === 'WebFetch' && !spec.startsWith('domain:')) return `\`${e.text}\`: WebFetch rules are written \`WebFetch(domain:example.com)\` (Claude Code skips this rule)`;
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'settings/permission-syntax',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A permission rule that cannot match as written: not `Tool(specifier)`, an unknown tool, `:*` before the end, a WebFetch rule without `domain:`, a specifier on an MCP rule.',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Documented (https://code.claude.com/docs/en/permissions): rules are `Tool` or `Tool(specifier)`; `:*` is a prefix match only at the end of a Bash rule; WebFetch rules name a `domain:`; MCP rules are `mcp__server` or `mcp__server__tool`. Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json): a WebFetch rule without `domain:` and an MCP rule with parentheses are skipped ("Invalid permission rule … was skipped"); an unknown tool name and `:*` before the end load without a word and, per the docs, match nothing. Either way an intended deny does not protect and an intended allow keeps prompting.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permissions": {\n    "allow": ["Bash(npm run:* --watch)", "WebFetch(example.com)"]\n  }\n}',
      right: '{\n  "permissions": {\n    "allow": ["Bash(npm run * --watch)", "WebFetch(domain:example.com)"]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    for (const e of permissionEntries(artifact)) {
      const message = problem(e);
      // Skipped rules were observed (harness-settings.json); the others load silently and match nothing per the docs.
      if (message) ctx.report({ message: message.endsWith('skips this rule)') ? message : `${message} (documented)`, range: e.range, jsonPath: e.jsonPath });
    }
  },
});
