/** `Write(path)`, `Glob(path)`, …: permission rules that parse but never match anything. */
import { NEVER_APPLIED_SPECIFIER_TOOLS } from '../../known-values/claude-settings.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { permissionEntries } from '../../lib/permission-entries.js';

export default artifactRule({
  meta: {
    id: 'settings/permission-never-applied',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A permission rule with a specifier for a tool whose file access is governed by `Read(…)` or `Edit(…)` rules (`Write(path)`, `Glob(path)`, `NotebookEdit(path)`, …).',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Documented (https://code.claude.com/docs/en/permissions): path rules are written as `Read(…)` (also applied to Glob and Grep) or `Edit(…)` (also applied to Write and NotebookEdit). A `Write(src/**)` rule parses, but it never matches, so a deny meant to protect files protects nothing. Claude Code 2.1.332 loads `Write(…)` and `Glob(…)` rules without any message (oracle/claude-code/harness-settings.json), although the reference mentions a startup warning since v2.1.210.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permissions": {\n    "deny": ["Write(secrets/**)"]\n  }\n}',
      right: '{\n  "permissions": {\n    "deny": ["Edit(secrets/**)"]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    for (const e of permissionEntries(artifact)) {
      if (e.malformed || e.specifier === undefined) continue;
      const use = NEVER_APPLIED_SPECIFIER_TOOLS[e.tool];
      if (!use) continue;
      const replacement = JSON.stringify(`${use}(${e.specifier})`);
      ctx.report({
        message: `\`${e.text}\` in \`permissions.${e.list}\` is never applied: path rules are written as \`Read(…)\` or \`Edit(…)\`, and \`${use}(…)\` covers ${e.tool} (documented; Claude Code loads it without a warning)`,
        range: e.range,
        jsonPath: e.jsonPath,
        suggestion: { msg: `write \`${use}(${e.specifier})\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: e.range, text: replacement }] },
      });
    }
  },
});
