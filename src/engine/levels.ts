/**
 * Lint levels in layers (rustc's attribute-proximity model): call-site >
 * the artifact's own `lints:` > config `lints:` > the registry default. The
 * first layer with any matching key wins outright; within a layer an exact
 * kind beats `category:<c>`, which beats `all`.
 */
import type { Range } from '../artifacts/source.js';
import type { Category, Level } from '../diagnostics/diagnostic.js';

export type LintSetting = 'allow' | 'warn' | 'deny';
export const LINT_SETTINGS: readonly LintSetting[] = ['allow', 'warn', 'deny'];

export interface LintEntry {
  key: string;
  setting: LintSetting;
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
    if (best) return { setting: best.setting, source: layer.source };
  }
  return undefined;
}

export function applySetting(level: Level, setting: LintSetting | undefined): Level | 'allow' {
  if (setting === 'allow') return 'allow';
  if (setting === 'deny') return 'error';
  if (setting === 'warn') return 'warn';
  return level;
}
