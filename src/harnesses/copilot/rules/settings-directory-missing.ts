/** A folder named by `agentDirectories`, `skillDirectories` or `hookDirectories` that the repository does not hold. */
import { COPILOT_FOLDER, configFolder, outsideCopilotWorkspace } from '../../../artifacts/config-folder.js';
import { COPILOT_VERSION } from '../known-values.js';
import { COPILOT_DIRECTORY_SETTINGS } from '../kinds.js';
import { getNode } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

export default projectRule({
  meta: {
    id: 'copilot/settings-directory-missing',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A folder listed in `agentDirectories`, `skillDirectories` or `hookDirectories` of `.github/copilot/settings.json` that is not in the repository, or not inside it (absolute, `../`, empty): Copilot CLI loads nothing from it.',
    kinds: ['copilot-settings'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`settings-directories\`): the folders are relative to the repository root (\`./\` optional). Copilot reads the agents, skills and hooks of the folders that exist, and for one that does not it only writes a warning to its debug log ("customization directory 'missing/skills' is missing or not a directory"); the session starts as usual. A folder that is written with a typo, or that a build step has not made yet, is therefore found by nobody. A path that is absolute, leaves the repository (\`../x\`) or is empty is skipped the same way, with "must name a directory inside the declaring workspace" (the mutation probes of oracle/copilot/mutations.json). agentlint checks the agents, skills and hooks of the listed folders like those of \`.github/\`.`,
    examples: {
      file: '.github/copilot/settings.json',
      context: { 'tools/copilot-agents/helper.agent.md': '---\ndescription: Writes the release notes.\n---\nWrite the release notes.\n' },
      wrong: '{\n  "agentDirectories": ["tools/copilot-agent"]\n}\n',
      right: '{\n  "agentDirectories": ["tools/copilot-agents"]\n}\n',
    },
  },
  check(project, ctx) {
    for (const artifact of project.artifacts) {
      if (artifact.kind !== 'copilot-settings') continue;
      for (const key of Object.keys(COPILOT_DIRECTORY_SETTINGS)) {
        const list = getNode(artifact.root, key);
        for (const item of list?.type === 'seq' ? list.items : []) {
          if (item.type !== 'scalar' || typeof item.value !== 'string') continue; // copilot/settings-invalid
          // An absolute path, one that leaves the repository, or an empty one: skipped with "must name a directory
          // inside the declaring workspace".
          if (outsideCopilotWorkspace(item.value)) {
            ctx.report({
              path: artifact.path,
              element: artifact.element,
              message: `\`${item.value}\` is not a folder inside the repository: Copilot CLI loads nothing from it and says so only in its debug log ("must name a directory inside the declaring workspace")`,
              range: item.range,
              jsonPath: item.path,
            });
            continue;
          }
          const dir = configFolder(item.value, COPILOT_FOLDER);
          if (dir === null) continue;
          const at = { path: artifact.path, element: artifact.element, range: item.range, jsonPath: item.path };
          reportMissingPath(project, ctx, dir, 'dir', at, () => `\`${item.value}\` is not a folder of the repository: Copilot CLI loads nothing from it and says so only in its debug log ("customization directory … is missing or not a directory")`);
        }
      }
    }
  },
});
