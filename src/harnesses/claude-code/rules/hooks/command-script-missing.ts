/** A hook `command` that runs a script by a path inside the repository, and no file is there. */
import { artifactsOf } from '../../../../artifacts/model.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { clippedStart } from '../../../../diagnostics/suggest.js';
import { hooksMap, matcherGroups } from '../../lib/hooks-walk.js';

const INTERPRETERS = /^(bash|sh|zsh|node|python3?|ruby|perl|deno|bun|tsx|npx\s+tsx)$/;
/** A relative path with a folder and a script's extension (`scripts/lint.sh`): nothing a shell expands. */
const SCRIPT_PATH = /^[\w.-]+\/[\w./-]*\.(sh|bash|zsh|js|mjs|cjs|ts|py|rb|pl)$/;

/** The script path a command starts with (itself, or an interpreter's first argument), with its anchor, if any. */
export function scriptOf(command: string): { anchor: 'plugin' | 'project' | 'cwd'; rel: string; raw: string } | undefined {
  const words = command.trim().split(/\s+/);
  let w = words[0] ?? '';
  // The interpreter is one word (`bash`) or more (`npx tsx`): the longest leading run that names one.
  const n = [2, 1].find((k) => words.length > k && INTERPRETERS.test(words.slice(0, k).join(' '))) ?? 0;
  const interpreted = n > 0 && !words[n]!.startsWith('-');
  if (interpreted) w = words[n]!;
  const raw = w;
  w = w.replace(/^["']|["']$/g, '').replace(/"/g, '');
  const m = /^\$\{?(CLAUDE_PLUGIN_ROOT|CLAUDE_PROJECT_DIR)\}?\/(.+)$/.exec(w);
  if (m) return { anchor: m[1] === 'CLAUDE_PLUGIN_ROOT' ? 'plugin' : 'project', rel: m[2]!, raw };
  if (w.startsWith('./') && !/[$`*?]/.test(w)) return { anchor: 'cwd', rel: w.slice(2), raw };
  // `bash scripts/lint.sh`: an interpreter's argument is a path from where the hook runs, `./` or not.
  if (interpreted && SCRIPT_PATH.test(w)) return { anchor: 'cwd', rel: w, raw };
  return undefined;
}

const norm = (p: string) => p.split('/').filter((s) => s !== '' && s !== '.').join('/');

export default projectRule({
  meta: {
    id: 'hooks/command-script-missing',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A hook `command` that runs a script by a path in the repository (`./scripts/x.sh`, `bash scripts/x.sh`, `${CLAUDE_PLUGIN_ROOT}/…`, `$CLAUDE_PROJECT_DIR/…`) where no file exists.',
    kinds: ['hooks'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    readsRepository: true,
    rationale:
      'Claude Code does not check that a hook\'s script exists: `claude plugin validate` 2.1.332 and the settings loader accept `"command": "./scripts/missing.sh"` without a word (oracle/claude-code/mutations.json, cases `hooks:/hooks/PreToolUse/0/hooks/0/command:add:"./scripts/missing.sh"`, `settings:/hooks/PreToolUse/0/hooks/0/command:add:"./scripts/missing.sh"`). The shell then fails every time the hook fires, and a non-zero exit other than 2 is a non-blocking error: the guard or formatter the hook stands for silently does not run (documented: https://code.claude.com/docs/en/hooks). `${CLAUDE_PLUGIN_ROOT}` is the plugin\'s folder; `$CLAUDE_PROJECT_DIR` and a leading `./` the project root, where hooks run (only `./` paths in `.claude/settings*.json` are checked: a plugin\'s `./` paths depend on where the user runs Claude Code).',
    examples: {
      file: '.claude/settings.json',
      wrong: '{ "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "./scripts/format.sh" } ] } ] } }',
      right: '{ "hooks": { "PostToolUse": [ { "matcher": "Write", "hooks": [ { "type": "command", "command": "npx prettier --write ." } ] } ] } }',
    },
  },
  check(project, ctx) {
    for (const artifact of artifactsOf(project, 'hooks')) {
      const map = hooksMap(artifact);
      if (!map) continue;
      const settings = /(^|\/)\.claude\/settings(\.local)?\.json$/.test(artifact.path);
      // Settings files live in <root>/.claude/: only the repository's own project settings are anchored at the scan root.
      if (settings && artifact.path !== '.claude/settings.json' && artifact.path !== '.claude/settings.local.json') continue;
      for (const { group } of matcherGroups(map)) {
        const hooks = getPair(group, 'hooks')?.value;
        if (!hooks || hooks.type !== 'seq') continue;
        for (const h of hooks.items) {
          if (h.type !== 'map' || scalarString(getPair(h, 'type')?.value) !== 'command') continue;
          const cmd = getPair(h, 'command');
          const text = scalarString(cmd?.value);
          if (!cmd?.value || text === undefined) continue;
          const s = scriptOf(text);
          if (!s) continue;
          let base: string | undefined;
          if (s.anchor === 'plugin') base = artifact.pluginRoot;
          else if (s.anchor === 'project' || settings) base = '.';
          if (base === undefined) continue;
          const rel = norm(`${base}/${s.rel}`);
          if (rel.startsWith('..') || project.stat(rel) !== null) continue;
          ctx.report({
            path: artifact.path,
            message: `the hook script \`${clippedStart(rel)}\` does not exist: ${s.raw === rel ? '' : `the hook runs \`${s.raw}\`, which is \`${rel}\`; `}the command fails every time the hook fires, and Claude Code loads it without a message`,
            range: cmd.value.range,
            jsonPath: cmd.path,
          });
        }
      }
    }
  },
});
