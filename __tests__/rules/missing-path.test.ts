/** The one "the path this names does not exist" check and wording (src/rules/missing-path.ts). */
import { describe, expect, it } from '@jest/globals';
import type { Report } from '../../src/diagnostics/rule.js';
import { missingPath, reportMissingPath } from '../../src/rules/shared/missing-path.js';

const tree: Record<string, 'file' | 'dir'> = { docs: 'dir', 'docs/style.md': 'file', '.opencode/notes.md': 'file' };
const project = { stat: (p: string) => tree[p] ?? null };
const range = { start: { line: 3, column: 5, offset: 40 }, end: { line: 3, column: 20, offset: 55 } };

describe('missingPath', () => {
  it('says why a path is not what is wanted, and nothing when it is', () => {
    expect(missingPath(project, 'docs/style.md', 'file')).toBeUndefined();
    expect(missingPath(project, 'docs', 'dir')).toBeUndefined();
    expect(missingPath(project, 'docs', 'any')).toBeUndefined();
    expect(missingPath(project, 'docs', 'file')).toBe('is a folder, not a file');
    expect(missingPath(project, 'docs/style.md', 'dir')).toBe('is a file, not a folder');
    expect(missingPath(project, 'nope.md', 'any')).toBe('does not exist');
  });
});

describe('reportMissingPath', () => {
  const run = (paths: string | string[], wanted: 'file' | 'dir' | 'any') => {
    const reports: Report[] = [];
    const reported = reportMissingPath(project, { report: (r) => reports.push(r) }, paths, wanted, { path: 'opencode.json', range, jsonPath: 'instructions[0]' }, (why) => `\`x\` ${why}`);
    return { reported, reports };
  };

  it('reports at the given place with the words for the first path', () => {
    expect(run('docs', 'file')).toEqual({ reported: true, reports: [{ path: 'opencode.json', range, jsonPath: 'instructions[0]', message: '`x` is a folder, not a file' }] });
    expect(run(['gone.md', 'docs'], 'file').reports[0]!.message).toBe('`x` does not exist');
  });

  it('reports nothing when any of the places holds what is wanted', () => {
    expect(run(['notes.md', '.opencode/notes.md'], 'file')).toEqual({ reported: false, reports: [] });
    expect(run('docs', 'any')).toEqual({ reported: false, reports: [] });
  });
});
