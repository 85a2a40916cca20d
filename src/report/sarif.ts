/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer).
 *
 * One run; `tool.driver.rules[]` lists every registered rule (not only the
 * ones that fired) so code scanning can show help for every alert; `results[]`
 * holds ALL diagnostics of the workspace: a partial upload would make code
 * scanning close the alerts of the files left out. Suppressed findings (an
 * `allow`, or the suppressions file) are left out by default, because code
 * scanning shows suppressed results as open alerts; left out, their alerts are
 * closed. `includeSuppressed` emits them with `suppressions: [{kind: external}]`
 * for viewers that honour it.
 */
import { sarifText } from './escape.js';
import { fenceFor } from './markdown.js';
import type { Diagnostic, Level, Range, SuppressedDiagnostic, TextEdit } from '../diagnostics/diagnostic.js';
import type { Rule } from '../diagnostics/rule.js';
import { docsUrl } from '../diagnostics/rule.js';
import type { LintResult } from '../engine/run.js';
import { INFORMATION_URI } from '../engine/version.js';
import { SUPPRESSIONS_SOURCE } from '../engine/suppressions/file.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const SARIF_VERSION = '2.1.0';
/** The `partialFingerprints` key our stable finding fingerprint is stored under. */
export const FINGERPRINT_KEY = 'agentlintFingerprint/v1';
export const SRCROOT = '%SRCROOT%';

export interface SarifOptions {
  /**
   * Prefix for every `uri`, so they are relative to the repository root when
   * the lint root is a subfolder (`working-directory`), e.g. `packages/app`.
   */
  pathPrefix?: string;
  /** Also emit suppressed findings (with `suppressions[]`). Default false. */
  includeSuppressed?: boolean;
  /** Absolute path of the repository root, recorded as `originalUriBaseIds['%SRCROOT%']`. */
  srcRoot?: string;
  /** `automationDetails.id`; default `agentlint/`. */
  automationId?: string;
}

// A deliberately small typing of what we emit (not the whole SARIF schema).
export interface SarifMessage {
  text: string;
  markdown?: string;
}
export interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}
export interface SarifArtifactLocation {
  uri: string;
  uriBaseId?: string;
}
export interface SarifLocation {
  id?: number;
  physicalLocation: { artifactLocation: SarifArtifactLocation; region: SarifRegion };
  message?: SarifMessage;
}
export interface SarifReportingDescriptor {
  id: string;
  name: string;
  shortDescription: SarifMessage;
  fullDescription: SarifMessage;
  help: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel; enabled: boolean };
  /** `effect`: the rule's usual effect (src/diagnostics/effect.ts); each result carries its own in `properties.effect`. */
  properties: { tags: string[]; precision: 'very-high' | 'high' | 'medium' | 'low'; 'problem.severity': 'error' | 'warning' | 'recommendation'; effect: string };
}
export type SarifLevel = 'error' | 'warning' | 'note';
export interface SarifFix {
  description: SarifMessage;
  artifactChanges: Array<{
    artifactLocation: SarifArtifactLocation;
    replacements: Array<{ deletedRegion: SarifRegion; insertedContent: { text: string } }>;
  }>;
}
export interface SarifResult {
  ruleId: string;
  ruleIndex?: number;
  level: SarifLevel;
  message: SarifMessage;
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
  partialFingerprints: Record<string, string>;
  fixes?: SarifFix[];
  suppressions?: Array<{ kind: 'external' | 'inSource'; justification: string }>;
  properties?: Record<string, unknown>;
}
export interface SarifRun {
  tool: {
    driver: {
      name: string;
      version: string;
      semanticVersion: string;
      informationUri: string;
      rules: SarifReportingDescriptor[];
    };
  };
  automationDetails: { id: string };
  originalUriBaseIds?: Record<string, { uri: string }>;
  columnKind: 'utf16CodeUnits';
  results: SarifResult[];
  invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: unknown[] }>;
  properties?: Record<string, unknown>;
}
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

