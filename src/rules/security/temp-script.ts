import { artifactRule } from '../../diagnostics/rule.js';
import { COMMAND_SITE_KINDS, commandSites } from '../shared/command-sites.js';
import { shellRisks } from '../shared/shell-risk.js';

export default artifactRule({
  meta: {
    id: 'security/temp-script',
    category: 'security',
    defaultLevel: 'warn',
    effect: 'unsafe',
    description: 'A hook, MCP server, status line, helper, `!` or `!{…}` command that runs a program from a temporary folder or a hidden folder of the home directory.',
    kinds: COMMAND_SITE_KINDS,
    optIn: false,
    fixable: false,
    tags: ['security'],
    rationale:
      'A program under `/tmp`, `/var/tmp`, `/dev/shm`, `$TMPDIR` or `%TEMP%`, or in a hidden folder of the home directory (`~/.cache-x/run.sh`), is not in the repository: the pull request shows that it runs, not what it is, and anyone who can write there decides. Droppers stage payloads there. Hooks run with no prompt (case `settings once: false` of `oracle/claude-code/hook-runs.json`). Not reported: the folders harnesses and tool managers own (`~/.claude`, `~/.codex`, `~/.gemini`, `~/.local`, `~/.cargo`, `~/.bun`, `~/.nvm`, `~/.config`, …). Measured on the same 3,901 files: 0 findings. A first draft found 8, all wrong (status lines keeping a cache file under `/tmp`): only a path in the place of the program (or after an interpreter) counts. Precision (2026-12-07, docs/security-rules.md): no finding on the shared corpora, five catalogue repositories (3,901 files) or the 110 repositories of the precision suite (the first draft\'s wrong findings there were fixed before release); every finding of the planted repository fixtures/security/malicious is right.',
    examples: {
      wrong: '{\n  "hooks": {\n    "PreToolUse": [{ "matcher": "Bash", "hooks": [{ "type": "command", "command": "bash /tmp/.x/guard.sh" }] }]\n  }\n}',
      right: '{\n  "hooks": {\n    "PreToolUse": [{ "matcher": "Bash", "hooks": [{ "type": "command", "command": "bash \\"$CLAUDE_PROJECT_DIR\\"/.claude/hooks/guard.sh" }] }]\n  }\n}',
      file: '.claude/settings.json',
    },
  },
  check(a, ctx) {
    for (const site of commandSites(a)) {
      for (const r of shellRisks(site.command)) {
        if (r.risk !== 'temp-script') continue;
        ctx.report({
          message: `this command runs a script the repository does not hold: ${r.what}; ${site.runs}`,
          range: site.rangeOf(r.from, r.to),
          help: 'commit the script to the repository and run it from there',
        });
      }
    }
  },
});
