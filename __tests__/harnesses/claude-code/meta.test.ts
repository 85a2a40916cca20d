/** Every catalogue rule is declared completely (the docs pages are generated from its meta) and runs through the engine. */
import { ruleSources } from '../../helpers/rule-source.js';
import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import { COMMAND_RULES } from '../../../src/harnesses/claude-code/rules/commands/index.js';
import { HOOK_RULES } from '../../../src/harnesses/claude-code/rules/hooks/index.js';
import { MARKETPLACE_RULES } from '../../../src/harnesses/claude-code/rules/marketplace/index.js';
import { MCP_RULES } from '../../../src/harnesses/claude-code/rules/mcp/index.js';
import { PLUGIN_RULES } from '../../../src/harnesses/claude-code/rules/plugin/index.js';
import { SKILL_RULES } from '../../../src/harnesses/claude-code/rules/skills/index.js';
import { CATALOGUE_RULES } from './all-rules.js';

const ISSUE_6_IDS = [
  'skills/name-matches-directory', 'skills/name-format', 'skills/description-length', 'skills/body-size', 'skills/fork-agent-pairing', 'skills/field-enums',
  'commands/positional-arguments', 'commands/shell-injection-approval', 'commands/argument-hint', 'commands/shadowed-by-skill',
  'plugin/manifest-name', 'plugin/semver', 'plugin/field-types', 'plugin/unknown-field', 'plugin/component-paths',
  'marketplace/schema', 'marketplace/reserved-name', 'marketplace/plugin-name-unique', 'marketplace/source-exists',
  'hooks/event-known', 'hooks/handler', 'hooks/matcher-ignored',
  'mcp/server-config', 'mcp/transport-deprecated', 'mcp/secret-literal',
  'agents/skill-reference', 'agents/duplicate-name', 'agents/agent-reference',
  // Issue 10: a superset of `claude plugin validate` 2.1.332.
  'commands/frontmatter-missing', 'plugin/reserved-name', 'plugin/metadata-missing', 'plugin/claude-md-ignored', 'plugin/user-config-undeclared',
  'hooks/placeholder-unquoted', 'hooks/outside-hooks-object', 'marketplace/version-mismatch', 'marketplace/metadata-missing',
  'plugin/experimental-unknown-field',
  // Issue 12: plugin LSP servers, monitors, settings.json and dependencies.
  'plugin/lsp-server-schema', 'plugin/monitor-schema', 'plugin/settings-ignored-key', 'plugin/settings-agent-missing',
  'plugin/dependency-shape', 'plugin/dependency-unsatisfied',
  // Issue 19: what Claude Code 2.1.332 rejects, drops or ignores (mutations.json).
  'hooks/field-types', 'hooks/handler-ignored-field', 'hooks/command-script-missing', 'marketplace/field-types', 'plugin/manifest-values', 'skills/unreachable',
  // Issue 19, the validator sweep (rules-validator-sweep.json).
  'plugin/manifest-extensions', 'marketplace/entry-extensions',
  // A settings hook's `once` (hook-runs.json).
  'hooks/once-ignored',
];
const LEVELS: Record<string, string> = {
  'skills/name-matches-directory': 'info', 'skills/name-format': 'info', 'skills/description-length': 'warn', 'skills/body-size': 'info',
  'skills/fork-agent-pairing': 'warn', 'commands/positional-arguments': 'warn', 'commands/shell-injection-approval': 'warn',
  'commands/argument-hint': 'info', 'commands/shadowed-by-skill': 'info', 'plugin/manifest-name': 'error', 'plugin/semver': 'warn',
  'plugin/field-types': 'error', 'plugin/unknown-field': 'warn', 'plugin/component-paths': 'error', 'marketplace/schema': 'error',
  'marketplace/reserved-name': 'error', 'marketplace/plugin-name-unique': 'error', 'marketplace/source-exists': 'error',
  'hooks/event-known': 'error', 'hooks/handler': 'error', 'hooks/matcher-ignored': 'warn', 'mcp/server-config': 'error',
  'mcp/transport-deprecated': 'info', 'mcp/secret-literal': 'error', 'agents/skill-reference': 'warn', 'agents/duplicate-name': 'error',
  'agents/agent-reference': 'warn', 'commands/frontmatter-missing': 'info', 'plugin/reserved-name': 'error', 'plugin/metadata-missing': 'info',
  'plugin/claude-md-ignored': 'warn', 'plugin/user-config-undeclared': 'error', 'hooks/placeholder-unquoted': 'warn',
  'hooks/outside-hooks-object': 'error', 'marketplace/version-mismatch': 'warn', 'marketplace/metadata-missing': 'info',
  'plugin/experimental-unknown-field': 'warn', 'plugin/lsp-server-schema': 'error', 'plugin/monitor-schema': 'error',
  'plugin/settings-ignored-key': 'warn', 'plugin/settings-agent-missing': 'warn', 'plugin/dependency-shape': 'error',
  'plugin/dependency-unsatisfied': 'error', 'hooks/field-types': 'error', 'hooks/handler-ignored-field': 'warn',
  'hooks/command-script-missing': 'warn', 'hooks/once-ignored': 'warn', 'marketplace/field-types': 'error', 'plugin/manifest-values': 'error', 'skills/unreachable': 'warn',
  'plugin/manifest-extensions': 'error', 'marketplace/entry-extensions': 'error',
};

