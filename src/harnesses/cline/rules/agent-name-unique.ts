/** Two Cline agent configs with one `name`: Cline loads only one of them. */
import { CLINE_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { nameClashes } from '../../../rules/shared/names.js';

export default projectRule({
  meta: {
    id: 'cline/agent-name-unique',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Two Cline agent configs (`.cline/agents/*.yaml`) with the same `name`: Cline loads only one of them.',
    kinds: ['cline-agent'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`): with \`w6.yml\` and \`w14.yaml\` both named \`w6\`, the session offered one \`subagent_w6\` tool, from \`w6.yml\`; \`w14.yaml\` was dropped without a message. Which file wins is not the path order (\`w14.yaml\` sorts first), so the finding is on every file of the name, as a warning: one of them is not loaded. Names are compared as written (\`Reviewer\` and \`reviewer\` are two tools).`,
    examples: {
      file: '.cline/agents/reviewer-strict.yaml',
      wrong: '---\nname: reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
      right: '---\nname: strict-reviewer\ndescription: Reviews strictly\n---\nReview every line.\n',
      context: { '.cline/agents/reviewer.yaml': '---\nname: reviewer\ndescription: Reviews changes\n---\nReview the diff.\n' },
    },
  },
  reads: { 'cline-agent': ['name'] },
  check(project, ctx) {
    // A file Cline does not read (a subfolder, `.md`) cannot clash.
    const read = artifactsOf(project, 'cline-agent').filter((a) => /^\.cline\/agents\/[^/]+\.ya?ml$/i.test(a.path));
    for (const [name, clash] of nameClashes(read)) {
      for (const { artifact: a, pair, others } of clash) {
        ctx.report({
          path: a.path,
          element: a.element,
          harness: 'cline',
          message: `Cline loads only one agent named \`${name}\`: ${others.join(', ')} has the same name, so one of the two is never offered to the model (oracle: oracle/cline/mutations.json, case \`cline-agent::name-duplicate\`)`,
          range: pair.value!.range,
          jsonPath: pair.path,
        });
      }
    }
  },
});
