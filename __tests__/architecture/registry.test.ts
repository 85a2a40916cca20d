/**
 * Every per-harness fact lives in the harness's descriptor, and what lists the harnesses is made from the registry:
 * the ground floor's ids and titles, the CLI's help, action.yml, the VS Code extension (checked with the generated
 * files in __tests__/docs.test.ts), and the docs index (a page per harness).
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { HARNESS_SHORT_TITLES, HARNESS_TITLES, HARNESSES } from '../../src/artifacts/harness.js';
import { HELP } from '../../src/cli/args.js';
import { DESCRIPTORS, HARNESS_DESCRIPTORS } from '../../src/harnesses/registry.js';

describe('the registry is the one list of harnesses', () => {
  it("the ground floor's ids, titles and short titles are the descriptors'", () => {
    expect(HARNESSES).toEqual(HARNESS_DESCRIPTORS.map((d) => d.id));
    expect(HARNESSES.map((h) => HARNESS_TITLES[h])).toEqual(HARNESS_DESCRIPTORS.map((d) => d.title));
    expect(HARNESSES.map((h) => HARNESS_SHORT_TITLES[h])).toEqual(HARNESS_DESCRIPTORS.map((d) => d.shortTitle ?? d.title));
  });

  it('--help names every harness for --harness, in registry order', () => {
    const option = HELP.slice(HELP.indexOf('--harness NAMES'), HELP.indexOf('--fix '));
    const named = option.replace(/\s+/g, ' ').match(/repeatable: (.*?) \(default/)?.[1];
    expect(named).toBe(HARNESSES.join(', '));
  });

  it('the docs index links a page for every harness, and the page exists', () => {
    const index = readFileSync('docs/README.md', 'utf8');
    const missing = HARNESSES.filter((h) => !index.includes(`(harnesses/${h}.md)`) || !existsSync(`docs/harnesses/${h}.md`));
    expect(missing).toEqual([]);
  });

  it('every descriptor names the files an editor opens agentlint for, or says it has none of its own', () => {
    expect(DESCRIPTORS.filter((d) => d.type === 'harness' && d.editorGlobs.length === 0).map((d) => d.id)).toEqual([]);
  });
});
