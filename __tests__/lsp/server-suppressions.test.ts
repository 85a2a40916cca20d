/**
 * `agentlint lsp` over stdio with a suppressions file: the recorded findings are not published,
 * a new one typed in the editor is, and a save of the file (open in the editor or not) is read.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { cli } from '../helpers/cli.js';
import { buildServer, LspClient, uriOf } from './client.js';

const BROKEN = '---\nname: reviewer\ndescription: Reviews code for bugs.\nmodel: sonet\ntools: Read, Wrte\n---\nYou review code.\n';

let server: string;
const dirs: string[] = [];
beforeAll(() => {
  server = buildServer();
}, 120_000);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  rmSync(dirname(server), { recursive: true, force: true });
});

const codes = (ds: Diagnostic[]) => ds.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character}`);

describe('agentlint lsp and agentlint-suppressions.json', () => {
  it('publishes only what the file does not record, and follows its saves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'agentlint-lsp-suppress-'));
    dirs.push(root);
    mkdirSync(join(root, '.claude/agents'), { recursive: true });
    const agent = join(root, '.claude/agents/reviewer.md');
    const file = join(root, 'agentlint-suppressions.json');
    writeFileSync(agent, BROKEN);
    await cli(['--suppress-rule', 'agents/tools-known', '.'], root);

    const c = new LspClient(server);
    try {
      await c.initialize(root);
      await c.open(agent, BROKEN);
      expect(codes(await c.next(uriOf(agent), (d) => d.length > 0))).toEqual(['agents/model-valid 3:7']);

      // A second unknown tool typed in the editor is new: it is shown, the recorded `Wrte` is not.
      await c.change(agent, BROKEN.replace('Wrte', 'Wrte, Bsh'), 2);
      expect(codes(await c.next(uriOf(agent), (d) => d.length === 2))).toEqual(['agents/model-valid 3:7', 'agents/tools-known 4:19']);

      // The file, open in the editor, saved with every finding recorded.
      await c.open(file, '{}');
      await cli(['--suppress-all', '.'], root);
      await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 2 }] });
      expect(await c.next(uriOf(agent), (d) => d.length === 1)).toHaveLength(1);
      // On disk the editor's text is not what `--suppress-all` recorded (`Bsh` is not on disk): only it is left.
      expect(codes(c.published.filter((p) => p.uri === uriOf(agent)).at(-1)!.diagnostics)).toEqual(['agents/tools-known 4:19']);

      // Broken on disk: a note on the file, and nothing suppressed.
      writeFileSync(file, '{"x.md": 1}');
      await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file), type: 2 }] });
      const note = await c.next(uriOf(file), (d) => d.length > 0);
      expect(note[0]!.message).toMatch(/^invalid suppressions file agentlint-suppressions\.json:1:10: `x\.md` must map rule ids to entries/);
      expect(await c.stop()).toBe(0);
    } finally {
      c.kill();
    }
  });
});
