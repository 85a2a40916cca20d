/** Helpers for the agentltl tests: parse AGENTLTL.yaml text, run one rule or the whole family. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Artifact } from '../../../src/artifacts/model.js';
import type { ArtifactRule, Report } from '../../../src/diagnostics/rule.js';
import { AGENTLTL_RULES } from '../../../src/formats/agentltl/rules/index.js';
import { artifactOf, parseAs, runRule } from '../../helpers/index.js';

export const yamlFile = (text: string): Artifact => artifactOf('agentltl', 'AGENTLTL.yaml', text);

/** Reports of one rule on a file, with the level the engine would start from. */
export function lint(rule: ArtifactRule<any>, text: string): Array<Report & { id: string; effectiveLevel: string }> {
  return runRule(rule, yamlFile(text)).map((r) => ({ ...r, id: rule.meta.id, effectiveLevel: r.level ?? rule.meta.defaultLevel }));
}

/** Every default-on agentltl rule, plus the parse problems, on one file. */
export function lintAll(path: string, text: string, includeOptIn = false): Array<{ id: string; message: string; line: number; column: number }> {
  const parsed = parseAs('agentltl', path, text);
  const out = parsed.problems.map((p) => ({ id: `schema/${p.code}`, message: p.message, line: p.range.start.line, column: p.range.start.column }));
  for (const a of parsed.artifacts) {
    for (const rule of AGENTLTL_RULES) {
      if (rule.scope !== 'artifact' || (rule.meta.optIn && !includeOptIn)) continue;
      for (const r of runRule(rule, a)) out.push({ id: rule.meta.id, message: r.message, line: r.range.start.line, column: r.range.start.column });
    }
  }
  return out;
}

export const FIXTURES = join(process.cwd(), 'fixtures', 'agentltl');

/** AGENTLTL.yaml files under a fixture folder, relative to it. */
export function fixtureFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'AGENTLTL.yaml') out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

export const readFixture = (dir: string, rel: string) => readFileSync(join(dir, rel), 'utf8');
