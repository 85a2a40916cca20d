/**
 * Cline's repository files, as Cline CLI 3.0.65 reads them (oracle/cline/cases.json; the values are in
 * src/harnesses/cline/known-values.ts): rule files in `.clinerules/` and `.cline/rules/` (`.md`, `.markdown` and
 * `.txt`, any case; combined into one ruleset), the single `.clinerules` file, and the files around them that the CLI
 * does NOT read, listed so a rule can say so: rules in subfolders (`cline/rule-location`) and `.mdx`/`.mdc` files
 * (`cline/rule-extension`). `workflows/`, `hooks/` and `skills/` under `.clinerules/` are not rules.
 */
import type { ParsedFile } from '../../artifacts/model.js';
import { yamlProblemDetail } from '../../artifacts/frontmatter.js';
import { duplicateKeyText, harnessMarkdownKind, rewordProblems } from '../../artifacts/kinds/markdown.js';
import { textKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

const CASE = 'oracle: oracle/cline/cases.json, case `rule-frontmatter`';

/**
 * What Cline does with a frontmatter problem (case `rule-frontmatter`): YAML it cannot parse (strictly, a duplicate
 * key included) drops the rule; a block that is not a map is stripped and the body loads; a `---` never closed is
 * not frontmatter, so the whole file, `---` included, is the rule's text.
 */
function clineReading(pf: ParsedFile): ParsedFile {
  const what = pf.kind === 'cline-workflow' ? 'workflow' : 'rule';
  return rewordProblems(pf, (p, fault) => {
    switch (fault) {
      case 'value-cut': return null;
      case 'unclosed': return { ...p, level: 'warn', message: `frontmatter opened with \`---\` is never closed: Cline reads the whole file, \`---\` and the YAML lines included, as the ${what}'s text (${CASE})` };
      case 'not-a-map': return { ...p, level: 'warn', message: `frontmatter is not a mapping of \`key: value\` fields: Cline drops the block and loads the ${what}'s text${what === 'rule' ? ' with no condition' : ''} (${CASE})` };
      case 'duplicate-key': return { ...p, level: 'error', fix: undefined, message: `${duplicateKeyText(p)}: Cline cannot read this frontmatter and does not load the ${what} (${CASE})` };
      case 'invalid': {
        // Anchored at the shared reader's wording (an unanchored lazy group is quadratic on long runs of `(`).
        const detail = yamlProblemDetail(p.message);
        return { ...p, code: 'yaml-invalid', level: 'error', message: `Cline cannot read this frontmatter and does not load the ${what}${detail ? `: ${detail}` : ''} (${CASE})` };
      }
      default: return p;
    }
  });
}

// Subfolders are matched too, so that cline/rule-location can say Cline does not read them (case `rule-nesting`).
export const clineRuleKind = harnessMarkdownKind({
  id: 'cline-rule',
  harness: 'cline',
  re: /^(?:\.clinerules\/(?!workflows\/|hooks\/|skills\/)|\.cline\/rules\/)(?:.+\/)?[^/]+\.(?:md|markdown|txt)$/i,
  adjust: clineReading,
});
/**
 * Workflows (`/name.md` commands) in `.clinerules/workflows/` and `.cline/workflows/`: read like rules (case
 * `workflow-files`: `.md`, `.MD`, `.txt`; not subfolders, broken YAML or an empty file). Subfolders are matched to report them.
 */
export const clineWorkflowKind = harnessMarkdownKind({
  id: 'cline-workflow',
  harness: 'cline',
  re: /^(?:\.clinerules|\.cline)\/workflows\/(?:.+\/)?[^/]+\.(?:md|markdown|txt)$/i,
  adjust: clineReading,
});
export const clineRulesFileKind = textKind('cline-rules-file', 'cline', /^\.clinerules$/);
/** A file in a rules folder with another extension people write rules in (`.mdc`, `.mdx`): Cline skips it (case `rule-extensions`). */
export const clineOtherFileKind = textKind('cline-other-file', 'cline', /^(?:\.clinerules\/(?!workflows\/|hooks\/|skills\/)|\.cline\/rules\/)(?:.+\/)?[^/]+\.(?:mdc|mdx)$/i);


const SKILL_CASE = 'oracle: oracle/cline/cases.json, case `skills`';
/** A SKILL.md whose frontmatter Cline cannot read is not listed (case `skills`); other problems are its own harness's. */
function clineSkillReading(pf: ParsedFile): ParsedFile {
  return rewordProblems(pf, (p, fault) => (fault === 'invalid' || fault === 'duplicate-key'
    ? { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, message: `Cline cannot read this frontmatter and does not load the skill (${SKILL_CASE})` }
    : null));
}
/**
 * Agent Skills Cline CLI reads (case `skills`): `.cline/skills/`, `.clinerules/skills/` and the shared `.agents/skills/`
 * (not `.claude/skills/`). The shared folder alone does not select Cline.
 */
export const clineSkillKind = harnessMarkdownKind({ id: 'cline-skill', harness: 'cline', re: /^\.(?:cline|clinerules)\/skills\/[^/]+\/SKILL\.md$/, adjust: clineSkillReading });
export const clineSharedSkillKind = harnessMarkdownKind({ id: 'cline-shared-skill', kind: 'cline-skill', harness: 'cline', re: /^\.agents\/skills\/[^/]+\/SKILL\.md$/, evidence: false, adjust: clineSkillReading });
/** The root AGENTS.md, read as a rule after the rules folder; a nested one is not (case `agents-md`). Not evidence of Cline. */
export const clineAgentsMdKind = textKind('cline-agents-md', 'cline', /^AGENTS\.md$/, false);

const AGENT_MUTATIONS = 'oracle: oracle/cline/mutations.json';
/** An agent config's frontmatter problems: any YAML Cline cannot read, a block that is not a map or never closed, drops the agent. */
function clineAgentReading(pf: ParsedFile): ParsedFile {
  return rewordProblems(pf, (p, fault) => {
    if (fault === 'value-cut') return null;
    const what = fault === 'unclosed' ? 'its frontmatter opened with `---` is never closed' : fault === 'not-a-map' ? 'its frontmatter is not a mapping of `key: value` fields' : fault === 'duplicate-key' ? duplicateKeyText(p) : 'Cline cannot read its frontmatter';
    return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'error', fix: undefined, effect: 'not-loaded', message: `${what}: Cline does not load this agent (${AGENT_MUTATIONS}, cases \`cline-agent::unclosed\`, \`frontmatter-list\`, \`yaml-invalid\`)` };
  });
}
/**
 * Agent configs (Cline's subagents; mutation probe oracle/cline/mutations.mjs): `.cline/agents/*.yaml` or
 * `.yml`, a YAML frontmatter block and a system-prompt body. `.md` files and subfolders are matched too, so that
 * cline/agent-config can say Cline skips them.
 */
export const clineAgentKind = harnessMarkdownKind({ id: 'cline-agent', harness: 'cline', re: /^\.cline\/agents\/(?:.+\/)?[^/]+\.(?:ya?ml|md)$/i, adjust: clineAgentReading });

/** Every file in `.clinerules/hooks/` and `.cline/hooks/`: Cline runs the ones named after an event (cline/hook-name). */
export const clineHookKind = textKind('cline-hook', 'cline', /^\.cline(?:rules)?\/hooks\/./);

export const CLINE_KINDS: KindSpec[] = [clineRuleKind, clineWorkflowKind, clineRulesFileKind, clineOtherFileKind, clineSkillKind, clineSharedSkillKind, clineAgentsMdKind, clineHookKind, clineAgentKind];
