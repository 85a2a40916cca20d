/** `.kilocode/rules-{slug}/`: Kilo Code's CLI reads these mode-specific rules for every agent. */
import { KILO_CASES } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'kilo-code/rules-mode-folder',
    effect: 'fails-at-run-time',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A rule file in `.kilocode/rules-{slug}/`: Kilo Code\'s CLI loads it as an instruction for every agent, not only for the mode `{slug}`.',
    kinds: ['kilo-rule'],
    harness: 'kilo-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Kilo Code's CLI 7.7.7 (oracle: ${KILO_CASES}, case \`layout\`): \`kilo debug config\` lists \`.kilocode/rules-code/code-only.md\` among the \`instructions\` every agent gets, beside \`.kilocode/rules/style.md\` and \`.kilo/rules/k.md\`. The Kilo Code editor extension (like Roo Code) scoped a \`rules-{slug}\` folder to the mode with that slug; the CLI does not, so a rule written for one mode (say, "never run commands" for an \`ask\` mode) reaches all of them. Move it into the agent's own prompt (\`.kilo/agent/<slug>.md\`) to keep it scoped.`,
    examples: {
      file: '.kilocode/rules-architect/plans.md',
      wrong: 'Write plans only; never edit code.\n',
      right: '---\ndescription: Plans the work\n---\nWrite plans only; never edit code.\n',
      rightFile: '.kilo/agent/architect.md',
    },
  },
  check(project, ctx) {
    for (const a of artifactsOf(project, 'kilo-rule')) {
      const slug = /^\.kilocode\/rules-([^/]+)\//.exec(a.path)?.[1];
      if (!slug) continue;
      ctx.report({
        path: a.path,
        element: a.element,
        harness: a.harness,
        message: `Kilo Code's CLI loads this file for every agent, not only for the mode \`${slug}\`: its folder names that mode, but the CLI loads the file as an instruction for every agent (oracle: ${KILO_CASES}, case \`layout\`)`,
        range: a.file.text === '' ? a.file.lines.range(0, 0) : firstLine(a.file),
      });
    }
  },
});
