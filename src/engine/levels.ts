/**
 * Lint levels in layers (rustc's attribute-proximity model): call-site >
 * the artifact's own `lints:` > config `lints:` > the registry default. The
 * first layer with any matching key wins outright; within a layer an exact
 * kind beats `category:<c>`, which beats `all`.
 */
import type { ParsedFile } from '../artifacts/model.js';
import type { Range } from '../artifacts/source.js';
import type { Category, Diagnostic, Level, SuppressedDiagnostic } from '../diagnostics/diagnostic.js';
import { sortDiagnostics } from './diagnostic-build.js';

export type LintSetting = 'allow' | 'warn' | 'deny';
export const LINT_SETTINGS: readonly LintSetting[] = ['allow', 'warn', 'deny'];

export interface LintEntry {
  key: string;
  setting: LintSetting;
  /** Why (`{ level: allow, reason: … }`): an `allow` of a security finding applies only with one. */
  reason?: string;
  /** Where the key was written (config or artifact file); absent for call-site flags. */
  path?: string;
  range?: Range;
}

export interface LintLayer {
  /** `call-site`, `artifact:<path>` or `config`. */
  source: string;
  entries: LintEntry[];
}

export interface Resolved {
  setting: LintSetting;
  source: string;
  reason?: string;
}

function specificity(key: string, id: string, category: Category): number {
  if (key === id) return 3;
  if (key === `category:${category}`) return 2;
  if (key === 'all') return 1;
  return 0;
}

/** The setting that applies to a rule, or undefined when no layer speaks of it. */
export function resolveSetting(id: string, category: Category, layers: LintLayer[]): Resolved | undefined {
  for (const layer of layers) {
    let best: LintEntry | undefined;
    let bestScore = 0;
    for (const e of layer.entries) {
      const s = specificity(e.key, id, category);
      if (s > bestScore || (s === bestScore && s > 0)) {
        best = e;
        bestScore = s;
      }
    }
    if (best) return best.reason ? { setting: best.setting, source: layer.source, reason: best.reason } : { setting: best.setting, source: layer.source };
  }
  return undefined;
}

export function applySetting(level: Level, setting: LintSetting | undefined): Level | 'allow' {
  if (setting === 'allow') return 'allow';
  if (setting === 'deny') return 'error';
  if (setting === 'warn') return 'warn';
  return level;
}

/** A security finding is suppressed only with a reason, which review shows. */
export const needsReason = (d: Pick<Diagnostic, 'category'>): boolean => d.category === 'security';

export const ALLOW_NEEDS_REASON =
  'not suppressed: an `allow` of a security finding applies only with a reason (`<rule>: { level: allow, reason: "…" }`), which review shows';

/** Whether a kind is about the configuration (`config/*`): such findings cannot be allowed. */
export const isMetaKind = (id: string) => id.startsWith('config/');

/** A finding before its level is resolved, with the file whose `lints:` map applies to it. */
export interface RawFinding {
  d: Diagnostic;
  file?: ParsedFile;
}

/** Level layers: call-site > the file's own `lints:` > config > default; `allow` moves a finding to `suppressed`. */
export function resolveLevels(
  configLints: LintEntry[],
  raw: Iterable<RawFinding>,
  layerOf: (file?: ParsedFile) => LintLayer | undefined,
  callSite: LintEntry[],
): { diagnostics: Diagnostic[]; suppressed: SuppressedDiagnostic[] } {
  const callLayer: LintLayer = { source: 'call-site', entries: callSite };
  const configLayer: LintLayer = { source: 'config', entries: configLints };
  const diagnostics: Diagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  for (const { d, file } of raw) {
    if (isMetaKind(d.kind)) {
      // Configuration findings cannot be allowed; warn/deny still apply.
      const r = resolveSetting(d.kind, d.category, [callLayer, configLayer].filter((l) => l.entries.length > 0));
      diagnostics.push(r && r.setting !== 'allow' ? { ...d, level: applySetting(d.level, r.setting) as Level } : d);
      continue;
    }
    const layers = [callLayer, layerOf(file), configLayer].filter((l): l is LintLayer => !!l && l.entries.length > 0);
    const r = resolveSetting(d.kind, d.category, layers);
    const level = applySetting(d.level, r?.setting);
    if (level === 'allow' && needsReason(d) && !r!.reason) diagnostics.push({ ...d, notes: [...d.notes, ALLOW_NEEDS_REASON] });
    else if (level === 'allow') suppressed.push(r!.reason ? { ...d, source: r!.source, reason: r!.reason } : { ...d, source: r!.source });
    else diagnostics.push({ ...d, level });
  }
  sortDiagnostics(diagnostics);
  sortDiagnostics(suppressed);
  return { diagnostics, suppressed };
}
