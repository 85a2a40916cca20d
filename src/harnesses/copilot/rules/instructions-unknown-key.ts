/** Frontmatter keys of a path-specific instructions file that no Copilot reads (Cursor's `globs`, `alwaysApply`…). */
import { COPILOT_INSTRUCTION_FIELDS, COPILOT_INSTRUCTIONS_DOC, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { isPathInstructions } from '../lib/instructions.js';

/** Other tools' keys with the Copilot key that does their job. */
const HABITS: Record<string, string> = { globs: 'applyTo', paths: 'applyTo', alwaysApply: 'applyTo: "**"' };

export default artifactRule({
  meta: {
    id: 'copilot/instructions-unknown-key',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A frontmatter key of a `.github/instructions/*.instructions.md` file other than `applyTo`, `excludeAgent`, `description` and `name`: it has no effect.',
    kinds: ['copilot-instructions'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `The keys of a path-specific instructions file are \`applyTo\` and \`excludeAgent\` (${COPILOT_INSTRUCTIONS_DOC}), \`description\` (shown in the table Copilot CLI gives the model) and VS Code's \`name\`. Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a file with Cursor's \`alwaysApply: true\` was used exactly as its \`applyTo\` says, the key had no effect and nothing was logged. A key that differs from a known one only by case or a typo gets a certain rename.`,
    examples: {
      file: '.github/instructions/ts.instructions.md',
      wrong: '---\nglobs: "**/*.ts"\n---\nUse strict types.\n',
      right: '---\napplyTo: "**/*.ts"\n---\nUse strict types.\n',
    },
  },
  check(artifact, ctx) {
    if (!isPathInstructions(artifact)) return;
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      if (COPILOT_INSTRUCTION_FIELDS.includes(p.key) || p.key === 'lints') continue;
      const habit = HABITS[p.key];
      const fix = habit ? undefined : certainCorrection(p.key, COPILOT_INSTRUCTION_FIELDS);
      const near = habit ? [] : closest(p.key, COPILOT_INSTRUCTION_FIELDS);
      ctx.report({
        message: `Copilot ignores \`${p.key}\` in an instructions file${habit ? ` (write \`${habit}\`)` : near[0] ? ` (did you mean \`${near[0].value}\`?)` : ''}: only \`applyTo\`, \`excludeAgent\`, \`description\` and \`name\` are read (case instructions-frontmatter)`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
      });
    }
  },
});
