import { expect, it } from '@jest/globals';
import fg from 'fast-glob';
import { discover } from '../../src/engine/discover.js';
import { lint } from '../../src/engine/run.js';
import { describeWithCorpus } from '../helpers/corpus.js';

// Read in place (AGENTLINT_CORPUS, or ../shared/corpus/wshobson-agents); skipped with a note when absent.
describeWithCorpus('the wshobson-agents marketplace', (CORPUS) => {
  it('discovers every agent, skill and command file its layout holds', () => {
    const opts = { cwd: CORPUS, dot: true };
    // Expected counts from the tree itself: plugin roots are the folders with .claude-plugin/plugin.json.
    const roots = fg.sync('**/.claude-plugin/plugin.json', opts).map((p) => p.replace(/\/?\.claude-plugin\/plugin\.json$/, ''));
    const under = (pattern: string) => new Set(roots.flatMap((r) => fg.sync(`${r}/${pattern}`, opts)));
    const agents = under('agents/**/*.md');
    const skills = new Set([...under('skills/*/SKILL.md'), ...under('SKILL.md')]);
    const commands = under('commands/**/*.md');
    const { project, skipped } = discover(CORPUS);
    const paths = (kind: string) => new Set(project.artifacts.filter((a) => a.kind === kind).map((a) => a.path));
    expect(skipped).toEqual([]);
    expect(paths('agent')).toEqual(agents);
    expect(paths('skill')).toEqual(skills);
    expect(paths('command')).toEqual(commands);
    expect(agents.size).toBeGreaterThan(150);
    expect(skills.size).toBeGreaterThan(150);
    expect(commands.size).toBeGreaterThan(80);
    expect(paths('plugin').size).toBe(roots.length);
    expect(paths('marketplace')).toEqual(new Set(['.claude-plugin/marketplace.json']));
    // Every agent of this marketplace is plugin-distributed.
    expect(project.artifacts.filter((a) => a.kind === 'agent').every((a) => a.pluginDistributed)).toBe(true);
  });

  it('lints without crashing, every diagnostic inside its file', () => {
    const result = lint({ root: CORPUS });
    const { project } = discover(CORPUS);
    const texts = new Map(project.files.map((f) => [f.file.path, f.file]));
    for (const d of [...result.diagnostics, ...result.suppressed]) {
      const f = texts.get(d.span.path);
      expect(f).toBeDefined();
      const { start, end } = d.span.range;
      expect(start.line).toBeGreaterThanOrEqual(1);
      expect(start.column).toBeGreaterThanOrEqual(1);
      expect(end.offset).toBeGreaterThanOrEqual(start.offset);
      expect(end.offset).toBeLessThanOrEqual(f!.text.length);
      expect(f!.lines.position(start.offset)).toEqual(start);
      expect(d.kind).not.toMatch(/internal/);
      expect(d.message).not.toMatch(/internal error/);
    }
    expect(result.filesChecked).toBe(project.files.length);
  });
});
