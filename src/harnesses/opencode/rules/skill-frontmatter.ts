/** OpenCode skills it skips (broken YAML, no `name`) or keeps away from the model (no `description`). */
import { OPENCODE_VERSION } from '../known-values.js';
import { getNode, scalarString } from '../../../artifacts/tree.js';
import { opencodeUnclosed, opencodeYamlError } from '../kinds.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'opencode/skill-frontmatter',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode skill (`.opencode/skill(s)/`, or `.claude/skills/` which OpenCode reads too) with frontmatter that is not valid YAML or has no `name` (skipped), with no `description` (never offered to the model), or with a frontmatter never closed (skipped, or empty instructions).',
    kinds: ['opencode-skill'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`skills\`): \`opencode debug skill\` does not list a skill whose frontmatter is broken YAML or has no \`name\`, with no message; a skill without \`description\` is listed but its name is absent from the request sent to the model, so the model never learns it exists. A \`name\` that differs from the folder or is not lowercase is accepted as written. A flow list left open (\`allowed-tools: [read\`) skips the skill like any broken YAML; the finding is at the \`[\` (case \`frontmatter-unclosed-flow\`). A frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML (case \`frontmatter-unclosed\`): a body line breaks it and the skill is skipped; with only YAML lines after the \`---\` the skill is listed with an empty body (\`content: ""\`), a warning.`,
    examples: {
      file: '.opencode/skills/release-notes/SKILL.md',
      wrong: '---\nname: release-notes\n---\nWrite release notes from the merged pull requests.\n',
      right: '---\nname: release-notes\ndescription: Writes release notes from merged pull requests. Use when asked for a changelog or release notes.\n---\nWrite release notes from the merged pull requests.\n',
    },
  },
  check(a, ctx) {
    const fm = a.markdown?.frontmatter;
    const at = fm?.present ? fm.openRange : a.file.lines.range(0, 0);
    const unclosed = opencodeUnclosed(a);
    if (unclosed && !unclosed.readable) {
      ctx.report({ message: 'OpenCode skips this skill without a word: its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML, which fails', range: unclosed.range });
      return;
    }
    const yamlError = opencodeYamlError(a);
    if (yamlError) {
      ctx.report({ message: `OpenCode skips this skill without a word: its frontmatter is not valid YAML${yamlError.note ? ` (${yamlError.note})` : ''}`, range: yamlError.range });
      return;
    }
    if (!scalarString(getNode(a.root, 'name'))?.trim()) {
      ctx.report({ message: `OpenCode skips this skill without a word: it has no \`name\`${unclosed ? ' (its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML)' : ''}`, range: at });
      return;
    }
    if (!scalarString(getNode(a.root, 'description'))?.trim()) {
      ctx.report({ effect: 'fails-at-run-time', message: `OpenCode lists this skill but never offers it to the model: it has no \`description\`${unclosed ? ' (its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML and its instructions are empty)' : ''}`, range: at, level: 'warn' });
      return;
    }
    if (unclosed) {
      ctx.report({ effect: 'ignored', message: 'This frontmatter is never closed with `---`: OpenCode reads the whole rest of the file as its YAML, so the skill loads with its name and description and empty instructions', range: unclosed.range, level: 'warn' });
    }
  },
});
