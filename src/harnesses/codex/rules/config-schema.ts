/** `.codex/config.toml` problems that stop Codex: every command fails to start in a trusted project. */
import { CODEX_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { hookShapeProblems } from '../lib/hook-entries.js';
import { mcpServerProblems } from '../lib/mcp-servers.js';
import { configTypeProblems } from '../lib/config-types.js';

const FATAL = 'Codex refuses to start in this project (when trusted)';

export default artifactRule({
  meta: {
    id: 'codex/config-schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A project `.codex/config.toml` that stops every Codex command: not valid TOML, a value of the wrong type or outside its closed set (checked key by key against Codex\'s configuration schema), an MCP server with no transport, keys of both transports or a literal `bearer_token`, or an inline `[hooks]` table of the wrong shape.',
    kinds: ['codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Codex reads \`.codex/config.toml\` only in a trusted project (https://developers.openai.com/codex/config-reference), and then deserialises it before anything else. Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-toml-error\`, \`config-wrong-type\`, \`config-wrong-type-top\`, \`config-mcp-no-transport\`, \`config-mcp-both\`, \`config-mcp-http-stdio-key\`, \`config-mcp-headers-helper-stdio\`, \`config-mcp-bearer-token\`, \`config-mcp-bearer-token-stdio\`, \`config-mcp-startup-readiness\`, \`config-mcp-type-<key>\`; \`config-hooks-event-type\`, \`config-hooks-group-number\`, \`config-hooks-not-table\`, \`config-hooks-handler-no-type\`, \`config-hooks-bad-type\`, \`config-hooks-timeout-string\`): \`codex exec\`, \`codex mcp list\` and \`codex debug prompt-input\` all exit 1 with "failed to load bootstrap configuration" / "Error loading config.toml: invalid type: integer \`42\`, expected a string in \`mcp_servers.bad.url\`", "invalid transport", "url is not supported for stdio", "args is not supported for streamable_http", "bearer_token is not supported for stdio". An event given an empty list in \`[hooks]\` is accepted (\`config-hooks-empty-event\`). A mistake in an inline \`[hooks]\` table is just as fatal ("missing field \`type\` in \`hooks\`"), whereas the same mistake in \`.codex/hooks.json\` only makes Codex skip that file (codex/hooks-file-invalid). In an untrusted project the same file is not read at all (\`config-wrong-type-untrusted\`). Every top-level key is checked against the type Codex's configuration schema (config.schema.json of openai/codex) gives it, each checked on ${CODEX_VERSION}: the mutation probe (oracle/codex/mutations.json, e.g. \`codex-config:/hide_agent_reasoning:type:string\`, \`codex-config:/approval_policy:unknown-enum\`, \`codex-config:/history/persistence:unknown-enum\`, \`codex-config:/project_doc_max_bytes:negative\`) records "invalid type: string \"x\", expected a boolean", "unknown variant \`zz-unknown-value\`, expected one of \`untrusted\`, …" and "invalid value: integer \`-1\`, expected usize", each fatal. Keys a project file may not set (\`notify\`, \`model_provider\`, …) are dropped before their value is read (\`codex-config:/notify:add\`): codex/config-unknown-key reports them instead.`,
    examples: {
      file: '.codex/config.toml',
      wrong: '[mcp_servers.docs]\nurl = 42\n',
      right: '[mcp_servers.docs]\nurl = "http://127.0.0.1:8080/mcp"\n',
    },
  },
  check(artifact, ctx) {
    const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
    if (err) {
      ctx.report({ message: `${FATAL}: this file is not valid TOML (${err.message})`, range: err.range });
      return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const v of configTypeProblems(root)) {
      ctx.report({
        message: `${FATAL}: ${v.message}`,
        range: v.range,
        jsonPath: v.jsonPath,
        suggestion: v.fix ? { msg: `use \`${v.fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(v.fix) }] } : undefined,
      });
    }
    for (const p of mcpServerProblems(artifact)) ctx.report({ message: `${FATAL}: ${p.message}`, range: p.range, jsonPath: p.jsonPath });
    for (const p of hookShapeProblems(artifact)) ctx.report({ message: `${FATAL}: in \`[hooks]\`, ${p.why}`, range: p.range, jsonPath: p.jsonPath });
  },
});
