/** A `.codex/hooks.json` Codex skips whole: the first shape error in it makes Codex drop every hook of the file. */
import { CODEX_HOOKS_ROOT_KEYS, CODEX_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { hookShapeProblems } from '../lib/hook-entries.js';

export default artifactRule({
  meta: {
    id: 'codex/hooks-file-invalid',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `.codex/hooks.json` Codex skips whole: a root key other than `description`/`hooks`, a known event whose value is not a list, a matcher group that is not an object or whose `matcher` is not a string or whose `hooks` is not a list, a handler that is not an object, or a handler without `type`, with an unknown `type`, a `command` handler without a string `command`, or a `timeout` that is not a whole number.',
    kinds: ['codex-hooks'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-unknown-root\`, \`hooks-root-number\`, \`hooks-root-array\`, \`hooks-event-object\`, \`hooks-group-number\`, \`hooks-handler-no-type\`, \`hooks-handler-bad-type\`, \`hooks-handler-no-command\`, \`hooks-timeout-string\`, \`hooks-event-type-*\`; and the mutation probe, oracle/codex/mutations.json \`codex-hooks:/hooks/SessionStart/0/matcher:type:number\`, \`codex-hooks:/hooks/SessionStart/0/hooks:type:object\`, \`codex-hooks:/hooks/SessionStart/0/hooks/0:type:string\`, \`codex-hooks:/hooks/SessionStart/0/hooks/0/command:type:number\`): \`codex exec\` prints "warning: failed to parse hooks config .codex/hooks.json: …" and runs none of the file's hooks. Unknown keys in a matcher group or a handler are ignored, and so is the value of an event Codex does not know. Codex reads the file only in a trusted project (\`hooks-project-untrusted\`), so this is what a trusted project gets.`,
    examples: {
      file: '.codex/hooks.json',
      wrong: '{\n  "$schema": "https://example.com/hooks.json",\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
      right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const skipped = (why: string) => `Codex skips this whole hooks file: ${why}; it warns "failed to parse hooks config .codex/hooks.json" and runs none of its hooks`;
    const root = artifact.root;
    if (root?.type !== 'map') {
      ctx.report({ message: skipped('it must be a JSON object'), range: root?.range ?? firstLine(artifact.file) });
      return;
    }
    for (const p of root.pairs) {
      if (CODEX_HOOKS_ROOT_KEYS.includes(p.key)) continue;
      ctx.report({ message: skipped(`unknown root key \`${p.key}\` ("unknown field \`${p.key}\`, expected \`description\` or \`hooks\`")`), range: p.keyRange, jsonPath: p.path });
    }
    for (const p of hookShapeProblems(artifact)) ctx.report({ message: skipped(p.why), range: p.range, jsonPath: p.jsonPath });
  },
});
