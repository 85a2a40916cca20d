/** A `.codex/hooks.json` Codex skips whole: the first shape error in it makes Codex drop every hook of the file. */
import { CODEX_HOOK_EVENTS, CODEX_HOOK_TYPES, CODEX_HOOKS_ROOT_KEYS, CODEX_VERSION } from '../../artifacts/known-values/index.js';
import { firstLine, type Range } from '../../artifacts/source.js';
import { getPair, type MapNode, type TreeNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { codexHookEvents, codexHookHandlers } from './hooks.js';

const isSeq = (n: TreeNode | null | undefined) => n?.type === 'seq';
const isEmptySeq = (n: TreeNode | null | undefined) => n?.type === 'seq' && n.items.length === 0;
const isUnsigned = (n: TreeNode | null | undefined) => n?.type === 'scalar' && typeof n.value === 'number' && Number.isInteger(n.value) && n.value >= 0;

/** Handler problems, in Codex's words ("missing field `command`", "unknown variant `shell`", "expected u64"). */
function handlerProblems(h: MapNode): { why: string; range: Range; jsonPath: string }[] {
  const type = getPair(h, 'type');
  if (!type) return [{ why: 'a handler has no `type` ("missing field `type`")', range: h.range, jsonPath: h.path }];
  const t = type.value?.type === 'scalar' ? type.value.value : null;
  if (typeof t !== 'string' || !CODEX_HOOK_TYPES.includes(t)) {
    const types = CODEX_HOOK_TYPES.map((x) => `\`${x}\``).join(', ');
    return [{ why: `\`type\` must be one of ${types} ("unknown variant")`, range: type.value?.range ?? type.keyRange, jsonPath: type.path }];
  }
  const out = [];
  if (t === 'command' && !getPair(h, 'command')) out.push({ why: 'a `command` handler has no `command` ("missing field `command`")', range: h.range, jsonPath: h.path });
  const timeout = getPair(h, 'timeout');
  if (timeout && !isUnsigned(timeout.value)) out.push({ why: '`timeout` must be a whole number of seconds ("expected u64")', range: timeout.value?.range ?? timeout.keyRange, jsonPath: timeout.path });
  return out;
}

export default artifactRule({
  meta: {
    id: 'codex/hooks-file-invalid',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `.codex/hooks.json` Codex skips whole: a root key other than `description`/`hooks`, a known event whose value is not a list, a matcher group that is not an object, or a handler without `type`, with an unknown `type`, a `command` handler without `command`, or a `timeout` that is not a whole number.',
    kinds: ['codex-hooks'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (fixtures/oracle/codex/cases.json, cases \`hooks-unknown-root\`, \`hooks-root-number\`, \`hooks-root-array\`, \`hooks-event-object\`, \`hooks-group-number\`, \`hooks-handler-no-type\`, \`hooks-handler-bad-type\`, \`hooks-handler-no-command\`, \`hooks-timeout-string\`, \`hooks-event-type-*\`): \`codex exec\` prints "warning: failed to parse hooks config .codex/hooks.json: …" and runs none of the file's hooks. Unknown keys in a matcher group or a handler are ignored, and so is the value of an event Codex does not know. Codex reads the file only in a trusted project (\`hooks-project-untrusted\`), so this is what a trusted project gets.`,
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
    const hooks = getPair(root, 'hooks');
    // `"hooks": []` is accepted (case `hooks-root-empty-array`): it simply holds no hooks.
    if (hooks && hooks.value?.type !== 'map' && !isEmptySeq(hooks.value)) {
      ctx.report({ message: skipped('`hooks` must be an object of events ("invalid type")'), range: hooks.value?.range ?? hooks.keyRange, jsonPath: hooks.path });
      return;
    }
    for (const e of codexHookEvents(artifact)) {
      if (!CODEX_HOOK_EVENTS.includes(e.key)) continue;
      if (!isSeq(e.value)) {
        ctx.report({ message: skipped(`the value of \`${e.key}\` must be a list of matcher groups ("expected a sequence")`), range: e.value?.range ?? e.keyRange, jsonPath: e.path });
        continue;
      }
      for (const group of e.value!.type === 'seq' ? e.value!.items : []) {
        if (group.type !== 'map') ctx.report({ message: skipped(`each entry of \`${e.key}\` must be a matcher group object ("expected struct MatcherGroup")`), range: group.range, jsonPath: group.path });
      }
    }
    for (const h of codexHookHandlers(artifact)) {
      for (const p of handlerProblems(h)) ctx.report({ message: skipped(p.why), range: p.range, jsonPath: p.jsonPath });
    }
  },
});
