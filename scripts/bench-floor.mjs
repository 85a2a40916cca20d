// The floor: list the same candidate files agentlint looks at, read them, and parse their
// YAML frontmatter (with the yaml package) or JSON (with JSON.parse). No ranges, no rules, no output.
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

const root = process.argv[2];
const files = fg.sync(
  ['**/.claude-plugin/*.json', '**/agents/**/*.md', '**/skills/*/SKILL.md', '**/commands/**/*.md', '**/.mcp.json', '**/hooks/hooks.json', '**/.claude/settings*.json', '**/.gitignore'],
  { cwd: root, dot: true, ignore: ['**/node_modules/**', '**/.git/**'] },
);
let n = 0;
for (const f of files) {
  const text = readFileSync(join(root, f), 'utf8');
  if (f.endsWith('.json')) {
    JSON.parse(text);
  } else if (text.startsWith('---')) {
    const end = text.indexOf('\n---', 3);
    parseDocument(text.slice(4, end > 0 ? end : text.length));
  }
  n++;
}
globalThis.__benchFiles = n;
