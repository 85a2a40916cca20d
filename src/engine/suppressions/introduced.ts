/**
 * Which of a run's suppressed findings the change under review suppresses itself. A pull request can add an
 * entry to the suppressions file, an `allow` to the configuration's `lints:` or to a file's own `lints:`, and
 * with it hide the mistake it adds: a reviewer must see that. A finding counts as suppressed by the change when
 * the base commit's suppressions would have reported it: the base's suppressions file, configuration and the
 * file's `lints:` as they were. The call site's `lints` (the workflow's input) is not the change's doing.
 */
import type { Diagnostic, SuppressedDiagnostic } from '../../diagnostics/diagnostic.js';
import { resolveSetting, type LintEntry, type LintLayer } from '../levels.js';
import { applySuppressions } from './apply.js';
import { SUPPRESSIONS_FILE, SUPPRESSIONS_SOURCE, type Suppressions } from './file.js';

/** The suppressions in force at the base commit. */
export interface BaseSuppressions {
  /** The base's suppressions file; undefined when it had none. */
  suppressions?: Suppressions;
  /** The base configuration's `lints:` entries. */
  configLints: readonly LintEntry[];
  /** A file's own `lints:` entries at the base; undefined when it had none (or did not exist). */
  inlineLints(path: string): readonly LintEntry[] | undefined;
}

export interface IntroducedSuppression {
  finding: SuppressedDiagnostic;
  /** What suppresses it: the suppressions file, the configuration, or the file's own `lints:` (a path each). */
  by: string;
}

const ARTIFACT = 'artifact:';

/** The suppressed findings the base's suppressions would have reported, each with what suppresses it now. */
export function introducedSuppressions(suppressed: readonly SuppressedDiagnostic[], base: BaseSuppressions, configPath = '.agentlint.yml'): IntroducedSuppression[] {
  const out: IntroducedSuppression[] = [];
  const byFile = suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE);
  if (byFile.length > 0) {
    const stillReported = applySuppressions(byFile as Diagnostic[], base.suppressions ?? new Map()).diagnostics;
    for (const d of stillReported) out.push({ finding: d as SuppressedDiagnostic, by: SUPPRESSIONS_FILE });
  }
  for (const d of suppressed) {
    if (d.source !== 'config' && !d.source.startsWith(ARTIFACT)) continue;
    if (allowedAtBase(d, base)) continue;
    out.push({ finding: d, by: d.source === 'config' ? configPath : d.source.slice(ARTIFACT.length) });
  }
  return out.sort((a, b) => (a.finding.span.path < b.finding.span.path ? -1 : a.finding.span.path > b.finding.span.path ? 1 : a.finding.span.range.start.offset - b.finding.span.range.start.offset));
}

/** Would the base's layers (the file's own `lints:`, then the configuration's) have allowed the finding? */
function allowedAtBase(d: SuppressedDiagnostic, base: BaseSuppressions): boolean {
  const layers: LintLayer[] = [];
  // The file whose `lints:` applies: the one that suppresses it now, else the file the finding is in.
  const file = d.source.startsWith(ARTIFACT) ? d.source.slice(ARTIFACT.length) : d.span.path;
  const inline = base.inlineLints(file);
  if (inline?.length) layers.push({ source: `${ARTIFACT}${file}`, entries: [...inline] });
  if (base.configLints.length > 0) layers.push({ source: 'config', entries: [...base.configLints] });
  return resolveSetting(d.kind, d.category, layers)?.setting === 'allow';
}
