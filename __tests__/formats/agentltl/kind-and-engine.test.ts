import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import { lint as lintTree } from '../../../src/engine/run.js';
import { duplicateKey, yamlInvalid } from '../../../src/rules/schema/parse-rules.js';
import { parseAs, projectOf, removeTree } from '../../helpers/index.js';
import { FIXTURES, fixtureFiles, readFixture } from './helpers.js';

describe('the agentltl file kind', () => {
  it('discovers AGENTLTL.yaml at any depth and under .claude/', () => {
    const { project, root } = projectOf({
      'AGENTLTL.yaml': 'rules: []\n',
      'sub/deep/AGENTLTL.yaml': 'rules: []\n',
      '.claude/AGENTLTL.yaml': 'rules: []\n',
      'agentltl.yaml': 'rules: []\n',
      'AGENTLTL.yml': 'rules: []\n',
    });
    try {
      const found = project.artifacts.filter((a) => a.kind === 'agentltl').map((a) => a.path).sort();
      expect(found).toEqual(['.claude/AGENTLTL.yaml', 'AGENTLTL.yaml', 'sub/deep/AGENTLTL.yaml']);
      expect(project.artifacts.find((a) => a.path === '.claude/AGENTLTL.yaml')!.data.userLevel).toBe(true);
    } finally {
      removeTree(root);
    }
  });
  it('parses with file ranges and returns YAML problems for the engine', () => {
    const pf = parseAs('agentltl', 'AGENTLTL.yaml', 'rules:\n  - id: a\n    id: b\n');
    expect(pf.kind).toBe('agentltl');
    expect(pf.problems.map((p) => [p.code, p.range.start.line, p.range.start.column])).toEqual([['duplicate-key', 3, 5]]);
    expect(pf.artifacts[0]!.root?.type).toBe('map');
    const bad = parseAs('agentltl', 'AGENTLTL.yaml', 'rules: [\n');
    expect(bad.problems[0]!.code).toBe('yaml-invalid');
    expect(bad.artifacts).toEqual([]);
  });
  it('registers the kind with the parse rules', () => {
    expect(yamlInvalid.meta.kinds).toContain('agentltl');
    expect(duplicateKey.meta.kinds).toContain('agentltl');
  });
});

describe('linting the fixture folders through the engine', () => {
  it('finds nothing in the valid fixtures', () => {
    const result = lintTree({ root: join(FIXTURES, 'valid') });
    expect(result.filesChecked).toBe(fixtureFiles(join(FIXTURES, 'valid')).length);
    expect(result.diagnostics.map((d) => `${d.span.path}:${d.span.range.start.line} ${d.kind} ${d.message}`)).toEqual([]);
  });
  it('finds what each invalid fixture is named after (why-missing is opt-in, so off by default)', () => {
    const dir = join(FIXTURES, 'invalid');
    const result = lintTree({ root: dir });
    const { project } = discover(dir);
    expect(project.files.length).toBe(fixtureFiles(dir).length);
    for (const rel of fixtureFiles(dir)) {
      const expected = /^# expect: (.*)$/m.exec(readFixture(dir, rel))![1]!.split(',').map((s) => s.trim()).filter((k) => k !== 'agentltl/why-missing');
      const kinds = [...new Set(result.diagnostics.filter((d) => d.span.path === rel).map((d) => d.kind))].sort();
      expect([rel, kinds]).toEqual([rel, [...expected].sort()]);
    }
    const d = result.diagnostics.find((x) => x.kind === 'agentltl/formula-syntax')!;
    expect(d.level).toBe('error');
    expect(d.span.range.start).toMatchObject({ line: 4, column: 18 });
  });
});
