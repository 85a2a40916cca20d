/**
 * Components of a plugin folder that one harness loads and another harness with a manifest in the same folder
 * misses (schema/plugin-manifests-agree): a not-loaded row for the harness that misses it, so each harness's
 * inventory shows the difference. The finding sits on that harness's manifest and names the component's path.
 */
import type { Harness } from '../../artifacts/harness.js';
import { skillFolderName } from '../../artifacts/names.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { shortReason } from './fate.js';
import type { NotLoadedEntry } from './model.js';

const RULE = 'schema/plugin-manifests-agree';

export function missedComponents(harness: Harness, findings: readonly Diagnostic[]): NotLoadedEntry[] {
  const out: NotLoadedEntry[] = [];
  for (const d of findings) {
    const el = d.span.element;
    if (d.kind !== RULE || d.harness !== harness || el?.type !== 'skill') continue;
    const reason = { rule: d.kind, message: d.message, line: d.span.range.start.line, column: d.span.range.start.column, short: shortReason(d) };
    out.push({ kind: 'skill', artifactKind: 'skill', name: skillFolderName(el.name) ?? el.name, path: el.name, reason });
  }
  return out;
}
