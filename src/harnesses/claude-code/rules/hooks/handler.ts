import { HOOK_EVENTS, HOOK_EVENTS_COMMAND_ONLY, HOOK_EVENTS_WITH_PROMPT_HANDLERS, HOOK_HANDLER_REQUIRED, HOOK_HANDLER_TYPES } from '../../known-values/claude-code.js';
import type { SourceFile } from '../../../../artifacts/source.js';
import { getPair, scalarString, type MapNode, type Pair, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../../diagnostics/rule.js';
import { certainCorrection, didYouMean, listOf } from '../../../../diagnostics/suggest.js';
import { HOOK_KINDS, hooksMap } from '../../lib/hooks-walk.js';

/** The range of a mapping's opening brace. */
const brace = (file: SourceFile, n: MapNode) => file.lines.range(n.range.start.offset, n.range.start.offset + 1);

/** One event's value: an array of `{ "matcher", "hooks": [...] }` groups. */
function checkEvent(ctx: RuleContext, file: SourceFile, event: Pair) {
  const v = event.value;
  if (!v) return;
  if (v.type !== 'seq') {
    ctx.report({ message: `\`${event.key}\` must be an array of \`{ "matcher", "hooks": [...] }\` groups: Claude Code runs none of these hooks`, range: v.range, jsonPath: event.path });
    return;
  }
  for (const group of v.items) checkGroup(ctx, file, event, group);
}

function checkGroup(ctx: RuleContext, file: SourceFile, event: Pair, group: TreeNode) {
  if (group.type !== 'map') {
    ctx.report({ message: 'a hook group must be an object `{ "matcher", "hooks": [...] }`: Claude Code ignores it', range: group.range, jsonPath: group.path });
    return;
  }
  const hooks = getPair(group, 'hooks');
  if (!hooks || !hooks.value || hooks.value.type !== 'seq') {
    const looksLikeHandler = getPair(group, 'type') || getPair(group, 'command');
    ctx.report({
      message: looksLikeHandler
        ? `this entry of \`${event.key}\` is a handler, not a matcher group: Claude Code expects groups \`{ "matcher": ..., "hooks": [ handler ] }\`, so the hook never runs`
        : `hook group has no \`hooks\` array: Claude Code runs nothing for it`,
      range: hooks ? (hooks.value ? hooks.value.range : hooks.keyRange) : brace(file, group),
      jsonPath: hooks?.path ?? group.path,
      help: 'wrap handlers as `{ "matcher": "Bash", "hooks": [ { "type": "command", "command": "..." } ] }`',
    });
    return;
  }
  for (const h of hooks.value.items) checkHandler(ctx, file, event.key, h);
}

function checkHandler(ctx: RuleContext, file: SourceFile, eventName: string, h: TreeNode) {
  if (h.type !== 'map') {
    ctx.report({ message: 'a hook handler must be an object with a `type`: Claude Code skips it', range: h.range, jsonPath: h.path });
    return;
  }
  const typePair = getPair(h, 'type');
  const type = knownType(ctx, file, h, typePair);
  if (type === undefined) return;
  const typeValue = typePair!.value!;
  requiredFields(ctx, h, type, typeValue);
  if (HOOK_EVENTS.includes(eventName)) eventRunsType(ctx, eventName, type, typePair!, typeValue);
}

/** The handler's `type` when it is a known one; else reported, and undefined. */
function knownType(ctx: RuleContext, file: SourceFile, h: MapNode, typePair: Pair | undefined): string | undefined {
  const type = scalarString(typePair?.value);
  if (!typePair || !typePair.value || type === undefined) {
    ctx.report({
      message: `hook handler has no \`type\` (${listOf(HOOK_HANDLER_TYPES)}): Claude Code skips it`,
      range: typePair ? typePair.keyRange : brace(file, h),
      jsonPath: `${h.path}.type`,
      subject: h.path,
      suggestion:
        !typePair && h.flow && getPair(h, 'command') && h.pairs[0]
          ? { msg: 'add `"type": "command"`', applicability: 'MaybeIncorrect', edits: [{ path: file.path, range: h.pairs[0].range, text: `"type": "command", ${file.text.slice(h.pairs[0].range.start.offset, h.pairs[0].range.end.offset)}` }] }
          : undefined,
    });
    return undefined;
  }
  if (!HOOK_HANDLER_TYPES.includes(type)) {
    const fixed = certainCorrection(type, HOOK_HANDLER_TYPES);
    ctx.report({
      message: `unknown hook handler type \`${type}\`${didYouMean(type, HOOK_HANDLER_TYPES)}: Claude Code skips this handler`,
      range: typePair.value.range,
      jsonPath: typePair.path,
      subject: h.path,
      help: `handler types: ${listOf(HOOK_HANDLER_TYPES)}`,
      suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [{ path: file.path, range: typePair.value.range, text: typeText(file.text, typePair.value.range.start.offset, fixed) }] } : undefined,
    });
    return undefined;
  }
  return type;
}

