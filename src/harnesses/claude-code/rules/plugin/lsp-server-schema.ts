import { LSP_SERVER_FIELDS, LSP_SERVER_REQUIRED, LSP_TRANSPORTS } from '../../known-values/claude-code.js';
import type { TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, listOf } from '../../../../diagnostics/suggest.js';
import { fieldProblems, pairIn, type FieldProblem } from '../../lib/part-fields.js';

/** The problems of each server in an `lspServers` object / `.lsp.json` file. */
function serverProblems(servers: TreeNode): Array<FieldProblem & { fix?: string }> {
  if (servers.type !== 'map') return [];
  const out: Array<FieldProblem & { fix?: string }> = [];
  for (const s of servers.pairs) {
    const label = `LSP server \`${s.key}\``;
    const v = s.value;
    if (v?.type !== 'map') {
      out.push({ message: `${label} must be an object with \`command\` and \`extensionToLanguage\``, range: v ? v.range : s.keyRange, jsonPath: s.path });
      continue;
    }
    out.push(...fieldProblems(v, s.keyRange, label, LSP_SERVER_FIELDS, LSP_SERVER_REQUIRED));
    const transport = pairIn(v, 'transport')?.value;
    if (transport?.type === 'scalar' && typeof transport.value === 'string' && !LSP_TRANSPORTS.includes(transport.value)) {
      const fix = certainCorrection(transport.value, LSP_TRANSPORTS);
      out.push({ message: `\`transport\` in ${label} must be ${listOf(LSP_TRANSPORTS)}, not \`${transport.value}\``, range: transport.range, jsonPath: transport.path, fix });
    }
    // validate 2.1.332 (rules-validator-sweep.json `lsp command with a space`, `lsp extensionToLanguage empty`): a relative
    // command with a space is refused ("Use args array for arguments"), and at least one extension is needed.
    const command = pairIn(v, 'command')?.value;
    if (command?.type === 'scalar' && typeof command.value === 'string' && command.value.includes(' ') && !command.value.startsWith('/'))
      out.push({ message: `\`command\` of ${label} must not contain spaces: put its arguments in \`args\``, range: command.range, jsonPath: command.path });
    const exts = pairIn(v, 'extensionToLanguage')?.value;
    if (exts?.type === 'map' && exts.pairs.length === 0) out.push({ message: `\`extensionToLanguage\` of ${label} must map at least one extension`, range: exts.range, jsonPath: exts.path });
    for (const e of exts?.type === 'map' ? exts.pairs : []) {
      if (!e.key.startsWith('.')) out.push({ message: `extension \`${e.key}\` in ${label} must start with a dot (\`.${e.key}\`)`, range: e.keyRange, jsonPath: e.path, fix: `.${e.key}` });
    }
  }
  return out;
}

export default artifactRule({
  meta: {
    id: 'plugin/lsp-server-schema',
    effect: 'not-loaded',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin LSP server (`.lsp.json` or `lspServers` in plugin.json) without `command` or `extensionToLanguage`, with an unknown key, a value of the wrong type, a `transport` other than `stdio`/`socket`, or an extension without its leading dot.',
    kinds: ['plugin', 'plugin-lsp'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code 2.1.332 checks a plugin\'s `.lsp.json` when it starts: one wrong entry ("File extensions must start with dot", "Unrecognized key", "Invalid option: expected one of \\"stdio\\"|\\"socket\\"", a missing `command`, a `startupTimeout` that is not a whole number above 0…) and the debug log says "LSP config validation failed for .lsp.json" and no server of the file starts ("Total LSP servers loaded: 0"). `claude plugin validate` never reads `.lsp.json` (it passes; only its "Provides" line turns to "not listed"). Inline `lspServers` in plugin.json are checked by validate, which rejects the manifest, and the loader starts none of them either. `lspServers` given as a path (`"./custom-lsp.json"`) is read like `.lsp.json`, in addition to it, and checked the same way (cases `lspServers as a path: …`). Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '{\n  "go": { "command": "gopls", "extensionToLanguage": { "go": "go" }, "transport": "tcp" }\n}\n',
      right: '{\n  "go": { "command": "gopls", "extensionToLanguage": { ".go": "go" }, "transport": "stdio" }\n}\n',
      file: 'my-plugin/.lsp.json',
      context: { 'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Go language server", "author": { "name": "me" } }\n' },
    },
  },
  check(artifact, ctx) {
    const inline = artifact.kind === 'plugin';
    const servers = inline ? pairIn(artifact.root, 'lspServers')?.value : artifact.root;
    if (!servers) return;
    const file = String(artifact.data.inPlugin ?? '.lsp.json');
    if (!inline && servers.type !== 'map') {
      ctx.report({ message: `\`${file}\` must be an object of servers (\`{"name": {"command": …, "extensionToLanguage": {…}}}\`): Claude Code loads no LSP server from it`, range: servers.range, jsonPath: servers.path });
      return;
    }
    const consequence = inline
      ? '`claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all (its loader refuses the manifest)'
      : `Claude Code rejects \`${file}\` ("LSP config validation failed") and starts none of its servers; \`claude plugin validate\` does not read this file`;
    for (const p of serverProblems(servers)) {
      ctx.report({
        message: `${p.message}: ${consequence}`,
        range: p.range,
        jsonPath: p.jsonPath,
        suggestion: p.fix ? { msg: `use \`${p.fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.range, text: JSON.stringify(p.fix) }] } : undefined,
      });
    }
  },
});