export const SARIF_LEVEL: Record<Level, SarifLevel> = { error: 'error', warn: 'warning', info: 'note' };
const SEVERITY: Record<Level, 'error' | 'warning' | 'recommendation'> = { error: 'error', warn: 'warning', info: 'recommendation' };

/** SARIF messages are sentences: end them with a period (the Multitool's SARIF2001). */
export function sentence(s: string): string {
  const t = s.trim();
  if (t === '') return t;
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** `family/name` → `FamilyName` (a reportingDescriptor's `name` is an identifier-like friendly name). */
export function friendlyName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

function precisionOf(rule: Rule): SarifReportingDescriptor['properties']['precision'] {
  switch (rule.meta.category) {
    case 'correctness':
    case 'contract':
      return 'very-high';
    case 'suspicious':
      return 'medium';
    default:
      return 'high';
  }
}

function ruleHelp(rule: Rule): { text: string; markdown: string } {
  const m = rule.meta;
  const url = docsUrl(m.id);
  const text: string[] = [sentence(m.description)];
  const md: string[] = [sentence(m.description)];
  if (m.rationale) {
    text.push(sentence(m.rationale));
    md.push(sentence(m.rationale));
  }
  if (m.examples) {
    text.push(`Wrong:\n${m.examples.wrong}\n\nRight:\n${m.examples.right}`);
    const fence = fenceFor(`${m.examples.wrong}\n${m.examples.right}`);
    md.push(`Wrong${m.examples.file ? ` (\`${m.examples.file}\`)` : ''}:\n\n${fence}\n${m.examples.wrong}\n${fence}\n\nRight:\n\n${fence}\n${m.examples.right}\n${fence}`);
  }
  const fixable = m.fixable === 'machine' ? 'This rule offers machine-applicable fixes.' : m.fixable === 'maybe' ? 'This rule offers fixes to review before applying.' : '';
  if (fixable) {
    text.push(fixable);
    md.push(fixable);
  }
  text.push(`Documentation: ${url}`);
  md.push(`[Documentation](${url})`);
  return { text: text.join('\n\n'), markdown: md.join('\n\n') };
}


export function ruleDescriptor(rule: Rule): SarifReportingDescriptor {
  const m = rule.meta;
  const tags = [m.category, ...m.kinds.map((k) => `kind:${k}`), ...(m.tags ?? [])];
  return {
    id: m.id,
    name: friendlyName(m.id),
    shortDescription: { text: sentence(m.description) },
    fullDescription: { text: sentence(m.rationale ? `${sentence(m.description)} ${m.rationale}` : m.description) },
    help: ruleHelp(rule),
    helpUri: docsUrl(m.id),
    defaultConfiguration: { level: SARIF_LEVEL[m.defaultLevel], enabled: !m.optIn },
    properties: { tags: [...new Set(tags)], precision: precisionOf(rule), 'problem.severity': SEVERITY[m.defaultLevel], effect: m.effect },
  };
}

/** A region from our 1-based, end-exclusive, UTF-16 range (SARIF's columns are end-exclusive too). */
export function regionOf(range: Range): SarifRegion {
  return {
    startLine: range.start.line,
    startColumn: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}

export function joinUri(prefix: string | undefined, path: string): string {
  const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/(?<!\/)\/+$/, '');
  const rel = path.replace(/\\/g, '/').replace(/^\.\//, '');
  const joined = p ? `${p}/${rel}` : rel;
  // Percent-encode what is not allowed in a URI reference, keeping `/`.
  return joined
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

function location(path: string, range: Range, prefix: string | undefined, message?: string, id?: number): SarifLocation {
  const loc: SarifLocation = {
    physicalLocation: { artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT }, region: regionOf(range) },
  };
  if (id !== undefined) loc.id = id;
  if (message !== undefined) loc.message = { text: sarifText(sentence(message)) };
  return loc;
}

function fixOf(d: Diagnostic, prefix: string | undefined): SarifFix[] | undefined {
  const s = d.suggestion;
  if (!s || s.applicability !== 'MachineApplicable' || s.edits.length === 0) return undefined;
  const byPath = new Map<string, TextEdit[]>();
  for (const e of s.edits) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  return [
    {
      description: { text: sentence(s.msg) },
      artifactChanges: [...byPath].map(([path, edits]) => ({
        artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT },
        replacements: [...edits]
          .sort((a, b) => a.range.start.offset - b.range.start.offset)
          .map((e) => ({ deletedRegion: regionOf(e.range), insertedContent: { text: e.text } })),
      })),
    },
  ];
}

function resultMessage(d: Diagnostic): SarifMessage {
  const parts = [sentence(d.message)];
  for (const n of d.notes) parts.push(`Note: ${sentence(n)}`);
  if (d.help) parts.push(`Help: ${sentence(d.help)}`);
  return { text: sarifText(parts.join(' ')) };
}

function toResult(d: Diagnostic | SuppressedDiagnostic, index: Map<string, number>, prefix: string | undefined, suppressed: boolean): SarifResult {
  const r: SarifResult = {
    ruleId: d.kind,
    level: SARIF_LEVEL[d.level],
    message: resultMessage(d),
    locations: [location(d.span.path, d.span.range, prefix)],
    partialFingerprints: { [FINGERPRINT_KEY]: d.fingerprint ?? '' },
  };
  const i = index.get(d.kind);
  if (i !== undefined) r.ruleIndex = i;
  if (!d.fingerprint) delete (r.partialFingerprints as Record<string, string>)[FINGERPRINT_KEY];
  if (d.related.length > 0) r.relatedLocations = d.related.map((rel, k) => location(rel.span.path, rel.span.range, prefix, rel.message, k + 1));
  const fixes = fixOf(d, prefix);
  if (fixes) r.fixes = fixes;
  const props: Record<string, unknown> = { category: d.category, effect: d.effect };
  if (d.span.element) props.element = `${d.span.element.type}:${d.span.element.name}`;
  if (d.span.jsonPath) props.jsonPath = d.span.jsonPath;
  r.properties = props;
  if (suppressed) r.suppressions = [{ kind: 'external', justification: justification((d as SuppressedDiagnostic).source) }];
  return r;
}

/** Why a suppressed result is suppressed: the suppressions file, or the `allow` layer that turned it off. */
function justification(source: string): string {
  return source === SUPPRESSIONS_SOURCE ? 'recorded in the suppressions file (agentlint-suppressions.json): a finding the repository already had' : `allowed by ${source}`;
}

/** The SARIF log for one lint result. `rules` is the registry (`ALL_RULES`). */
export function toSarif(result: LintResult, rules: readonly Rule[], opts: SarifOptions = {}): SarifLog {
  const descriptors = rules.map(ruleDescriptor);
  const index = new Map(descriptors.map((d, i) => [d.id, i]));
  const results = result.diagnostics.map((d) => toResult(d, index, opts.pathPrefix, false));
  if (opts.includeSuppressed) results.push(...result.suppressed.map((d) => toResult(d, index, opts.pathPrefix, true)));
  const run: SarifRun = {
    tool: {
      driver: {
        name: result.tool.name,
        version: result.tool.version,
        semanticVersion: result.tool.version,
        informationUri: INFORMATION_URI,
        rules: descriptors,
      },
    },
    automationDetails: { id: opts.automationId ?? 'agentlint/' },
    columnKind: 'utf16CodeUnits',
    results,
    invocations: [{ executionSuccessful: true }],
    properties: { rulesetFingerprint: result.ruleset.fingerprint, filesChecked: result.filesChecked },
  };
  if (opts.srcRoot) {
    const abs = opts.srcRoot.replace(/\\/g, '/').replace(/\/?$/, '/');
    run.originalUriBaseIds = { [SRCROOT]: { uri: `file://${abs.startsWith('/') ? '' : '/'}${abs.split('/').map(encodeURIComponent).join('/')}` } };
  }
  return { $schema: SARIF_SCHEMA, version: SARIF_VERSION, runs: [run] };
}
