/** Fingerprints: of the active ruleset (drift detection) and of each finding (stable across line moves). */
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export interface ActiveRuleInfo {
  id: string;
  category: string;
  level: string;
  optIn: boolean;
  kinds: readonly string[];
  options: unknown;
}

/** Stable JSON: object keys sorted. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** 8 hex characters of sha256 over the sorted `id|category|level|optin|kinds|options` lines. */
export function rulesetFingerprint(rules: ActiveRuleInfo[]): string {
  const lines = rules
    .map((r) => `${r.id}|${r.category}|${r.level}|optin=${r.optIn}|${[...r.kinds].sort().join(',')}|${stableJson(r.options ?? {})}`)
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 8);
}

/** Message with positions and counts taken out, so a finding keeps its identity when lines move. */
export function normalizeMessage(message: string): string {
  return message
    .replace(/\bline \d+(?:, column \d+)?/g, 'line N')
    .replace(/\b\d+:\d+\b/g, 'L:C')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Finding fingerprint: rule, path, element and normalized message (never the
 * line). Identical findings in one file get an occurrence suffix.
 */
export function assignFingerprints(diagnostics: Diagnostic[]): void {
  const seen = new Map<string, number>();
  for (const d of diagnostics) {
    const el = d.span.element ? `${d.span.element.type}:${d.span.element.name}` : '';
    const base = createHash('sha256')
      .update([d.kind, d.span.path, el, normalizeMessage(d.message)].join('\u0000'))
      .digest('hex')
      .slice(0, 16);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    d.fingerprint = n === 0 ? base : `${base}-${n}`;
  }
}
