/**
 * The MCP snippets docs/in-your-agent.md gives for harnesses without a plugin format, written where the page says
 * and linted: agentlint finds nothing in its own configuration advice (the MCP rules of Codex, OpenCode and Cursor,
 * the harnesses among them whose MCP file agentlint reads).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lintLoadingRules } from '../../src/engine/lint-loading.js';

const page = readFileSync('docs/in-your-agent.md', 'utf8');
const section = page.slice(page.indexOf('### For harnesses without a plugin format'), page.indexOf('## Turning it off'));
const blocks = [...section.matchAll(/```(toml|json)\n([\s\S]*?)```/g)].map((m) => m[2]!.replace(/^ {2}/gm, ''));
const root = mkdtempSync(join(tmpdir(), 'agentlint-snippets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the MCP snippets of docs/in-your-agent.md', () => {
  it('are three (Codex, OpenCode, the mcpServers shape) and lint clean where they go', async () => {
    expect(blocks).toHaveLength(3);
    const files = { '.codex/config.toml': blocks[0]!, 'opencode.json': blocks[1]!, '.cursor/mcp.json': blocks[2]! };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), text);
    }
    const r = await lintLoadingRules({ root });
    expect(r.diagnostics.map((d) => `${d.span.path} ${d.kind}: ${d.message}`)).toEqual([]);
    expect(r.filesChecked).toBe(3);
    // The release that `npm version` wrote there (scripts/sync-version.mjs): a runner with no version is security/unpinned-server.
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    expect(JSON.parse(blocks[2]!).mcpServers.agentlint.args).toEqual(['-y', `@agentlint/cli@${version}`, 'mcp']);
  });
});
