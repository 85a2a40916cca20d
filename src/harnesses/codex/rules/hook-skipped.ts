/** Handlers in `.codex/hooks.json` or `[hooks]` of `.codex/config.toml` that Codex parses but skips with a warning: an empty command, a `prompt` or `agent` hook. */
import { CODEX_HOOK_UNSUPPORTED_TYPES, CODEX_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { codexHookHandlers } from '../lib/hook-entries.js';

export default artifactRule({
  meta: {
    id: 'codex/hook-skipped',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A hook in `.codex/hooks.json` or in `[hooks]` of `.codex/config.toml` that Codex skips: a `command` handler whose command is empty, or a `prompt` or `agent` handler (not supported yet).',
    kinds: ['codex-hooks', 'codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-empty-command\`, \`hooks-prompt-type\`, \`hooks-agent-type\`, \`config-hooks-empty-command\`, \`config-hooks-prompt-type\`; a command of spaces only: oracle/codex/mutations.json \`codex-hooks:/hooks/SessionStart/0/hooks/0/command:whitespace\`): \`codex exec\` warns "skipping empty hook command in …/.codex/hooks.json" (or "… in .codex/config.toml") or "skipping prompt hook in …: prompt hooks are not supported yet" and runs the other hooks.`,
    examples: {
      file: '.codex/hooks.json',
      wrong: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "prompt", "prompt": "Check the tests pass"}]}]\n  }\n}\n',
      right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    for (const h of codexHookHandlers(artifact)) {
      const type = getPair(h, 'type');
      const t = type?.value?.type === 'scalar' ? type.value.value : null;
      if (typeof t === 'string' && CODEX_HOOK_UNSUPPORTED_TYPES.includes(t)) {
        ctx.report({ message: `Codex skips this hook: "${t} hooks are not supported yet"`, range: type!.value!.range, jsonPath: type!.path, subject: h.path });
        continue;
      }
      const command = getPair(h, 'command');
      if (t === 'command' && command?.value?.type === 'scalar' && typeof command.value.value === 'string' && command.value.value.trim() === '') {
        ctx.report({ message: 'Codex skips this hook: "skipping empty hook command"', range: command.value.range, jsonPath: command.path, subject: h.path });
      }
    }
  },
});
