/** Copilot files of odd shapes (wrong types everywhere, roots that are not objects) give findings or nothing, never a crash. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const ODD: Record<string, string> = {
  '.github/agents/a.agent.md': '---\ndescription: d\ntools: {read: 1}\nname: [x]\n---\n',
  '.github/agents/b.agent.md': '---\ndescription: d\ntools: [1, null, [read], "", "a,,b", "*", "srv/*"]\n---\n',
  '.github/agents/c.agent.md': '---\ntarget: github-copilot\ndescription: d\ntools: " , read ,, frobtool "\n---\n',
  '.github/hooks/a.json': '{ "hooks": [1, 2] }',
  '.github/hooks/b.json': '{ "hooks": { "preToolUse": [1, null, [], { "type": 3 }, { "matcher": "(", "bash": 1, "env": [], "timeoutSec": null }], "sessionStart": 3 } }',
  '.github/hooks/c.json': '[]',
  '.github/mcp.json': '{ "mcpServers": [1, 2] }',
  '.mcp.json': '{ "mcpServers": { "a": 3, "b": null, "c": [], "d": { "type": 3, "env": [], "headers": { "Authorization": 5 }, "args": {}, "tools": [null] } } }',
  '.github/copilot/settings.json': '[1, 2]',
  '.github/copilot/settings.local.json': '{ "enabledPlugins": [], "extraKnownMarketplaces": { "m": null }, "hooks": [], "mergeStrategy": null, "": 1 }',
  'p1/.github/plugin/plugin.json': '{ "name": [], "skills": [1, null, {}, ""], "agents": {"paths": 3}, "": null }',
  'p2/.plugin/plugin.json': '[]',
  'p3/.github/plugin/plugin.json': `{ "name": "${'Ü'.repeat(5000)}", "skills": "${'../'.repeat(50)}x", "agents": false }`,
  '.github/plugin/marketplace.json': '{ "name": 3, "owner": [], "plugins": [1, null, [], { "name": {}, "source": [], "version": {} }, { "name": "a", "source": {} }, { "name": "a", "source": "" }], "metadata": 7 }',
  '.plugin/marketplace.json': '"just a string"',
};

describe('Copilot robustness', () => {
  it('never crashes on wrongly typed values and keeps ranges inside files', () => {
    const root = writeTree(ODD);
    try {
      const ds = lint({ root, harnesses: ['copilot'] }).diagnostics;
      for (const d of ds) {
        const text = readFileSync(join(root, d.span.path), 'utf8');
        expect(d.span.range.start.line).toBeGreaterThan(0);
        expect(d.span.range.end.offset).toBeLessThanOrEqual(text.length);
      }
      const rules = new Set(ds.map((d) => d.kind));
      for (const id of ['copilot/agent-dropped', 'copilot/agent-tool-unknown', 'copilot/hook-skipped', 'copilot/hook-type', 'copilot/mcp-server-skipped', 'copilot/settings-invalid', 'copilot/settings-unknown-key',
        'copilot/plugin-name', 'copilot/plugin-component-path', 'copilot/plugin-unknown-field', 'copilot/marketplace-invalid']) {
        expect([id, rules.has(id)]).toEqual([id, true]);
      }
      // In " , read ,, frobtool " the unknown name is found at its exact place.
      const frob = ds.find((d) => d.span.path === '.github/agents/c.agent.md' && d.kind === 'copilot/agent-tool-unknown')!;
      expect(`${frob.span.range.start.line}:${frob.span.range.start.column}-${frob.span.range.end.column}`).toBe('4:20-28');
    } finally {
      removeTree(root);
    }
  });
});

describe('a Copilot agent that is not strict YAML', () => {
  it('is one copilot/agent-dropped finding: no Claude Code parse finding, no finding about fields Copilot never reads', () => {
    const root = writeTree({ '.github/agents/x.md': '---\nname: x\ndescription: a: b: c\ntools: [read\n---\nBody\n' });
    try {
      const ds = lint({ root, harnesses: ['copilot'] }).diagnostics;
      expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
        'copilot/agent-dropped error 3:14 Copilot CLI does not load this agent: its frontmatter is not valid YAML (the log says "failed to parse YAML frontmatter")',
      ]);
    } finally {
      removeTree(root);
    }
  });
});
