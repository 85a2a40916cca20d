/** A Cline rule in a subfolder of `.clinerules/` or `.cline/rules/`: Cline reads only the files directly inside. */
import { firstLine } from '../../../artifacts/source.js';
import { CLINE_CASES, CLINE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

const RULES_FOLDER = /^(\.clinerules|\.cline\/rules)\/(.+)\/[^/]+$/;
const WORKFLOWS_FOLDER = /^(\.clinerules\/workflows|\.cline\/workflows)\/(.+)\/[^/]+$/;

export default artifactRule({
  meta: {
    id: 'cline/rule-location',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A rule file in a subfolder of `.clinerules/` or `.cline/rules/` (other than `workflows/`, `hooks/`, `skills/`), or a workflow in a subfolder of `.clinerules/workflows/` or `.cline/workflows/`: Cline does not read it.',
    kinds: ['cline-rule', 'cline-other-file', 'cline-workflow'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}, case \`rule-nesting\`): \`cline config rules --json\` lists \`.clinerules/top.md\` and \`.cline/rules/c.md\`, and none of \`.clinerules/frontend/react.md\`, \`.clinerules/a/b/deep.md\` or \`.cline/rules/sub/d.md\`. The documentation says "all .md files inside" the folder and does not mention subfolders. \`.clinerules/workflows/\`, \`hooks/\` and \`skills/\` hold workflows, hook scripts and skills (case \`workflows-hooks\`), not rules; a workflow in a subfolder of the workflows folder is not read either (case \`workflow-files\`).`,
    examples: { file: '.clinerules/frontend/react.md', wrong: 'Use hooks.\n', right: 'Use hooks.\n', rightFile: '.clinerules/frontend-react.md' },
  },
  check(artifact, ctx) {
    const m = (artifact.kind === 'cline-workflow' ? WORKFLOWS_FOLDER : RULES_FOLDER).exec(artifact.path);
    if (!m) return;
    const what = artifact.kind === 'cline-workflow' ? 'workflow' : 'rule';
    ctx.report({
      message: `Cline does not read the subfolder \`${m[2]}/\` of \`${m[1]}/\`: it reads only the files directly in \`${m[1]}/\`, so this ${what} is never loaded (move it up, for example as \`${m[1]}/${m[2].replace(/\//g, '-')}-${artifact.path.slice(artifact.path.lastIndexOf('/') + 1)}\`; oracle: ${CLINE_CASES}, case \`${what === 'workflow' ? 'workflow-files' : 'rule-nesting'}\`)`,
      range: firstLine(artifact.file),
    });
  },
});
