/**
 * The language server's workspace model in-process: after edits, its findings equal a
 * fresh full lint of the same texts; a rule that throws is an internal-error finding and
 * the other rules still run; an unreadable configuration is a note, not a crash.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { artifactRule } from '../../src/diagnostics/rule.js';
import { lint } from '../../src/engine/run.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { Workspace } from '../../src/lsp/workspace.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-ws-'));
  dirs.push(root);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

const key = (ds: Array<{ kind: string; level: string; message: string; span: { path: string; range: { start: { offset: number }; end: { offset: number } } } }>) =>
  ds.map((d) => `${d.span.path} ${d.span.range.start.offset}-${d.span.range.end.offset} ${d.level} ${d.kind} ${d.message}`);

describe('Workspace', () => {
  it('an edited file gives the same findings as a full lint of the new text (incremental re-parse, cross-file rules included)', () => {
    const files = {
      '.claude/agents/a.md': '---\nname: a\ndescription: A.\nskills: [code-review]\n---\nBody.\n',
      '.claude/agents/b.md': '---\nname: b\ndescription: B.\ntools: Read, Wrte\n---\nBody.\n',
      '.claude/skills/code-review/SKILL.md': '---\nname: code-review\ndescription: Review. Use when asked.\n---\nSteps.\n',
    };
    const root = tree(files);
    const ws = new Workspace(root);
    ws.load();
    expect(key(ws.results().diagnostics)).toEqual(key(lint({ root }).diagnostics));

    const edits: Array<[string, string]> = [
      ['.claude/agents/b.md', '---\nname: a\ndescription: B.\nmodel: sonet\n---\nBody.\n'],
      ['.claude/skills/code-review/SKILL.md', '---\nname: code-reviews\ndescription: Review. Use when asked.\n---\nSteps.\n'],
      ['.claude/agents/a.md', '---\nname: a\ndescription: [unclosed\n---\nBody.\n'],
    ];
    for (const [path, text] of edits) {
      expect(ws.update(path, text)).toBe('file');
      writeFileSync(join(root, path), text);
      expect(key(ws.results().diagnostics)).toEqual(key(lint({ root }).diagnostics));
    }
    expect(ws.stats).toEqual({ loads: 1, updates: 3 });
    expect(ws.update('README.md', '# not an artifact')).toBe('none');
  });

  it('a rule that throws becomes one internal-error finding per artifact, and the other rules still run', () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: A.\ntools: Read, Wrte\n---\nBody.\n' });
    const boom = artifactRule({
      meta: { id: 'test/boom', category: 'correctness', defaultLevel: 'warn', effect: 'style', description: 'throws', kinds: ['agent'], optIn: false, fixable: false },
      check() {
        throw new Error('boom');
      },
    });
    const ws = new Workspace(root, { rules: [...ALL_RULES, boom] });
    ws.load();
    const ds = ws.results().diagnostics;
    expect(ds.filter((d) => d.kind === 'test/boom').map((d) => [d.level, d.message, d.span.range.start.line])).toEqual([
      ['error', 'internal error in test/boom: boom (please report it; other rules still ran)', 1],
    ]);
    expect(ds.some((d) => d.kind === 'agents/tools-known')).toBe(true);
    ws.update('.claude/agents/a.md', '---\nname: a\ndescription: A.\n---\nBody.\n');
    expect(ws.results().diagnostics.map((d) => d.kind)).toEqual(['test/boom']);
  });

  it('an unreadable configuration is a note and the defaults apply', () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: A.\ntools: Read, Wrte\n---\nBody.\n', '.agentlint.yml': 'lints:\n  all: allow\n' });
    if (process.getuid?.() === 0) {
      // root reads any file: a folder where the file should be is unreadable for everyone.
      rmSync(join(root, '.agentlint.yml'));
      mkdirSync(join(root, '.agentlint.yml'));
    } else chmodSync(join(root, '.agentlint.yml'), 0o000);
    const ws = new Workspace(root);
    ws.load();
    expect(ws.notes()).toEqual([{ path: '.agentlint.yml', message: expect.stringMatching(/^cannot read configuration .*; linting with the default rules$/) }]);
    expect(ws.results().diagnostics.map((d) => d.kind)).toEqual(['agents/tools-known']);
  });

  it('a configuration linked into .git or out of the workspace is not read: a note, and the defaults apply', () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: A.\ntools: Read, Wrte\n---\nBody.\n', '.git/config': '[http]\n\textraheader = AUTHORIZATION: basic SECRET\n' });
    symlinkSync('.git/config', join(root, '.agentlint.yml'));
    const ws = new Workspace(root);
    ws.load();
    expect(ws.notes()).toEqual([{ path: '.agentlint.yml', message: 'cannot read configuration .agentlint.yml: it leads into the `.git` folder: not read; linting with the default rules' }]);
    expect(ws.results().diagnostics.map((d) => d.kind)).toEqual(['agents/tools-known']);
    rmSync(join(root, '.agentlint.yml'));
    symlinkSync('/dev/zero', join(root, '.agentlint.yml'));
    ws.load();
    expect(ws.notes()).toEqual([{ path: '.agentlint.yml', message: 'cannot read configuration .agentlint.yml: it leads out of the workspace (a symbolic link, or a path outside it): not read; linting with the default rules' }]);
  });
});