describe('catalogue rule declarations', () => {
  it('has exactly the ids of issue 6, each in its own file (src/harnesses/claude-code/rules/<family>/<name>.ts)', () => {
    expect(CATALOGUE_RULES.map((r) => r.meta.id).sort()).toEqual([...ISSUE_6_IDS].sort());
    const sources = ruleSources();
    for (const id of ISSUE_6_IDS) expect([id, sources.get(id)]).toEqual([id, `src/harnesses/claude-code/rules/${id}.ts`]);
  });
  it('uses the levels the issue gives', () => {
    for (const r of CATALOGUE_RULES) if (LEVELS[r.meta.id]) expect(`${r.meta.id}=${r.meta.defaultLevel}`).toBe(`${r.meta.id}=${LEVELS[r.meta.id]}`);
  });
  it('fills rationale, examples and description for the docs pages; project rules are the cross-file ones', () => {
    for (const r of CATALOGUE_RULES) {
      expect(r.meta.rationale && r.meta.rationale.length > 60).toBe(true);
      expect(r.meta.examples?.wrong && r.meta.examples.right && r.meta.examples.file).toBeTruthy();
      if (!r.meta.examples!.rightFile) expect(r.meta.examples!.wrong).not.toBe(r.meta.examples!.right);
      expect(r.meta.description.length).toBeGreaterThan(10);
      expect(r.meta.kinds.length).toBeGreaterThan(0);
    }
    const project = CATALOGUE_RULES.filter((r) => r.scope === 'project').map((r) => r.meta.id).sort(); // skills/name-*: the slash name needs the plugin manifest's name
    expect(project).toEqual(['agents/agent-reference', 'agents/duplicate-name', 'agents/skill-reference', 'commands/shadowed-by-skill', 'hooks/command-script-missing', 'hooks/outside-hooks-object', 'marketplace/entry-extensions', 'marketplace/reserved-name', 'marketplace/source-exists', 'marketplace/version-mismatch', 'plugin/claude-md-ignored', 'plugin/component-paths', 'plugin/dependency-unsatisfied', 'plugin/reserved-name', 'plugin/settings-agent-missing', 'plugin/user-config-undeclared', 'skills/name-format', 'skills/name-matches-directory']);
  });
  it('is listed in the family indexes', () => {
    const listed = new Set([...SKILL_RULES, ...COMMAND_RULES, ...PLUGIN_RULES, ...MARKETPLACE_RULES, ...HOOK_RULES, ...MCP_RULES].map((r) => r.meta.id));
    for (const id of ISSUE_6_IDS.filter((i) => !i.startsWith('agents/'))) expect(listed.has(id)).toBe(true);
  });
  it('runs through the engine on the valid tree with no catalogue finding', () => {
    const result = lint({ root: resolve('fixtures/valid-catalogue'), rules: CATALOGUE_RULES });
    expect(result.filesChecked).toBeGreaterThan(20);
    expect(result.diagnostics.map((d) => `${d.kind} ${d.span.path} ${d.message}`)).toEqual([]);
  });
});
