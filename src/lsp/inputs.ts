/**
 * Which artifact kinds each project (cross-file) rule reads, so that an edit re-runs
 * only the project rules whose inputs changed. A rule reads the kinds it reports on
 * (`meta.kinds`) plus the ones listed here, taken from each rule's source (an agent's
 * `skills:` is checked against skills, commands and plugin names). A project rule that
 * is not listed is re-run on every edit: never a stale finding.
 */
import type { Rule } from '../diagnostics/rule.js';

const EXTRA_READS: Record<string, readonly string[]> = {
  'agents/skill-reference': ['skill', 'command', 'plugin'],
  'agents/agent-reference': ['agent', 'plugin'],
  'agents/duplicate-name': [],
  'commands/shadowed-by-skill': [],
  'skills/name-matches-directory': [],
  'skills/name-format': [],
  'plugin/component-paths': [],
  'marketplace/source-exists': ['plugin'],
};

/** The kinds a project rule reads, or undefined when unknown (re-run it on every edit). */
export function projectRuleReads(rule: Rule): readonly string[] | undefined {
  const extra = EXTRA_READS[rule.meta.id];
  if (extra === undefined) return rule.meta.id.startsWith('ai-rulez/') ? [...rule.meta.kinds, 'ai-rulez-agent', 'ai-rulez-config'] : undefined;
  return [...rule.meta.kinds, ...extra];
}
