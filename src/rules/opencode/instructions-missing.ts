/** `instructions` entries of opencode.json that name no file: skipped without a word. */
import { posix } from 'node:path';
import { OPENCODE_VERSION } from '../../artifacts/known-values/index.js';
import { artifactsOf } from '../../artifacts/model.js';
import { getNode } from '../../artifacts/tree.js';
import { projectRule } from '../../diagnostics/rule.js';

/** Globs, URLs, absolute and home paths are not checked: only plain repository paths. */
const UNCHECKED = /[*?[\]{}]|^[a-z]+:\/\/|^[/~]/i;

export default projectRule({
  meta: {
    id: 'opencode/instructions-missing',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `instructions` path in `opencode.json` that names no file in the repository.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (fixtures/oracle/opencode/cases.json, case \`instructions\`): with \`"instructions": ["nope.md", "docs/style.md"]\` the run succeeds, \`docs/style.md\` reaches the model and \`nope.md\` is skipped with no message, so a renamed or mistyped file silently stops applying. Glob patterns and URLs are not checked.`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "instructions": ["docs/styleguide.md"]\n}\n',
      right: '{\n  "instructions": ["docs/style.md"]\n}\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  check(project, ctx) {
    for (const c of artifactsOf(project, 'opencode-config')) {
      const list = getNode(c.root, 'instructions');
      if (list?.type !== 'seq') continue;
      const dir = posix.dirname(c.path);
      for (const item of list.items) {
        if (item.type !== 'scalar' || typeof item.value !== 'string' || UNCHECKED.test(item.value)) continue;
        const rel = posix.normalize(item.value);
        if (project.stat(rel) === 'file' || (dir !== '.' && project.stat(posix.join(dir, rel)) === 'file')) continue;
        ctx.report({ path: c.path, message: `OpenCode skips \`${item.value}\` without a word: no such file in the repository`, range: item.range, jsonPath: item.path });
      }
    }
  },
});
