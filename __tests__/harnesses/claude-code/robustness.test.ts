/** Odd shapes (wrong types everywhere) must give findings or nothing, never a crash; ranges stay inside the file. */
import { describe, expect, it } from '@jest/globals';
import { projectOf, removeTree } from '../../helpers/index.js';
import { runAll } from './all-rules.js';

const ODD: Record<string, string> = {
  '.claude/skills/a/SKILL.md': '---\nname: [1, 2]\ndescription: {x: 1}\neffort: [high]\nshell: 3\nbackground: null\ncontext: [fork]\nagent: {x: 1}\nallowed-tools: {Bash: 1}\n---\n!`` !`x` ```!\n',
  '.claude/skills/b/SKILL.md': 'no frontmatter at all, $1 and $ARGUMENTS and !`ls`\n```!\n\n```\n',
  '.claude/skills/c/SKILL.md': '---\nname: c\n',
  '.claude/commands/c.md': '---\n- just\n- a list\n---\n$2 $3\n',
  '.claude/agents/x.md': '---\nname: x\ndescription: d\ntools: {a: 1}\nskills: {a: 1}\nhooks: [1, 2]\nmcpServers: 3\n---\n',
  '.claude/agents/y.md': '---\nname: y\ndescription: d\ntools: [Agent(), "Agent(,,)", Task( x )]\nskills: [null, 3, ""]\nhooks:\n  Stop: 3\n  PreToolUse: [1, [2], {hooks: 3}, {hooks: [1, {type: 3}, {type: prompt}]}]\n---\n',
  '.claude/settings.json': '{ "hooks": [] }',
  '.claude/settings.local.json': '{ "hooks": { "Stop": [ { "matcher": 3, "hooks": [ { "type": "command", "command": null } ] } ] } }',
  '.mcp.json': '{ "mcpServers": { "a": 3, "b": null, "c": [], "d": { "type": 3, "env": [], "headers": { "Authorization": 5 } } } }',
  'p/.claude-plugin/plugin.json': '{ "name": 3, "version": [], "keywords": {}, "commands": [3, null, ""], "agents": {}, "hooks": 3, "author": "me" }',
  'q/.claude-plugin/plugin.json': '[1, 2]',
  '.claude-plugin/marketplace.json': '{ "name": 3, "owner": "me", "plugins": [3, null, { "name": [], "source": 3 }, { "name": "x", "source": { "source": 3 } }, { "name": "y", "source": [] }] }',
  'm2/.claude-plugin/marketplace.json': '{ "plugins": {} }',
};

describe('catalogue robustness', () => {
  it('never crashes on wrongly typed values and keeps ranges inside files', () => {
    const { project, root } = projectOf(ODD);
    try {
      const findings = runAll(project);
      const files = new Map(project.files.map((f) => [f.file.path, f.file.text.length]));
      for (const f of findings) {
        expect(files.has(f.path)).toBe(true);
        expect(f.range.end.offset).toBeLessThanOrEqual(files.get(f.path)!);
      }
      if (process.env.SHOW) console.log(findings.map((f) => `${f.rule} ${f.path}:${f.range.start.line}:${f.range.start.column} ${f.message}`).join("\n"));
      const rules = new Set(findings.map((f) => f.rule));
      for (const id of ['plugin/field-types', 'plugin/manifest-name', 'marketplace/schema', 'mcp/server-config', 'hooks/handler', 'skills/field-enums']) expect(rules.has(id)).toBe(true);
    } finally {
      removeTree(root);
    }
  });
});
