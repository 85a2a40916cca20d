/**
 * Findings about `lints:` maps (the configuration's and an artifact's own): keys that name no rule, category
 * or `all`, values other than allow/warn/deny, and attempts to allow a configuration kind.
 */
import type { Pair } from '../artifacts/tree.js';
import { CATEGORIES, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Rule } from '../diagnostics/rule.js';
import { closest } from '../diagnostics/suggest.js';
import { configRule } from '../rules/core.js';
import { makeDiagnostic } from './diagnostic-build.js';
import { getPair } from '../artifacts/tree.js';
import { lintValueOf } from './config.js';
import { isMetaKind, LINT_SETTINGS } from './levels.js';

/** Diagnostics for `lints:` keys and values that match nothing, or that try to allow a config kind. */
export function lintKeyDiagnostics(pairs: Pair[], path: string, rules: readonly Rule[], declaredBy: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = rules.map((r) => r.meta.id);
  const keys = [...ids, ...CATEGORIES.map((c) => `category:${c}`), 'all'];
  const decl = (id: string) => rules.find((r) => r.meta.id === id) ?? configRule(id);
  for (const p of pairs) {
    const note = [`declared by: ${declaredBy}`];
    if (!keys.includes(p.key)) {
      const near = closest(p.key, keys);
      out.push(
        makeDiagnostic(decl('config/unknown-lint-kind'), {
          message: `\`${p.key}\` names no rule, category or \`all\`: this setting changes nothing${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`,
          range: p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
          suggestion: near.length === 1 && near[0]!.distance <= 2 ? { msg: `use \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.keyRange, text: near[0]!.value }] } : undefined,
        }, path),
      );
    }
    const { setting: v, map } = lintValueOf(p.value);
    const valueNode = map ? (getPair(map, 'level')?.value ?? map) : p.value;
    for (const extra of map?.pairs.filter((x) => x.key !== 'level' && x.key !== 'reason') ?? []) {
      out.push(makeDiagnostic(decl('config/unknown-lint-kind'), { message: `\`${extra.key}\` is not a field of a lint setting (\`level\` and \`reason\`): it is ignored`, range: extra.keyRange, path, jsonPath: extra.path, notes: note }, path));
    }
    if (v === undefined || !(LINT_SETTINGS as readonly string[]).includes(v)) {
      const near = v ? closest(v, LINT_SETTINGS) : [];
      out.push(
        makeDiagnostic(decl('config/unknown-lint-kind'), {
          message: `\`${p.key}\` must be set to \`allow\`, \`warn\` or \`deny\`${map ? ' (in `level`)' : ''}${v !== undefined ? `, not \`${v}\`` : ''}`,
          range: valueNode?.range ?? p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
          suggestion: near.length === 1 && valueNode?.type === 'scalar' ? { msg: `use \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path, range: valueNode.range, text: near[0]!.value }] } : undefined,
        }, path),
      );
    } else if (v === 'allow' && isMetaKind(p.key)) {
      out.push(
        makeDiagnostic(decl('config/non-suppressible-lint'), {
          message: `\`${p.key}\` cannot be allowed: configuration findings are always reported, so this setting is ignored`,
          range: p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
        }, path),
      );
    }
  }
  return out;
}
