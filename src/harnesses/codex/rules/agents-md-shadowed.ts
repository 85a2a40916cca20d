/** An AGENTS.md that Codex never reads because an AGENTS.override.md sits beside it. */
import { firstLine } from '../../../artifacts/source.js';
import { posix } from 'node:path';
import { CODEX_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'codex/agents-md-shadowed',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An AGENTS.md beside an AGENTS.override.md: Codex reads only the override, even when the override is empty.',
    kinds: ['codex-agents-md'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `In each folder Codex reads one file, AGENTS.override.md before AGENTS.md (https://developers.openai.com/codex/guides/agents-md). Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`agents-md-override\`, \`agents-md-empty-override\`): with both files present only the override reached the model input, and an empty override left the folder with no instructions at all, AGENTS.md still unread; Codex says nothing. An override is usually a local, temporary file; checked in, it silently hides the shared instructions.`,
    examples: {
      file: 'AGENTS.md',
      wrong: '# Rules\n\nRun the tests before committing.\n',
      context: { 'AGENTS.override.md': '' },
      // One file per folder: the rules moved into the override (or the override deleted).
      rightFile: 'AGENTS.override.md',
      right: '# Rules\n\nRun the tests before committing.\n',
    },
  },
  check(project, ctx) {
    const files = artifactsOf(project, 'codex-agents-md');
    for (const a of files) {
      if (a.data.override) continue;
      const override = files.find((o) => o.data.override && posix.dirname(o.path) === posix.dirname(a.path));
      if (!override) continue;
      const empty = !override.file.text.trim();
      ctx.report({
        path: a.path,
        element: a.element,
        harness: 'codex',
        message: `Codex never reads this file: ${override.path} in the same folder takes its place${empty ? ', and it is empty, so this folder gives Codex no instructions' : ''}`,
        range: firstLine(a.file),
      });
    }
  },
});
