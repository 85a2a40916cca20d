/** Every rule issue 6 adds, and helpers to run them over a discovered project. */
import type { Project } from '../../../src/artifacts/model.js';
import type { Rule, Report } from '../../../src/diagnostics/rule.js';
import { CROSS_FILE_AGENT_RULES } from '../../../src/harnesses/claude-code/lib/cross-file.js';
import argumentHint from '../../../src/harnesses/claude-code/rules/commands/argument-hint.js';
import frontmatterMissing from '../../../src/harnesses/claude-code/rules/commands/frontmatter-missing.js';
import positionalArguments from '../../../src/harnesses/claude-code/rules/commands/positional-arguments.js';
import shadowedBySkill from '../../../src/harnesses/claude-code/rules/commands/shadowed-by-skill.js';
import shellInjectionApproval from '../../../src/harnesses/claude-code/rules/commands/shell-injection-approval.js';
import { HOOK_RULES } from '../../../src/harnesses/claude-code/rules/hooks/index.js';
import { MARKETPLACE_RULES } from '../../../src/harnesses/claude-code/rules/marketplace/index.js';
import secretLiteral from '../../../src/harnesses/claude-code/rules/mcp/secret-literal.js';
import serverConfig from '../../../src/harnesses/claude-code/rules/mcp/server-config.js';
import transportDeprecated from '../../../src/harnesses/claude-code/rules/mcp/transport-deprecated.js';
import { PLUGIN_RULES } from '../../../src/harnesses/claude-code/rules/plugin/index.js';
import { SKILL_RULES } from '../../../src/harnesses/claude-code/rules/skills/index.js';

export const CATALOGUE_RULES: Rule[] = [
  ...SKILL_RULES,
  positionalArguments,
  shellInjectionApproval,
  argumentHint,
  shadowedBySkill,
  frontmatterMissing,
  ...PLUGIN_RULES,
  ...MARKETPLACE_RULES,
  ...HOOK_RULES,
  serverConfig,
  transportDeprecated,
  secretLiteral,
  ...CROSS_FILE_AGENT_RULES,
];

export interface Finding extends Report {
  rule: string;
  path: string;
}

/** Run every catalogue rule over a project, the way the engine does (artifact rules per matching kind). */
export function runAll(project: Project, rules: Rule[] = CATALOGUE_RULES): Finding[] {
  const out: Finding[] = [];
  for (const rule of rules) {
    if (rule.scope === 'artifact') {
      for (const a of project.artifacts) {
        if (!rule.meta.kinds.includes(a.kind)) continue;
        rule.check(a, { options: {}, report: (r) => out.push({ ...r, rule: rule.meta.id, path: r.path ?? a.path }) });
      }
    } else if (rule.scope === 'project') {
      rule.check(project, {
        options: {},
        report: (r) => {
          if (!r.path) throw new Error(`${rule.meta.id} reported without a path`);
          out.push({ ...r, rule: rule.meta.id, path: r.path });
        },
      });
    }
  }
  return out;
}
