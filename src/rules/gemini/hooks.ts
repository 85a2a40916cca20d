/** Gemini CLI hooks (settings `hooks`, extension `hooks/hooks.json`) it skips. */
import { GEMINI_HOOK_EVENTS, GEMINI_HOOK_TYPES, GEMINI_VERSION } from '../../artifacts/known-values/index.js';
import { parseJsonFile } from '../../artifacts/json.js';
import { artifactsOf } from '../../artifacts/model.js';
import { sourceFile } from '../../artifacts/source.js';
import { getNode, getPair, type TreeNode } from '../../artifacts/tree.js';
import { projectRule, type RuleContext } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';
import { posix } from 'node:path';

function checkHooks(hooks: TreeNode | null | undefined, path: string, ctx: RuleContext) {
  if (hooks?.type !== 'map') return;
  for (const ev of hooks.pairs) {
    if (!GEMINI_HOOK_EVENTS.includes(ev.key)) {
      const fix = certainCorrection(ev.key, GEMINI_HOOK_EVENTS);
      const near = closest(ev.key, GEMINI_HOOK_EVENTS);
      ctx.report({
        path,
        harness: 'gemini',
        message: `Gemini CLI skips the unknown hook event \`${ev.key}\` ("Invalid hook event name")${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: ev.keyRange,
        jsonPath: ev.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: ev.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
      continue;
    }
    if (ev.value?.type !== 'seq') continue;
    for (const group of ev.value.items) {
      const list = getNode(group, 'hooks');
      if (list?.type !== 'seq') continue;
      for (const h of list.items) {
        const type = getPair(h, 'type');
        const value = type?.value?.type === 'scalar' ? type.value.value : undefined;
        if (type && typeof value === 'string' && GEMINI_HOOK_TYPES.includes(value)) continue;
        ctx.report({
          path,
          harness: 'gemini',
          message: `Gemini CLI discards this \`${ev.key}\` hook ("Invalid hook … type: ${String(value)}"): \`type\` must be ${GEMINI_HOOK_TYPES.map((t) => `\`${t}\``).join(' or ')}`,
          range: type?.value?.range ?? h.range,
          jsonPath: type?.path ?? h.path,
        });
      }
    }
  }
}

export default projectRule({
  meta: {
    id: 'gemini/hooks',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI hook under an unknown event or with a handler `type` other than `command`, in `.gemini/settings.json` `hooks` or an extension\'s `hooks/hooks.json`.',
    kinds: ['gemini-settings', 'gemini-extension'],
    harness: 'gemini',
    optIn: false,
    fixable: 'machine',
    rationale: `Events and handler shape: https://geminicli.com/docs/hooks/reference . Observed on Gemini CLI ${GEMINI_VERSION} for settings hooks (fixtures/oracle/gemini/cases.json, case settings): an unknown event prints 'Invalid hook event name: "BeforeTol" from project config. Skipping.' and a handler of another type prints "Invalid hook BeforeTool from project type: cmd" then "Discarding invalid hook configuration"; the rest of the session runs without those hooks. \`gemini extensions validate\` accepts an extension whose hooks/hooks.json has either mistake (case extensions); that the extension's hooks are then skipped the same way is documented, not observed (the extension is not installed by the probe).`,
    examples: {
      file: '.gemini/settings.json',
      wrong: '{\n  "hooks": {\n    "BeforeTol": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
      right: '{\n  "hooks": {\n    "BeforeTool": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
    },
  },
  check(project, ctx) {
    for (const s of artifactsOf(project, 'gemini-settings')) checkHooks(getNode(s.root, 'hooks'), s.path, ctx);
    for (const e of artifactsOf(project, 'gemini-extension')) {
      const dir = posix.dirname(e.path);
      const path = dir === '.' ? 'hooks/hooks.json' : `${dir}/hooks/hooks.json`;
      const text = project.readText(path);
      if (text === undefined) continue;
      checkHooks(getNode(parseJsonFile(sourceFile(path, posix.join(project.root, path), text)).root, 'hooks'), path, ctx);
    }
  },
});
