/**
 * The Action's inputs (action.yml), read and checked: a value that is not one of the allowed ones is an
 * InputError, which fails the job before anything is linted.
 */
import * as core from '@actions/core';
import { parse as parseYaml } from 'yaml';
import { HARNESSES, isHarness, type Harness } from '../artifacts/harness.js';
import { CATEGORIES } from '../diagnostics/diagnostic.js';
import { closest } from '../diagnostics/suggest.js';
import { LINT_SETTINGS, type LintEntry, type LintSetting } from '../engine/levels.js';
import { ALL_RULES } from '../rules/index.js';
import type { FailOn } from './checks.js';
import { FILTER_MODES, type FilterMode } from './filter.js';
import { INVENTORY_MODES, type InventoryMode } from './inventory.js';
import { NEW_SUPPRESSIONS_MODES, type NewSuppressionsMode } from './new-suppressions.js';

export interface ActionInputs {
  token: string;
  config?: string;
  workingDirectory: string;
  filterMode: FilterMode;
  failOn: FailOn;
  lints: LintEntry[];
  /** The `harnesses` input; absent: the config's `harnesses:`, else every harness whose files the tree holds. */
  harnesses?: Harness[];
  checkRun: boolean;
  suggestions: boolean;
  summary: boolean;
  sarifFile: string;
  /** `inventory`: the pull request's difference in what each harness loads, as a comment (and in the summary), in the summary only, or off. */
  inventory: InventoryMode;
  /** `new-suppressions`: findings the pull request suppresses itself are listed (`report`), or also fail the check (`fail`). */
  newSuppressions: NewSuppressionsMode;
}

export class InputError extends Error {}

function bool(name: string, dflt: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return dflt;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new InputError(`input \`${name}\` must be true or false, not \`${v}\``);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], dflt: T): T {
  const v = core.getInput(name).trim();
  if (v === '') return dflt;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  const near = closest(v, allowed);
  throw new InputError(`input \`${name}\` must be one of ${allowed.join(', ')}, not \`${v}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
}

/** The `lints` input: a YAML or JSON map of lint kind → allow|warn|deny. */
export function parseLints(text: string): LintEntry[] {
  if (text.trim() === '') return [];
  let v: unknown;
  try {
    v = parseYaml(text);
  } catch (err) {
    throw new InputError(`input \`lints\` is not YAML or JSON: ${(err as Error).message.split('\n')[0]}`);
  }
  if (v === null || v === undefined) return [];
  if (typeof v !== 'object' || Array.isArray(v)) throw new InputError('input `lints` must be a map, e.g. `{agents/name-format: deny}`');
  const keys = [...ALL_RULES.map((r) => r.meta.id), ...CATEGORIES.map((c) => `category:${c}`), 'all'];
  const out: LintEntry[] = [];
  for (const [key, raw] of Object.entries(v as Record<string, unknown>)) {
    if (!keys.includes(key)) {
      const near = closest(key, keys);
      throw new InputError(`input \`lints\`: \`${key}\` names no rule, category or \`all\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
    }
    const setting = String(raw);
    if (!(LINT_SETTINGS as readonly string[]).includes(setting)) {
      throw new InputError(`input \`lints\`: \`${key}\` must be allow, warn or deny, not \`${setting}\``);
    }
    out.push({ key, setting: setting as LintSetting });
  }
  return out;
}

/** The `harnesses` input: names separated by commas, spaces or new lines (a YAML list's brackets allowed). */
export function parseHarnessesInput(raw: string): Harness[] | undefined {
  const names = raw.replace(/[[\]"']/g, ' ').split(/[\s,]+/).filter(Boolean);
  if (names.length === 0) return undefined;
  for (const n of names) {
    if (!isHarness(n)) {
      const near = closest(n, HARNESSES);
      throw new InputError(`input \`harnesses\`: \`${n}\` is not one of ${HARNESSES.join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
    }
  }
  return names as Harness[];
}

export function readInputs(): ActionInputs {
  return {
    token: core.getInput('github-token'),
    config: core.getInput('config').trim() || undefined,
    workingDirectory: core.getInput('working-directory').trim() || '.',
    filterMode: oneOf('filter-mode', FILTER_MODES, 'added'),
    failOn: oneOf<FailOn>('fail-on', ['error', 'warn', 'never'], 'error'),
    lints: parseLints(core.getInput('lints')),
    harnesses: parseHarnessesInput(core.getInput('harnesses')),
    checkRun: bool('check-run', true),
    suggestions: bool('suggestions', true),
    summary: bool('summary', true),
    // An unset input means the default; an input set to '' (INPUT_SARIF-FILE='') means none.
    sarifFile: process.env['INPUT_SARIF-FILE'] === undefined ? 'agentlint.sarif' : core.getInput('sarif-file').trim(),
    inventory: oneOf<InventoryMode>('inventory', INVENTORY_MODES, 'auto'),
    newSuppressions: oneOf<NewSuppressionsMode>('new-suppressions', NEW_SUPPRESSIONS_MODES, 'report'),
  };
}
