/** Fixture projects of `fixtures/ai-rulez/`, discovered once per test file. */
import { resolve } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import type { Project } from '../../../src/artifacts/model.js';
import type { ProjectRule, Report } from '../../../src/diagnostics/rule.js';
import { runProjectRule } from '../../helpers/index.js';

export const FIXTURES = resolve('fixtures/ai-rulez');

const projects = new Map<string, Project>();

export function fixture(name: string): Project {
  let p = projects.get(name);
  if (!p) {
    p = discover(resolve(FIXTURES, name)).project;
    projects.set(name, p);
  }
  return p;
}

/** Run a project rule on a fixture; reports sorted by path, then position. */
export function run(rule: ProjectRule<any>, name: string): Report[] {
  return runProjectRule(rule, fixture(name)).sort(
    (a, b) => (a.path ?? '').localeCompare(b.path ?? '') || a.range.start.offset - b.range.start.offset,
  );
}
