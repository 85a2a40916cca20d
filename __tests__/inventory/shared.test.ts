/**
 * Issue 21, "Shared files": the inventory names, for each AGENTS.md and shared SKILL.md, the enabled harnesses that
 * read it and how each reads it, and the enabled harnesses that do not; every recorded case a line cites exists.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { SHARED_FILE_READING } from '../../src/engine/inventory/shared.js';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { formatInventoryMarkdown } from '../../src/report/inventory-markdown.js';
import { formatInventoryText } from '../../src/report/inventory-text.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

const root = writeTree({
  'AGENTS.md': '# Team rules\n',
  '.agents/skills/notes/SKILL.md': '---\nname: notes\ndescription: Writes notes\n---\nBody.\n',
  '.codex/config.toml': 'model = "o3"\n',
  'opencode.json': '{}\n',
  '.qwen/settings.json': '{}\n',
  '.gemini/settings.json': '{}\n',
  '.claude/agents/a.md': '---\nname: a\ndescription: A\n---\nBody.\n',
});
afterAll(() => removeTree(root));

describe('files several harnesses read', () => {
  it('lists the readers of AGENTS.md and of a shared skill, how each reads it, and who does not', async () => {
    const { inventory } = await inventoryOf({ root }, ALL_RULES);
    expect(inventory.shared.map((f) => [f.path, f.readers.map((r) => `${r.harness}:${r.kind}`), f.notRead])).toEqual([
      ['.agents/skills/notes/SKILL.md', ['codex:codex-skill', 'gemini:gemini-skill', 'qwen-code:qwen-skill'], ['claude-code', 'opencode']],
      ['AGENTS.md', ['codex:codex-agents-md', 'opencode:opencode-instructions', 'qwen-code:qwen-memory'], ['claude-code', 'gemini']],
    ]);
    const text = formatInventoryText(inventory);
    expect(text.slice(text.indexOf('Files several harnesses read:'))).toBe(`Files several harnesses read:
  .agents/skills/notes/SKILL.md
    OpenAI Codex CLI: ${SHARED_FILE_READING['codex-skill']!.how} (${SHARED_FILE_READING['codex-skill']!.source})
    Gemini CLI: ${SHARED_FILE_READING['gemini-skill']!.how} (${SHARED_FILE_READING['gemini-skill']!.source})
    Qwen Code: ${SHARED_FILE_READING['qwen-skill']!.how} (${SHARED_FILE_READING['qwen-skill']!.source})
    not read by (as agentlint knows them): Claude Code, OpenCode
  AGENTS.md
    OpenAI Codex CLI: ${SHARED_FILE_READING['codex-agents-md']!.how} (${SHARED_FILE_READING['codex-agents-md']!.source})
    OpenCode: ${SHARED_FILE_READING['opencode-instructions']!.how} (${SHARED_FILE_READING['opencode-instructions']!.source})
    Qwen Code: ${SHARED_FILE_READING['qwen-memory']!.how} (${SHARED_FILE_READING['qwen-memory']!.source})
    not read by (as agentlint knows them): Claude Code, Gemini CLI
`);
    const md = formatInventoryMarkdown(inventory);
    expect(md.slice(md.indexOf('### Files several harnesses read')).split('\n').slice(0, 5)).toEqual([
      '### Files several harnesses read',
      '',
      '| File | Harness | How it reads the file | Source |',
      '|---|---|---|---|',
      `| \`.agents/skills/notes/SKILL.md\` | OpenAI Codex CLI | ${SHARED_FILE_READING['codex-skill']!.how.replace(/\|/g, '\\|')} | ${SHARED_FILE_READING['codex-skill']!.source} |`,
    ]);
  });

  it('each line names a recorded case that exists, or a documentation page', () => {
    const dirs: Record<string, string> = { Codex: 'codex', 'Copilot CLI': 'copilot', OpenCode: 'opencode', 'Qwen Code': 'qwen-code', 'Gemini CLI': 'gemini', 'Cline CLI': 'cline', Droid: 'droid' };
    for (const [kind, r] of Object.entries(SHARED_FILE_READING)) {
      if (r.source.startsWith('documented: https://')) continue;
      const m = /^(Codex|Copilot CLI|OpenCode|Qwen Code|Gemini CLI|Cline CLI|Droid) cases? ([\w-]+(?:, [\w-]+)*)/.exec(r.source);
      if (!m) {
        expect([kind, r.source]).toEqual([kind, expect.stringMatching(/^Claude Code rules-runtime cases/)]);
        continue;
      }
      const ids = new Set((JSON.parse(readFileSync(`oracle/${dirs[m[1]!]}/cases.json`, 'utf8')) as { cases: Array<{ id: string }> }).cases.map((c) => c.id));
      for (const id of m[2]!.split(', ')) expect([kind, id, ids.has(id)]).toEqual([kind, id, true]);
    }
  });
});
