/** `instructions` entries of opencode.json that name no file: skipped without a word. */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { OPENCODE_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getNode, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

/** URLs, absolute and home paths are not checked: only repository paths and globs. */
const OUTSIDE = /^[a-z]+:\/\/|^[/~]/i;
const GLOB = /[*?[\]{}]/;
/** Files looked at before giving up on the globs (a glob still unmatched then is not reported: the answer is unknown). */
const MAX_FILES = 200_000;

/**
 * A glob as OpenCode expands it (case `instructions-globs`): `docs/*.md` matched `docs/a.md` but not
 * `docs/sub/b.md`, `rules/**\/*.md` matched `rules/deep/c.md`, `notes/{x,y}.md` matched `notes/y.md`.
 * Dot files are matched too (not observed: the permissive reading never reports a glob OpenCode expands).
 */
function globMatcher(glob: string): ((path: string) => boolean) | undefined {
  try {
    return picomatch(glob, { dot: true });
  } catch {
    return undefined;
  }
}


export default projectRule({
  meta: {
    id: 'opencode/instructions-missing',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `instructions` path or glob in `opencode.json` that names or matches no file in the repository.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`instructions\`): with \`"instructions": ["nope.md", "docs/style.md"]\` the run succeeds, \`docs/style.md\` reaches the model and \`nope.md\` is skipped with no message, so a renamed or mistyped file silently stops applying. Globs are expanded (case \`instructions-globs\`: \`docs/*.md\` sent \`docs/a.md\` but not \`docs/sub/b.md\`, \`rules/**/*.md\` and \`notes/{x,y}.md\` sent their files) and one that matches nothing, \`none/*.md\`, is skipped without a word too. URLs, absolute and home paths are not checked (OpenCode fetches URLs, documented at https://opencode.ai/docs/rules).`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "instructions": ["docs/styleguide.md"]\n}\n',
      right: '{\n  "instructions": ["docs/style.md"]\n}\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  check(project, ctx) {
    const globs: { path: string; item: TreeNode; glob: string; tests: ((path: string) => boolean)[] }[] = [];
    for (const c of artifactsOf(project, 'opencode-config')) {
      const list = getNode(c.root, 'instructions');
      if (list?.type !== 'seq') continue;
      const dir = posix.dirname(c.path);
      for (const item of list.items) {
        if (item.type !== 'scalar' || typeof item.value !== 'string' || OUTSIDE.test(item.value)) continue;
        const rel = posix.normalize(item.value);
        if (GLOB.test(item.value)) {
          // From the root, or from the config's folder (as for a plain path).
          const tests = [rel, ...(dir !== '.' ? [posix.join(dir, rel)] : [])].map(globMatcher).filter((t) => t !== undefined);
          if (tests.length > 0) globs.push({ path: c.path, item, glob: item.value, tests });
          continue;
        }
        // From the root, or from the config's folder.
        const at = { path: c.path, range: item.range, jsonPath: item.path };
        reportMissingPath(project, ctx, [rel, ...(dir !== '.' ? [posix.join(dir, rel)] : [])], 'file', at, () => `OpenCode skips \`${item.value}\` without a word: no such file in the repository`);
      }
    }
    if (globs.length === 0 || !project.allFiles) return;
    let unmatched = globs;
    let seen = 0;
    for (const file of project.allFiles()) {
      if (++seen > MAX_FILES) return; // not every file looked at: no answer
      unmatched = unmatched.filter((g) => !g.tests.some((t) => t(file)));
      if (unmatched.length === 0) return;
    }
    for (const g of unmatched) {
      ctx.report({ path: g.path, message: `OpenCode sends nothing for \`${g.glob}\` and says nothing: the glob matches no file in the repository`, range: g.item.range, jsonPath: g.item.path });
    }
  },
});
