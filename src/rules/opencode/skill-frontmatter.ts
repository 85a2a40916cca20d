/** OpenCode skills it skips (broken YAML, no `name`) or keeps away from the model (no `description`). */
import { OPENCODE_VERSION } from '../../artifacts/known-values/index.js';
import { getNode, scalarString } from '../../artifacts/tree.js';
import { opencodeYamlError } from '../../artifacts/kinds/opencode.js';
import { artifactRule } from '../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'opencode/skill-frontmatter',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode skill (`.opencode/skill(s)/`, or `.claude/skills/` which OpenCode reads too) with frontmatter that is not valid YAML or has no `name` (skipped), or with no `description` (never offered to the model).',
    kinds: ['opencode-skill'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (fixtures/oracle/opencode/cases.json, case \`skills\`): \`opencode debug skill\` does not list a skill whose frontmatter is broken YAML or has no \`name\`, with no message; a skill without \`description\` is listed but its name is absent from the request sent to the model, so the model never learns it exists. A \`name\` that differs from the folder or is not lowercase is accepted as written.`,
    examples: {
      file: '.opencode/skills/release-notes/SKILL.md',
      wrong: '---\nname: release-notes\n---\nWrite release notes from the merged pull requests.\n',
      right: '---\nname: release-notes\ndescription: Writes release notes from merged pull requests. Use when asked for a changelog or release notes.\n---\nWrite release notes from the merged pull requests.\n',
    },
  },
  check(a, ctx) {
    const fm = a.markdown?.frontmatter;
    const at = fm?.present ? fm.openRange : a.file.lines.range(0, 0);
    const yamlError = opencodeYamlError(a);
    if (yamlError) {
      ctx.report({ message: 'OpenCode skips this skill without a word: its frontmatter is not valid YAML', range: yamlError.range });
      return;
    }
    if (!scalarString(getNode(a.root, 'name'))?.trim()) {
      ctx.report({ message: 'OpenCode skips this skill without a word: it has no `name`', range: at });
      return;
    }
    if (!scalarString(getNode(a.root, 'description'))?.trim()) {
      ctx.report({ message: 'OpenCode lists this skill but never offers it to the model: it has no `description`', range: at, level: 'warn' });
    }
  },
});
