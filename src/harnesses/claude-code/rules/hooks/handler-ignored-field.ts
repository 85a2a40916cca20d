/** A hook handler field that belongs to another handler type (`async` on a prompt hook, `model` on a command hook, …): Claude Code ignores it. */
import { getPair, scalarString, type MapNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { listOf } from '../../../../diagnostics/suggest.js';
import { HOOK_KINDS, hooksMap, matcherGroups } from '../../lib/hooks-walk.js';

/**
 * Fields only some handler types read (Claude Code 2.1.332's hook schema, as its validation messages name them, and
 * the hooks reference https://code.claude.com/docs/en/hooks). `timeout`, `if`, `statusMessage` and `once` are read
 * on every type and are not listed.
 */
const OWNERS: Record<string, readonly string[]> = {
  command: ['command'], args: ['command'], shell: ['command'], async: ['command'], asyncRewake: ['command'],
  prompt: ['prompt', 'agent'], model: ['prompt', 'agent'],
  url: ['http'], headers: ['http'], allowedEnvVars: ['http'],
  server: ['mcp_tool'], tool: ['mcp_tool'], input: ['mcp_tool'],
};

export default artifactRule({
  meta: {
    id: 'hooks/handler-ignored-field',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A hook handler field that its `type` does not read: `async` or `command` on a `prompt` hook, `model` or `prompt` on a `command` hook, `url` on an `agent` hook, …',
    kinds: HOOK_KINDS,
    optIn: false,
    fixable: false,
    rationale:
      'Each hook handler type reads its own fields: `command`, `args`, `shell`, `async` and `asyncRewake` only on `command` hooks, `prompt` and `model` on `prompt` and `agent` hooks, `url`, `headers` and `allowedEnvVars` on `http` hooks, `server`, `tool` and `input` on `mcp_tool` hooks (documented: https://code.claude.com/docs/en/hooks). Written on another type the field does nothing, and nothing says so: `claude plugin validate` 2.1.332 and the settings loader accept it without a word (oracle/claude-code/mutations.json, cases `hooks:/hooks/PostToolUse/0/hooks/0/async:add:true`, `hooks:/hooks/PreToolUse/0/hooks/0/model:add:"haiku"`, `settings:/hooks/PreToolUse/0/hooks/0/model:add:"haiku"`). So a `prompt` hook marked `async` still blocks, and a `command` hook given a `model` runs the command. `once` is read on every type and is not reported.',
    examples: {
      wrong: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "Is the task done?", "async": true } ] } ] } }',
      right: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "prompt", "prompt": "Is the task done?" } ] } ] } }',
      file: '.claude/settings.json',
    },
  },
  check(artifact, ctx) {
    const map = hooksMap(artifact);
    if (!map) return;
    for (const { group } of matcherGroups(map)) {
      const hooks = getPair(group, 'hooks')?.value;
      if (!hooks || hooks.type !== 'seq') continue;
      for (const h of hooks.items) if (h.type === 'map') check(h);
    }
    function check(h: MapNode) {
      const type = scalarString(getPair(h, 'type')?.value);
      if (type === undefined) return;
      for (const p of h.pairs) {
        const owners = OWNERS[p.key];
        if (!owners || owners.includes(type)) continue;
        ctx.report({
          message: `\`${p.key}\` has no effect on a \`${type}\` hook: only ${listOf(owners, 'and')} hooks read it (documented), and Claude Code accepts it without a message`,
          range: p.keyRange,
          jsonPath: p.path,
          help: owners.length === 1 ? `remove \`${p.key}\`, or make this a \`${owners[0]}\` hook` : `remove \`${p.key}\``,
        });
      }
    }
  },
});

