import { posix } from 'node:path';
import { HOOK_EVENTS } from '../../known-values/claude-code.js';
import { parseJsonFile } from '../../../../artifacts/json.js';
import { artifactsOf, parsedFileAt } from '../../../../artifacts/model.js';
import { getPair } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';

/** Events whose misplacement `claude plugin validate` 2.1.332 calls out: the permission guards. */
const GUARDS = ['PreToolUse', 'PermissionRequest'];

export default projectRule({
  meta: {
    id: 'hooks/outside-hooks-object',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin `hooks/hooks.json` with hook events at the top level instead of under `"hooks"`, or with no `"hooks"` object at all.',
    kinds: ['hooks', 'plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'A plugin\'s `hooks/hooks.json` holds its events under a top-level `"hooks"` object (documented: https://code.claude.com/docs/en/plugins-reference#hooks). `claude plugin validate` 2.1.332 rejects a file with neither `hooks` nor `modules` ("hooks.json must have `hooks` (the hook matchers) or `modules` (hooks modules), or both"), and a `PreToolUse` or `PermissionRequest` written beside `hooks` ("a PreToolUse/PermissionRequest hook that cannot be loaded may be what guards the permissions declared beside it, so nothing it sits in is applied until the entry is fixed or removed").',
    examples: {
      wrong: '{ "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] }',
      right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
      file: 'hooks/hooks.json',
      context: { '.claude-plugin/plugin.json': '{ "name": "guard" }' },
    },
  },
  check(project, ctx) {
    const roots = new Set(artifactsOf(project, 'plugin').map((p) => String(p.data.pluginRoot ?? '.')));
    for (const pr of roots) {
      const path = pr === '.' ? 'hooks/hooks.json' : posix.join(pr, 'hooks/hooks.json');
      const file = parsedFileAt(project, path)?.file;
      if (!file) continue;
      const root = parseJsonFile(file).root;
      if (!root || root.type !== 'map') continue;
      const wrapped = getPair(root, 'hooks') !== undefined || getPair(root, 'modules') !== undefined;
      const events = root.pairs.filter((p) => HOOK_EVENTS.includes(p.key));
      for (const e of events) {
        ctx.report({
          path,
          message: wrapped
            ? GUARDS.includes(e.key)
              ? `\`${e.key}\` is declared at the top level, outside the \`"hooks"\` object: \`claude plugin validate\` rejects the file, and a guard hook that cannot be loaded leaves the permissions it guards unapplied`
              : `\`${e.key}\` is declared at the top level, outside the \`"hooks"\` object: hook events are read only under \`"hooks"\` (documented), so this hook never runs`
            : `\`${e.key}\` is declared at the top level and the file has no \`"hooks"\` object: \`claude plugin validate\` rejects it ("hooks.json must have \`hooks\`"), and none of these hooks load`,
          range: e.keyRange,
          jsonPath: e.path,
          help: 'move the event into `{ "hooks": { ... } }`',
        });
      }
      // rules-validator-sweep.json `hooks modules two entries`: "hooks.json `modules` names one hooks module per plugin; a
      // second entry is refused".
      const modules = getPair(root, 'modules')?.value;
      if (modules?.type === 'seq' && modules.items.length > 1) {
        ctx.report({ path, message: '`modules` names one hooks module per plugin: `claude plugin validate` refuses a second entry', range: modules.items[1]!.range, jsonPath: modules.items[1]!.path });
      }
      if (!wrapped && events.length === 0) {
        ctx.report({
          path,
          message: 'this hooks.json has no `"hooks"` object: `claude plugin validate` rejects it ("hooks.json must have `hooks` (the hook matchers) or `modules` (hooks modules), or both")',
          range: file.lines.range(root.range.start.offset, root.range.start.offset + 1),
          jsonPath: '$',
          help: 'write `{ "hooks": {} }` if the plugin has no hooks',
        });
      }
    }
  },
});
