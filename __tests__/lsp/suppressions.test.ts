/**
 * The language server honours agentlint-suppressions.json: the findings it records are not shown,
 * a new mistake typed in the editor is, the file is read again when it changes on disk, and a
 * malformed file is a note on it (nothing suppressed), not a crash.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Workspace } from '../../src/lsp/workspace.js';
import { cli } from '../helpers/cli.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const ALPHA = '---\nname: alpha\ndescription: Reviews code.\nmodel: sonet\ntools: Read, Wrte, Grp\n---\nBody.\n';
const BETA = '---\nname: beta\ndescription: Writes docs.\nmodel: opuss\n---\nBody.\n';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-ws-suppress-'));
  dirs.push(root);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

const shown = (ws: Workspace) => ws.results().diagnostics.map((d) => `${d.span.path} ${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`);

describe('the language server and the suppressions file', () => {
  it('hides the recorded findings, shows a new one typed in the editor, and follows the file on disk', async () => {
    const root = tree({ '.claude/agents/alpha.md': ALPHA, '.claude/agents/beta.md': BETA });
    await cli(['--suppress-rule', 'agents/tools-known', '.'], root);
    const ws = new Workspace(root);
    ws.load();
    expect(shown(ws)).toEqual(['.claude/agents/alpha.md agents/model-valid 4:8', '.claude/agents/beta.md agents/model-valid 4:8']);
    expect(ws.results().suppressed.map((d) => `${d.kind} ${d.span.range.start.column} ${d.source}`)).toEqual(['agents/tools-known 14 suppressions', 'agents/tools-known 20 suppressions']);

    // A third unknown tool typed in the editor: shown alone, the two recorded ones stay hidden.
    expect(ws.update('.claude/agents/alpha.md', ALPHA.replace('Grp\n', 'Grp, Bsh\n'))).toBe('file');
    expect(shown(ws)).toEqual(['.claude/agents/alpha.md agents/model-valid 4:8', '.claude/agents/alpha.md agents/tools-known 5:25', '.claude/agents/beta.md agents/model-valid 4:8']);

    // The file changes on disk (a --suppress-all in a terminal): read again, without a full reload.
    await cli(['--suppress-all', '.'], root);
    const loads = ws.stats.loads;
    expect(ws.update('agentlint-suppressions.json', undefined)).toBe('suppressions');
    expect(ws.stats.loads).toBe(loads);
    expect(shown(ws)).toEqual(['.claude/agents/alpha.md agents/tools-known 5:25']);
    // Typing in the open suppressions file changes nothing until it is saved.
    expect(ws.update('agentlint-suppressions.json', '{}')).toBe('none');
    expect(shown(ws)).toEqual(['.claude/agents/alpha.md agents/tools-known 5:25']);
  });

  it('a malformed file is a note on it, and nothing is suppressed', () => {
    const root = tree({ '.claude/agents/beta.md': BETA, 'agentlint-suppressions.json': '{"x.md": {"r/x": {"count": 0}}}' });
    const ws = new Workspace(root);
    ws.load();
    expect(shown(ws)).toEqual(['.claude/agents/beta.md agents/model-valid 4:8']);
    expect(ws.notes()).toEqual([
      {
        path: 'agentlint-suppressions.json',
        message:
          'invalid suppressions file agentlint-suppressions.json:1:28: `count` must be a whole number of at least 1 (remove the entry to suppress nothing) (fix it, or delete it and run `agentlint --suppress-all` again); nothing is suppressed until it is fixed',
      },
    ]);
    writeFileSync(join(root, 'agentlint-suppressions.json'), '{".claude/agents/beta.md": {"agents/model-valid": {"count": 1}}}\n');
    ws.update('agentlint-suppressions.json', undefined);
    expect(shown(ws)).toEqual([]);
    expect(ws.notes()).toEqual([]);
  });
});
