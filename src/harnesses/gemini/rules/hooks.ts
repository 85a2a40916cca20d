/** Gemini CLI hooks (settings `hooks`, extension `hooks/hooks.json`) it skips. */
import { GEMINI_HOOK_EVENTS, GEMINI_HOOK_TYPES, GEMINI_HOOKS_CONFIG_KEYS, GEMINI_VERSION } from '../known-values.js';
import { parseJsonFile } from '../../../artifacts/json.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { sourceFile } from '../../../artifacts/source.js';
import type { Range } from '../../../artifacts/source.js';
import { getNode, getPair, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule, type RuleContext } from '../../../diagnostics/rule.js';
import { shownValue } from '../../../rules/shared/json-type.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { posix } from 'node:path';

/** Hook events written under `hooksConfig` (its switches are enabled/disabled/notifications) never run (case hooks-config). */
function checkHooksConfig(config: TreeNode | null | undefined, path: string, ctx: RuleContext) {
  if (config?.type !== 'map') return;
  for (const p of config.pairs) {
    if (GEMINI_HOOKS_CONFIG_KEYS.includes(p.key)) continue;
    const event = GEMINI_HOOK_EVENTS.includes(p.key);
    ctx.report({
      path,
      harness: 'gemini',
      effect: 'ignored',
      message: event
        ? `Gemini CLI never runs the \`${p.key}\` hooks written under \`hooksConfig\`: it says nothing; hook events go under \`hooks\` (\`hooksConfig\` only holds \`enabled\`, \`disabled\` and \`notifications\`)`
        : `\`${p.key}\` is not a \`hooksConfig\` switch (\`enabled\`, \`disabled\`, \`notifications\`): Gemini CLI says nothing about it`,
      range: p.keyRange,
      jsonPath: p.path,
      level: event ? 'error' : 'warn',
    });
  }
}

const shape = (n: TreeNode | null | undefined) => shownValue(n, 'an array');

