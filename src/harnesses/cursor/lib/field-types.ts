/** Shared check of Cursor frontmatter value types (not a rule): rules and subagents use it. */
import type { Artifact } from '../../../artifacts/model.js';
import type { Pair } from '../../../artifacts/tree.js';
import type { RuleContext } from '../../../diagnostics/rule.js';

export type FieldType = 'string' | 'boolean' | 'globs';

/** Reports `p` when its value is not of type `want`; a quoted `true`/`false` gets a certain fix. */
export function checkFieldType(artifact: Artifact, ctx: RuleContext, p: Pair, want: FieldType, docs: string): void {
  const v = p.value;
  if (!v || (v.type === 'scalar' && v.value === null)) return;
  const what = v.type === 'scalar' ? `the ${typeof v.value} \`${String(v.value)}\`` : `a ${v.type === 'seq' ? 'list' : 'map'}`;
  if (want === 'boolean' && !(v.type === 'scalar' && typeof v.value === 'boolean')) {
    const text = v.type === 'scalar' ? String(v.value).toLowerCase() : '';
    const fix = text === 'true' || text === 'false' ? text : undefined;
    ctx.report({
      message: `\`${p.key}\` must be a boolean (\`true\` or \`false\`), not ${what} (documented: ${docs})`,
      range: v.range,
      jsonPath: p.path,
      suggestion: fix ? { msg: `write \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: fix }] } : undefined,
    });
  } else if (want === 'string' && !(v.type === 'scalar' && typeof v.value === 'string')) {
    ctx.report({ message: `\`${p.key}\` must be a string, not ${what} (documented: ${docs})`, range: v.range, jsonPath: p.path });
  } else if (want === 'globs' && !(v.type === 'seq' || (v.type === 'scalar' && typeof v.value === 'string'))) {
    ctx.report({ message: `\`globs\` must be a comma-separated string of globs, not ${what} (documented: ${docs})`, range: v.range, jsonPath: p.path });
  }
}
