/**
 * Shared walk over Codex's hooks (not a rule): `.codex/hooks.json` and the inline `[hooks]` table of
 * `.codex/config.toml` hold the same events, matcher groups and handlers (oracle cases `hooks-*`, `config-hooks-*`).
 */
import { CODEX_HOOK_EVENTS, CODEX_HOOK_TYPES } from '../known-values.js';
import { hooksMap } from '../../../rules/shared/unknown-keys.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';

export function codexHookEvents(a: Artifact): Pair[] {
  return hooksMap(a)?.pairs ?? [];
}

/** The handler objects (`{type, command, …}`) of every matcher group of every known event. */
export function codexHookHandlers(a: Artifact): MapNode[] {
  const out: MapNode[] = [];
  for (const e of codexHookEvents(a)) {
    if (!CODEX_HOOK_EVENTS.includes(e.key) || e.value?.type !== 'seq') continue;
    for (const group of e.value.items) {
      const handlers = group.type === 'map' ? getPair(group, 'hooks')?.value : undefined;
      if (handlers?.type === 'seq') for (const h of handlers.items) if (h.type === 'map') out.push(h);
    }
  }
  return out;
}

export interface HookProblem { why: string; range: Range; jsonPath: string }

const isEmptySeq = (n: TreeNode | null | undefined) => n?.type === 'seq' && n.items.length === 0;
const isNull = (n: TreeNode | null | undefined) => !n || (n.type === 'scalar' && n.value === null);
const isUnsigned = (n: TreeNode | null | undefined) => n?.type === 'scalar' && typeof n.value === 'number' && Number.isInteger(n.value) && n.value >= 0;

/** Handler problems, in Codex's words ("missing field `command`", "unknown variant `shell`", "expected u64"). */
function handlerProblems(h: MapNode): HookProblem[] {
  const type = getPair(h, 'type');
  if (!type) return [{ why: 'a handler has no `type` ("missing field `type`")', range: h.range, jsonPath: h.path }];
  const t = type.value?.type === 'scalar' ? type.value.value : null;
  if (typeof t !== 'string' || !CODEX_HOOK_TYPES.includes(t)) {
    const types = CODEX_HOOK_TYPES.map((x) => `\`${x}\``).join(', ');
    return [{ why: `\`type\` must be one of ${types} ("unknown variant")`, range: type.value?.range ?? type.keyRange, jsonPath: type.path }];
  }
  const out = [];
  const command = getPair(h, 'command');
  if (t === 'command' && !command) out.push({ why: 'a `command` handler has no `command` ("missing field `command`")', range: h.range, jsonPath: h.path });
  else if (command && !(command.value?.type === 'scalar' && typeof command.value.value === 'string')) {
    out.push({ why: '`command` must be a string ("invalid type: …, expected a string")', range: command.value?.range ?? command.keyRange, jsonPath: command.path });
  }
  const timeout = getPair(h, 'timeout');
  // `"timeout": null` is taken as no timeout (`codex-hooks:/hooks/SessionStart/0/hooks/0/timeout:type:null`).
  if (timeout && !isUnsigned(timeout.value) && !isNull(timeout.value)) out.push({ why: '`timeout` must be a whole number of seconds ("expected u64")', range: timeout.value?.range ?? timeout.keyRange, jsonPath: timeout.path });
  return out;
}

/**
 * The shape errors that make Codex refuse the hooks: `hooks` that is not a table of events (an empty list is
 * accepted, `hooks-root-empty-array`), a known event whose value is not a list, a matcher group that is not an
 * object, and the handler problems. Unknown events and unknown keys of groups and handlers are not errors.
 */
export function hookShapeProblems(a: Artifact): HookProblem[] {
  const hooks = a.root?.type === 'map' ? getPair(a.root, 'hooks') : undefined;
  if (!hooks) return [];
  if (hooks.value?.type !== 'map') {
    // Codex names the struct it expected: `HooksToml` in config.toml (`config-hooks-not-table`), `HookEventsToml` in hooks.json.
    const expected = a.kind === 'codex-config' ? 'HooksToml' : 'HookEventsToml';
    return isEmptySeq(hooks.value) ? [] : [{ why: `\`hooks\` must be an object of events ("invalid type: …, expected struct ${expected}")`, range: hooks.value?.range ?? hooks.keyRange, jsonPath: hooks.path }];
  }
  const out: HookProblem[] = [];
  for (const e of hooks.value.pairs) {
    if (!CODEX_HOOK_EVENTS.includes(e.key)) continue;
    if (e.value?.type !== 'seq') {
      out.push({ why: `the value of \`${e.key}\` must be a list of matcher groups ("expected a sequence")`, range: e.value?.range ?? e.keyRange, jsonPath: e.path });
      continue;
    }
    for (const group of e.value.items) {
      // serde also reads a struct from an array of its fields: `[["x"]]` loaded (`codex-hooks:/hooks/SessionStart/0:type:array`).
      if (group.type === 'seq') continue;
      if (group.type !== 'map') {
        out.push({ why: `each entry of \`${e.key}\` must be a matcher group object ("expected struct MatcherGroup")`, range: group.range, jsonPath: group.path });
        continue;
      }
      const matcher = getPair(group, 'matcher');
      if (matcher && !isNull(matcher.value) && !(matcher.value?.type === 'scalar' && typeof matcher.value.value === 'string')) {
        out.push({ why: '`matcher` must be a string ("invalid type: …, expected a string")', range: matcher.value?.range ?? matcher.keyRange, jsonPath: matcher.path });
      }
      const handlers = getPair(group, 'hooks');
      if (handlers && handlers.value?.type !== 'seq') {
        out.push({ why: 'the `hooks` of a matcher group must be a list of handlers ("expected a sequence")', range: handlers.value?.range ?? handlers.keyRange, jsonPath: handlers.path });
      } else if (handlers?.value?.type === 'seq') {
        for (const h of handlers.value.items) if (h.type !== 'map') out.push({ why: 'each handler must be an object with a `type` ("expected internally tagged enum")', range: h.range, jsonPath: h.path });
      }
    }
  }
  for (const h of codexHookHandlers(a)) out.push(...handlerProblems(h));
  return out;
}
