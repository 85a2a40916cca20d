#!/usr/bin/env node
// The IN-AGENT oracle probe: agentlint as a plugin of the harness itself. The pinned harness, driven by its
// loopback model stub, writes a file; agentlint's plugin runs its hook on the write; the case records what the
// harness sends the model next. A broken agent must come back with its finding; a clean agent, or a file that is not
// an agent definition, with nothing from agentlint. The plugins (docs/in-your-agent.md):
// - Claude Code: plugins/agentlint/ (listed by .claude-plugin/marketplace.json; its `dist` links to dist/cli);
// - Copilot CLI: the repository root (.github/plugin/plugin.json, plugin/copilot/);
// - Gemini CLI: the repository root (gemini-extension.json, hooks/hooks.json, plugin/gemini/).
// A case may also call agentlint's MCP tools after the write (`then`, or `calls` for Claude Code).
// The hook and the server run the repository's bundle (dist/cli/index.js): after a change to src/, `npm run
// package` first.
//
//   node oracle/in-agent.mjs claude-code|gemini|copilot [--check] [--cases=<id>|<id>]
//
// Golden files: oracle/<harness>/in-agent.json. Case kinds:
// - `validate` (a path of this repository): the harness's own check of the shipped plugin;
// - `install`: a clone of the repository installed as users do, then (with `write`) a session with it;
// - otherwise `files` (the project before the run) and `write` ({ path, content }: the write the stub's first answer
//   makes). Claude Code records `observed.afterWrite`, every message of the next request after the Write call as role
//   and texts (a tool result marked as such); with `calls` ({ name, input } in order, `allowedTools` for their
//   permission) `observed.lastResult`, the texts of the last call's result. Gemini CLI records `agentlintTools` (the
//   agentlint tools offered to the model), `context` (whether the extension's context file reached it) and
//   `afterWrite` (the function responses of the last request, in order); Copilot CLI `agentlintTools` and
//   `afterWrite` (the tool messages of the last request). The project folder is written `<project>`.
// Offline: dummy keys, loopback stubs, throwaway HOMEs, bounded runs.
// Each harness's module is its folder's in-agent.mjs (./claude-code/, ./gemini/, ./copilot/); shared code in
// ./lib/in-agent-common.mjs.
const HARNESSES = {
  'claude-code': async () => (await import('./claude-code/in-agent.mjs')).claudeCode(),
  gemini: async () => (await import('./gemini/in-agent.mjs')).gemini(),
  copilot: async () => (await import('./copilot/in-agent.mjs')).copilot(),
};
const harness = process.argv[2];
if (!HARNESSES[harness]) {
  console.error(`in-agent-probe: name the harness: ${Object.keys(HARNESSES).join(', ')}`);
  process.exit(2);
}
await HARNESSES[harness]();
