/** Where a rule's file is: `src/harnesses/<harness>/rules/…`, `src/formats/<format>/rules/…` or `src/rules/<family>/…`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DESCRIPTORS } from '../../src/harnesses/registry.js';

const CLAUDE_CODE_FAMILIES = new Set(['agents', 'commands', 'skills', 'plugin', 'marketplace', 'hooks', 'mcp', 'settings', 'memory', 'output-style']);

export function ruleSourcePath(id: string): string {
  const [family, name] = id.split('/') as [string, string];
  if (CLAUDE_CODE_FAMILIES.has(family)) return join('src/harnesses/claude-code/rules', family, `${name}.ts`);
  const d = DESCRIPTORS.find((x) => x.id === family);
  if (d) return join(d.type === 'harness' ? 'src/harnesses' : 'src/formats', d.id, 'rules', `${name}.ts`);
  return join('src/rules', family, `${name}.ts`);
}

export const ruleFileExists = (id: string): boolean => existsSync(ruleSourcePath(id));
