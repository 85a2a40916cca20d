/** An `applyTo` glob of a path-specific instructions file that is no valid glob or matches no file of the repository. */
import picomatch from 'picomatch';
import { COPILOT_INSTRUCTIONS_DOC, COPILOT_VERSION } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { clipped } from '../../../diagnostics/suggest.js';
import { applyToGlobs, globBroken, isPathInstructions, yamlBroken, type ApplyToGlob } from '../lib/instructions.js';

/** Files looked at before giving up (a glob still unmatched then is not reported: the answer is unknown). */
const MAX_FILES = 200_000;
const MAX_TESTS = 5_000_000;

interface Pending extends ApplyToGlob {
  artifact: Artifact;
  test: (path: string) => boolean;
}

export default projectRule({
  meta: {
    id: 'copilot/instructions-apply-to',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An `applyTo` glob of a `.github/instructions/*.instructions.md` file that is not a valid glob (an unclosed `[` or `{`) or that matches no file of the repository, so the instructions apply to nothing.',
    kinds: ['copilot-instructions'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `\`applyTo\` scopes a path-specific instructions file to the files its globs match (${COPILOT_INSTRUCTIONS_DOC}). Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): the CLI does not check the pattern; it hands it to the model as written, in a table of pattern and file that the model is told to read before changing matching files: \`src/[a-\` (an unclosed bracket), \`**/*.rs\` in a repository without Rust files and \`./src/**\` were all listed like \`**/*.ts\`, without a word. A pattern that matches no path therefore scopes the instructions to nothing. This rule matches each glob against every file of the repository (\`.git\` left out) and stops at the first match, or after ${MAX_FILES} files without reporting anything; \`**\`, \`*\` and \`**/*\` match everything.`,
    examples: {
      file: '.github/instructions/ts.instructions.md',
      context: { 'src/main.ts': 'export const main = 1;\n' },
      wrong: '---\napplyTo: "app/**/*.ts"\n---\nUse strict types.\n',
      right: '---\napplyTo: "src/**/*.ts"\n---\nUse strict types.\n',
    },
  },
  reads: { 'copilot-instructions': ['applyTo'] },
  check(project, ctx) {
    const pending: Pending[] = [];
    for (const artifact of project.artifacts) {
      if (!isPathInstructions(artifact)) continue;
      for (const g of applyToGlobs(artifact) ?? []) {
        if (g.glob === '**' || g.glob === '*' || g.glob === '**/*') continue;
        const broken = globBroken(g.glob);
        if (broken) {
          if (yamlBroken(artifact)) continue; // raw text of a frontmatter that is not YAML: copilot/instructions-frontmatter
          ctx.report({ path: artifact.path, element: artifact.element, range: g.range, jsonPath: g.path, message: `\`${g.glob}\` has ${broken}: it is no glob and matches no path, so these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)` });
          continue;
        }
        // A catalogue's instructions apply in the repository they install into: no file here decides.
        if (artifact.catalog) continue;
        let test: (path: string) => boolean;
        try {
          test = picomatch(g.glob.replace(/^\//, ''), { dot: true });
        } catch {
          continue;
        }
        pending.push({ ...g, artifact, test });
      }
    }
    if (pending.length === 0 || !project.allFiles) return;
    let unmatched = pending;
    let seen = 0;
    let tests = 0;
    for (const path of project.allFiles()) {
      if (++seen > MAX_FILES || (tests += unmatched.length) > MAX_TESTS) return; // not every file looked at: no answer
      unmatched = unmatched.filter((p) => !p.test(path));
      if (unmatched.length === 0) return;
    }
    for (const p of unmatched) {
      ctx.report({
        path: p.artifact.path,
        element: p.artifact.element,
        range: p.range,
        jsonPath: p.path,
        message: `\`${clipped(p.glob)}\` matches no file in the repository: as things stand these instructions apply to no file (Copilot CLI lists the pattern for the model as written and says nothing, case instructions-frontmatter)`,
      });
    }
  },
});
