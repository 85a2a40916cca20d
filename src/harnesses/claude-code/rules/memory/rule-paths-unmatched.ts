/**
 * Opt-in: a `.claude/rules/*.md` glob that matches no file of the repository. Claude Code loads a
 * path-scoped rule only when it reads a file one of the globs matches, so such a rule is dead weight.
 */
import ignore from 'ignore';
import { MEMORY_ORACLE_VERSION } from '../../known-values/claude-memory.js';
import { artifactsOf, type Artifact } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { expandBraces } from '../../lib/brace-expand.js';
import { pathsGlobs, type PathsGlob } from '../../lib/paths-globs.js';
import { globProblem } from './rule-paths.js';

interface Options {
  maxFiles?: number;
}

/** Files looked at before giving up (a glob still unmatched then is not reported: the answer is unknown). */
export const DEFAULT_MAX_FILES = 200_000;
/** Glob tests (files × globs still unmatched) before giving up, so thousands of globs cannot make a run slow. */
const MAX_TESTS = 5_000_000;

/**
 * A glob as Claude Code matches it (observed, case rule-paths-match): gitignore-style, so `*.ts`
 * matches at any depth, `src` everything under src/, case-insensitively; braces expanded first.
 * Undefined for a pattern that cannot be matched at all.
 */
function matcher(glob: string): ((path: string) => boolean) | undefined {
  try {
    const ig = ignore().add(expandBraces(glob));
    ig.ignores('probe'); // compiles the patterns: an unusable one throws here
    return (path) => {
      try {
        return ig.ignores(path);
      } catch {
        return false; // a name the matcher refuses (`...`): it matches nothing
      }
    };
  } catch {
    return undefined;
  }
}

interface Pending extends PathsGlob {
  artifact: Artifact;
  test: (path: string) => boolean;
}

export default projectRule<Options>({
  meta: {
    id: 'memory/rule-paths-unmatched',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'Opt-in: a `paths:` glob of a `.claude/rules/*.md` file that matches no file in the repository, so Claude Code never loads the rule for it.',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: true,
    fixable: false,
    options: {
      type: 'object',
      properties: { maxFiles: { type: 'number', description: `How many files of the tree to look at before giving up without a finding (default ${DEFAULT_MAX_FILES}).` } },
      additionalProperties: false,
    },
    rationale: `A rule file with \`paths:\` is sent to the model only after Claude Code reads a file one of its globs matches (https://code.claude.com/docs/en/memory). Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-paths-match, after the model read every file of the repository one by one): a rule whose only glob, \`app/**/*.ts\`, matched none of them was never sent; the globs are matched gitignore-style, so \`*.ts\` matched \`src/sub/b.ts\`, \`src\` matched every file under src/ and \`SRC/**/*.ts\` matched \`src/a.ts\` (case does not count), while \`src/*.ts\` did not match \`src/sub/b.ts\` and \`!src/a.ts\` matched nothing; files the repository's .gitignore ignores (\`dist/x.js\`, \`node_modules/p/i.js\`) loaded the rules that name them like any other file. So this rule lists every file of the tree, ignored ones included (\`.git\` left out, \`node_modules\` last), and stops at the first match of each glob, or after \`maxFiles\` files without reporting anything. It is opt-in because a glob may name files that are generated or not written yet. Globs \`memory/rule-paths\` already reports (a leading \`./\`, an unclosed bracket) are left to it.`,
    examples: {
      file: '.claude/rules/typescript.md',
      wrong: '---\npaths:\n  - "app/**/*.ts"\n---\nUse strict types.\n',
      right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
      context: { '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched: {}\n', 'src/main.ts': 'export const main = 1;\n' },
    },
  },
  validateOptions(o) {
    if (o.maxFiles !== undefined && !(Number.isInteger(o.maxFiles) && (o.maxFiles as number) > 0)) return ['`maxFiles` must be a positive whole number'];
    return [];
  },
  reads: { memory: ['paths'] },
  check(project, ctx) {
    if (!project.allFiles) return;
    const pending: Pending[] = [];
    for (const artifact of artifactsOf(project, 'memory')) {
      if (!artifact.data.rule || artifact.harness !== 'claude-code') continue;
      for (const g of pathsGlobs(artifact)) {
        const test = globProblem(g.glob) ? undefined : matcher(g.glob);
        if (test) pending.push({ ...g, artifact, test });
      }
    }
    if (pending.length === 0) return;
    const max = ctx.options.maxFiles ?? DEFAULT_MAX_FILES;
    let unmatched = pending;
    let seen = 0;
    let tests = 0;
    for (const path of project.allFiles()) {
      if (++seen > max || (tests += unmatched.length) > MAX_TESTS) return; // not every file looked at: no answer
      unmatched = unmatched.filter((p) => !p.test(path));
      if (unmatched.length === 0) return;
    }
    const count = (list: Pending[]) => list.reduce((m, p) => m.set(p.artifact, (m.get(p.artifact) ?? 0) + 1), new Map<Artifact, number>());
    const globsOf = count(pending);
    const deadOf = count(unmatched);
    for (const p of unmatched) {
      const all = globsOf.get(p.artifact)!;
      const dead = deadOf.get(p.artifact) === all;
      ctx.report({
        path: p.artifact.path,
        range: p.range,
        message: `\`${p.glob}\` matches no file in the repository: Claude Code loads this rule only when it reads a file its \`paths\` match, ${dead ? (all === 1 ? 'so as things stand the rule is never loaded' : 'and none of its globs matches a file, so as things stand the rule is never loaded') : 'so this glob adds nothing (the other globs still load the rule)'}`,
      });
    }
  },
});
