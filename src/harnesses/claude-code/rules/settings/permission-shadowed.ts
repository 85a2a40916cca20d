/** An ask or allow rule that an earlier-evaluated deny or ask rule always wins over. */
import { artifactRule } from '../../../../diagnostics/rule.js';
import { permissionEntries, type PermissionEntry } from '../../lib/permission-entries.js';

/** Does `outer` match everything `inner` matches (same tool; bare tool, equal rule, or a `:*` / ` *` prefix)? */
function covers(outer: PermissionEntry, inner: PermissionEntry): boolean {
  if (outer.malformed || inner.malformed || outer.tool !== inner.tool) return false;
  if (outer.specifier === undefined) return true;
  if (inner.specifier === undefined) return false;
  if (outer.specifier === inner.specifier) return true;
  const m = /^(.*?)(?::\*| \*)$/.exec(outer.specifier);
  if (!m || m[1]!.includes('*')) return false;
  const prefix = m[1]!;
  const inn = inner.specifier.replace(/(?::\*| \*)$/, '');
  return inn === prefix || inn.startsWith(`${prefix} `);
}

export default artifactRule({
  meta: {
    id: 'settings/permission-shadowed',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'An `ask` or `allow` rule that a `deny` (or, for allow, an `ask`) rule in the same file always wins over.',
    kinds: ['settings'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Documented (https://code.claude.com/docs/en/permissions): rules are evaluated deny, then ask, then allow, and the first match wins; specificity does not matter. An allow rule covered by a deny rule never takes effect, which usually means one of the two is a mistake.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "permissions": {\n    "deny": ["Bash(git push:*)"],\n    "allow": ["Bash(git push origin main)"]\n  }\n}',
      right: '{\n  "permissions": {\n    "deny": ["Bash(git push --force:*)"],\n    "allow": ["Bash(git push origin main)"]\n  }\n}',
    },
  },
  check(artifact, ctx) {
    const entries = permissionEntries(artifact);
    const order = ['deny', 'ask', 'allow'];
    for (const e of entries) {
      if (e.list === 'deny') continue;
      const winner = entries.find((o) => order.indexOf(o.list) < order.indexOf(e.list) && covers(o, e));
      if (!winner) continue;
      ctx.report({
        message: `\`${e.text}\` in \`permissions.${e.list}\` never takes effect: \`${winner.text}\` in \`permissions.${winner.list}\` matches first (deny, then ask, then allow; documented)`,
        range: e.range,
        jsonPath: e.jsonPath,
        related: [{ message: `the ${winner.list} rule that wins`, span: { path: artifact.path, range: winner.range, jsonPath: winner.jsonPath } }],
      });
    }
  },
});