/** The fields a handler of `type` needs (`command`, `url`, …): missing, null or empty. */
function requiredFields(ctx: RuleContext, h: MapNode, type: string, typeValue: TreeNode) {
  const missing = (HOOK_HANDLER_REQUIRED[type] ?? []).filter((f) => {
    const p = getPair(h, f);
    return !p || !p.value || (p.value.type === 'scalar' && (p.value.value === null || p.value.value === ''));
  });
  // An empty string loads without a word (mutations.json `hooks:/hooks/PreToolUse/0/hooks/0/command:empty`): a warning.
  const onlyEmpty = missing.length > 0 && missing.every((f) => { const v = getPair(h, f)?.value; return v?.type === 'scalar' && v.value === ''; });
  if (onlyEmpty) {
    ctx.report({
      message: `${listOf(missing, 'and')} of this \`${type}\` hook is empty: it has nothing to run (Claude Code 2.1.332 loads it without a message)`,
      range: getPair(h, missing[0]!)!.value!.range,
      jsonPath: `${h.path}.${missing[0]}`,
      subject: h.path,
      level: 'warn',
    });
  } else if (missing.length > 0) {
    ctx.report({
      message: `a \`${type}\` hook needs ${listOf(missing, 'and')}: Claude Code skips this handler`,
      // At the field when it is written (`"command": null`), else at the type.
      range: getPair(h, missing[0]!)?.value?.range ?? typeValue.range,
      jsonPath: h.path,
      help: `add ${missing.map((m) => `\`"${m}"\``).join(' and ')} to the handler`,
    });
  }
}

/** A handler type the (known) event does not run. */
function eventRunsType(ctx: RuleContext, eventName: string, type: string, typePair: Pair, typeValue: TreeNode) {
  const promptLike = type === 'prompt' || type === 'agent';
  if (promptLike && !HOOK_EVENTS_WITH_PROMPT_HANDLERS.includes(eventName)) {
    ctx.report({
      message: `\`${eventName}\` does not run \`${type}\` hooks (only ${listOf(HOOK_EVENTS_WITH_PROMPT_HANDLERS, 'and', 20)} do): Claude Code skips this handler`,
      range: typeValue.range,
      jsonPath: typePair.path,
      subject: typePair.path.slice(0, typePair.path.lastIndexOf('.')),
      help: 'use a `command` hook for this event',
    });
  } else if (HOOK_EVENTS_COMMAND_ONLY.includes(eventName) && (type === 'http' || promptLike)) {
    ctx.report({
      message: `\`${eventName}\` runs only \`command\` hooks: Claude Code skips this \`${type}\` handler`,
      range: typeValue.range,
      // The hooks reference is terse on http handlers here: a warning, not a load error.
      level: type === 'http' ? 'warn' : undefined,
      jsonPath: typePair.path,
      subject: typePair.path.slice(0, typePair.path.lastIndexOf('.')),
      help: 'use a `command` hook for this event',
    });
  }
}

export default artifactRule({
  meta: {
    id: 'hooks/handler',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hook handler with an unknown `type`, without its required field (command, url, server+tool, prompt), or of a type its event does not run.',
    kinds: HOOK_KINDS,
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code skips a hook handler it cannot run: an unknown `type`, a `command` handler without `command`, an `http` handler without `url`, an `mcp_tool` handler without `server` and `tool`, a `prompt` or `agent` handler without `prompt`, or a handler type the event does not support (`prompt` and `agent` handlers only run on decision events such as PreToolUse or Stop; SessionStart and Setup run command handlers only). Handlers placed directly under the event, without a `{ "matcher", "hooks": [...] }` group, are not read at all.',
    examples: {
      wrong: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "shell", "cmd": "./guard.sh" } ] } ] } }',
      right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
      file: '.claude/settings.json',
    },
  },
  check(artifact, ctx) {
    const map = hooksMap(artifact);
    if (!map) return;
    for (const event of map.pairs) checkEvent(ctx, artifact.file, event);
  },
});

/** The replacement text for a scalar at `offset`, keeping JSON or YAML quoting. */
function typeText(text: string, offset: number, value: string): string {
  const c = text[offset];
  return c === "'" ? `'${value}'` : c === '"' ? JSON.stringify(value) : value;
}