function checkHooks(hooks: TreeNode | null | undefined, path: string, ctx: RuleContext, fromExtension = false) {
  if (hooks?.type !== 'map') return;
  for (const ev of hooks.pairs) {
    if (!GEMINI_HOOK_EVENTS.includes(ev.key)) {
      const fix = certainCorrection(ev.key, GEMINI_HOOK_EVENTS);
      const near = closest(ev.key, GEMINI_HOOK_EVENTS);
      ctx.report({
        path,
        harness: 'gemini',
        effect: 'ignored',
        message: `Gemini CLI skips the unknown hook event \`${ev.key}\` ("Invalid hook event name")${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: ev.keyRange,
        jsonPath: ev.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: ev.keyRange, text: JSON.stringify(fix) }] } : undefined,
      });
      continue;
    }
    // Shapes the settings schema checks: "Invalid configuration … Error in: hooks.BeforeTool[0].matcher" (the mutation
    // probe, oracle/gemini/mutations.json, `gemini-settings:/hooks/…`).
    // Recorded for settings.json only: an extension's hooks.json is said to follow the same schema.
    const seen = fromExtension ? ' (observed for settings.json; not for an extension\'s hooks.json)' : '';
    const said = fromExtension ? 'In settings.json Gemini CLI reports "Invalid configuration" (not observed for an extension\'s hooks.json)' : 'Gemini CLI reports "Invalid configuration"';
    const invalid = (n: TreeNode | null | undefined, at: { keyRange: Range; path: string } | TreeNode, what: string) =>
      ctx.report({ path, harness: 'gemini', message: `${said} for ${what}`, range: n?.range ?? ('keyRange' in at ? at.keyRange : at.range), jsonPath: at.path });
    if (ev.value?.type !== 'seq') {
      invalid(ev.value, ev, `\`hooks.${ev.key}\`: it must be an array of hook definitions, not ${shape(ev.value)}`);
      continue;
    }
    for (const group of ev.value.items) {
      if (group.type !== 'map') {
        invalid(group, group, `a \`${ev.key}\` entry: it must be an object (\`{ "matcher": …, "hooks": [...] }\`), not ${shape(group)}`);
        continue;
      }
      const matcher = getPair(group, 'matcher');
      if (matcher && !(matcher.value?.type === 'scalar' && typeof matcher.value.value === 'string')) invalid(matcher.value, matcher, `\`matcher\`: it must be a string, not ${shape(matcher.value)}`);
      const listPair = getPair(group, 'hooks');
      if (!listPair) {
        ctx.report({ path, harness: 'gemini', effect: 'ignored', message: `Gemini CLI discards this \`${ev.key}\` definition ("Discarding invalid hook definition"): it has no \`hooks\` list${seen}`, range: group.range, jsonPath: group.path });
        continue;
      }
      const list = listPair.value;
      if (list?.type !== 'seq') {
        invalid(list, listPair, `\`hooks\` of a \`${ev.key}\` entry: it must be an array, not ${shape(list)}`);
        continue;
      }
      for (const h of list.items) {
        const command = getPair(h, 'command');
        const cv = command?.value?.type === 'scalar' ? command.value.value : undefined;
        if (command && typeof cv !== 'string') invalid(command.value, command, `\`command\`: it must be a string, not ${shape(command.value)}`);
        else if (h.type === 'map' && (!command || cv === '')) {
          ctx.report({ path, harness: 'gemini', effect: 'ignored', message: `Gemini CLI discards this \`${ev.key}\` hook ("Discarding invalid hook configuration"): it has no \`command\` to run${seen}`, range: command?.value?.range ?? h.range, jsonPath: command?.path ?? h.path, subject: h.path });
        }
        const timeout = getPair(h, 'timeout');
        if (timeout && !(timeout.value?.type === 'scalar' && typeof timeout.value.value === 'number')) invalid(timeout.value, timeout, `\`timeout\`: it must be a number (milliseconds), not ${shape(timeout.value)}`);
        const type = getPair(h, 'type');
        const value = type?.value?.type === 'scalar' ? type.value.value : undefined;
        if (type && typeof value === 'string' && GEMINI_HOOK_TYPES.includes(value)) continue;
        if (type && typeof value !== 'string') {
          invalid(type.value, type, `\`type\`: it must be a string (\`command\`), not ${shape(type.value)}`);
          continue;
        }
        ctx.report({
          path,
          harness: 'gemini',
          effect: 'ignored',
          message: `Gemini CLI discards this \`${ev.key}\` hook ("Invalid hook … type: ${String(value)}"): \`type\` must be ${GEMINI_HOOK_TYPES.map((t) => `\`${t}\``).join(' or ')}`,
          range: type?.value?.range ?? h.range,
          jsonPath: type?.path ?? h.path,
          subject: h.path,
        });
      }
    }
  }
}

export default projectRule({
  meta: {
    id: 'gemini/hooks',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI hook under an unknown event, with a handler `type` other than `command`, without a `command` or `hooks` list, or of the wrong shape, in `.gemini/settings.json` `hooks` or an extension\'s `hooks/hooks.json`; hook events written under `hooksConfig`.',
    kinds: ['gemini-settings', 'gemini-extension'],
    harness: 'gemini',
    optIn: false,
    fixable: 'machine',
    rationale: `Events and handler shape: https://geminicli.com/docs/hooks/reference . Observed on Gemini CLI ${GEMINI_VERSION} for settings hooks (oracle/gemini/cases.json, case settings): an unknown event prints 'Invalid hook event name: "BeforeTol" from project config. Skipping.' and a handler of another type prints "Invalid hook BeforeTool from project type: cmd" then "Discarding invalid hook configuration"; the rest of the session runs without those hooks. \`gemini extensions validate\` accepts an extension whose hooks/hooks.json has either mistake (case extensions); that the extension's hooks are then skipped the same way is documented, not observed (the extension is not installed by the probe). Hook events written under \`hooksConfig\` never run and nothing is printed (case hooks-config: a \`SessionStart\` hook under \`hooks\` ran, the same under \`hooksConfig\` did not). The shapes the settings schema rejects (\`matcher\`, \`command\`, \`timeout\` types) and the definitions Gemini discards (no \`hooks\` list, no \`command\`) come from the mutation probe (mutations.json, \`gemini-settings:/hooks/…\`).`,
    examples: {
      file: '.gemini/settings.json',
      wrong: '{\n  "hooks": {\n    "BeforeTol": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
      right: '{\n  "hooks": {\n    "BeforeTool": [{ "hooks": [{ "type": "command", "command": "./check.sh" }] }]\n  }\n}\n',
    },
  },
  check(project, ctx) {
    for (const s of artifactsOf(project, 'gemini-settings')) {
      checkHooks(getNode(s.root, 'hooks'), s.path, ctx);
      checkHooksConfig(getNode(s.root, 'hooksConfig'), s.path, ctx);
    }
    for (const e of artifactsOf(project, 'gemini-extension')) {
      const dir = posix.dirname(e.path);
      const path = dir === '.' ? 'hooks/hooks.json' : `${dir}/hooks/hooks.json`;
      const text = project.readText(path);
      if (text === undefined) continue;
      checkHooks(getNode(parseJsonFile(sourceFile(path, text)).root, 'hooks'), path, ctx, true);
    }
  },
});
