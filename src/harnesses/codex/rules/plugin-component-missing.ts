/**
 * A Codex plugin manifest whose component path is well formed but names nothing: Codex installs the plugin and loads
 * nothing from it (oracle/codex/marketplace.mjs).
 */
import { posix } from 'node:path';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair, stringValue } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { CODEX_VERSION } from '../known-values.js';
import { pathProblem } from './plugin-manifest.js';

export default projectRule({
  meta: {
    id: 'codex/plugin-component-missing',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Codex plugin manifest whose `skills` path is well formed but names nothing, while the plugin\'s `skills/` folder, which the path replaces, exists: Codex loads none of the plugin\'s skills.',
    kinds: ['codex-plugin'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    readsRepository: true,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json \`entry-manifest-skills-missing\`): a plugin whose manifest says \`"skills": "./nothere/"\` is listed and installs, and none of its skills is listed, not even those in \`skills/\` (the path replaces the default, \`plugin-default-skills\`). Reported only when \`skills/\` exists, so that skills are lost: a plugin with no skills anywhere loses nothing (many plugins write \`"skills": "./skills/"\` and ship agents only). \`hooks\`, \`mcpServers\` and \`apps\` are not checked here (not observed offline). A malformed path is codex/plugin-manifest's.`,
    examples: {
      file: 'notes/.codex-plugin/plugin.json',
      wrong: '{\n  "name": "notes",\n  "skills": "./skill/"\n}\n',
      right: '{\n  "name": "notes",\n  "skills": "./skills/"\n}\n',
      context: { 'notes/skills/summarize/SKILL.md': '---\nname: summarize\ndescription: Summarize notes\n---\n' },
    },
  },
  check(project, ctx) {
    for (const m of artifactsOf(project, 'codex-plugin')) {
      const root = String(m.data.pluginRoot ?? '.');
      const p = getPair(m.root, 'skills');
      const s = stringValue(p?.value);
      if (!p || s === undefined || pathProblem(p.value ?? null) !== undefined) continue;
      const dflt = root === '.' ? 'skills' : posix.join(root, 'skills');
      if (project.stat(posix.join(root, s)) !== null || project.stat(dflt) !== 'dir') continue;
      ctx.report({
        path: m.path,
        range: p.value!.range,
        jsonPath: p.path,
        message: `\`skills\` names \`${s}\`, which does not exist: Codex installs the plugin and lists none of its skills, not even those in \`skills/\`, which this path replaces`,
      });
    }
  },
});
