/** `.cursor/hooks.json` of the wrong shape: `version`, `hooks`, and each hook definition's options. */
import { CURSOR_DOCS_HOOKS, CURSOR_HOOK_TYPES } from '../known-values.js';
import { getPair, scalarString, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { hookEvents } from '../../../rules/shared/hook-entries.js';
import { isScalar as is, openingBrace, reportShape } from '../lib/json-shape.js';

const wrong = (ctx: RuleContext, v: TreeNode, what: string, want: string) => reportShape(ctx, v, what, want, CURSOR_DOCS_HOOKS);

/** One hook definition: `{command, type?, timeout?, loop_limit?, failClosed?, matcher?}`. */
function checkDefinition(ctx: RuleContext, event: string, def: TreeNode) {
  if (def.type !== 'map') return wrong(ctx, def, `a \`${event}\` hook`, 'an object with `command`');
  const type = getPair(def, 'type');
  const typeName = (is(type?.value, 'string') && scalarString(type!.value)) || 'command';
  if (type?.value && !(CURSOR_HOOK_TYPES as readonly string[]).includes(typeName)) wrong(ctx, type.value, '`type`', '`"command"` or `"prompt"`');
  // A prompt hook carries its text in `prompt`; every other hook runs `command`.
  const body = typeName === 'prompt' ? 'prompt' : 'command';
  const text = getPair(def, body);
  if (!text) {
    if (typeName === 'command') ctx.report({ message: `this \`${event}\` hook has no \`command\`, which is required: it runs nothing (documented: ${CURSOR_DOCS_HOOKS})`, range: openingBrace(def), jsonPath: def.path });
  } else if (text.value && !is(text.value, 'string')) wrong(ctx, text.value, `\`${body}\``, 'a string');
  const timeout = getPair(def, 'timeout')?.value;
  if (timeout && !is(timeout, 'number')) wrong(ctx, timeout, '`timeout`', 'a number of seconds');
  const failClosed = getPair(def, 'failClosed')?.value;
  if (failClosed && !is(failClosed, 'boolean')) wrong(ctx, failClosed, '`failClosed`', '`true` or `false`');
  const loop = getPair(def, 'loop_limit')?.value;
  if (loop && !(is(loop, 'number') || (loop.type === 'scalar' && loop.value === null))) wrong(ctx, loop, '`loop_limit`', 'a number or `null`');
}

export default artifactRule({
  meta: {
    id: 'cursor/hooks-schema',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`.cursor/hooks.json` of the wrong shape: `version` not a number, `hooks` not an object of arrays, or a hook definition without a string `command`, with an unknown `type`, or with `timeout`/`failClosed`/`loop_limit` of the wrong type.',
    kinds: ['cursor-hooks'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_HOOKS}): the file is \`{"version": 1, "hooks": {<hook name>: [<definition>, …]}}\`; \`version\` is a number (default \`1\`); each definition has \`command\` (string, required), \`type\` (\`"command"\` or \`"prompt"\`), \`timeout\` (number, seconds), \`loop_limit\` (number or \`null\`), \`failClosed\` (boolean) and \`matcher\`. What Cursor does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/hooks.json',
      wrong: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh", "timeout": "30" }]\n  }\n}\n',
      right: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": ".cursor/hooks/format.sh", "timeout": 30 }]\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') {
      if (root) wrong(ctx, root, '`.cursor/hooks.json`', 'an object with `version` and `hooks`');
      return;
    }
    const version = getPair(root, 'version')?.value;
    if (version && !is(version, 'number')) wrong(ctx, version, '`version`', 'a number (`1`)');
    const hooks = getPair(root, 'hooks');
    if (!hooks) {
      ctx.report({ message: `\`.cursor/hooks.json\` has no \`hooks\` object, so it defines no hook (documented: ${CURSOR_DOCS_HOOKS})`, range: openingBrace(root) });
      return;
    }
    if (hooks.value && hooks.value.type !== 'map') return wrong(ctx, hooks.value, '`hooks`', 'an object of hook names to arrays');
    for (const e of hookEvents(artifact)) {
      if (!e.value) continue;
      if (e.value.type !== 'seq') wrong(ctx, e.value, `\`${e.key}\``, 'an array of hook definitions');
      else for (const def of e.value.items) checkDefinition(ctx, e.key, def);
    }
  },
});
