/** `paths:` frontmatter of `.claude/rules/*.md` that Claude Code reads differently from what it says. */
import { MEMORY_ORACLE_VERSION } from '../../known-values/claude-memory.js';
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { pathsGlobs, type PathsGlob } from '../../lib/paths-globs.js';

/** Why one glob never matches what it names, or undefined. */
export function globProblem(glob: string): string | undefined {
  if (glob.startsWith('./')) return `\`${glob}\` starts with \`./\` and matches no file: Claude Code matches \`paths\` against paths relative to the project root, so this rule is never loaded`;
  const opened = (open: string, close: string) => glob.split(open).length > glob.split(close).length;
  if (opened('[', ']') || opened('{', '}')) return `\`${glob}\` has an unclosed \`${opened('[', ']') ? '[' : '{'}\`: Claude Code cannot read it as a pattern and it matches nothing you meant, so this rule is not loaded for those files`;
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'memory/rule-paths',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`paths:` in a `.claude/rules/*.md` file that is not a glob or a list of globs, or a glob that never matches (a leading `./`, an unclosed `[` or `{`).',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale: `A rule file with \`paths:\` is loaded only when Claude Code reads a matching file (https://code.claude.com/docs/en/memory). Observed on Claude Code ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-paths, after the model read src/a.ts): a list, a single string, a comma-separated string, braces and a leading \`/\` all matched; \`paths: 5\` and \`paths: []\` made the rule load at every session start, like no \`paths\`; a number in a list was ignored and the other globs still applied; \`./src/**/*.ts\` never matched; \`[src/**/*.ts\` matched nothing (debug log: "gitignore-style pattern is unusable … treating it as matching nothing") and \`src/**/*.{ts\` did not match src/a.ts. Nothing is said in a normal session. A well-formed glob that matches no file in the repository is left to the opt-in \`memory/rule-paths-unmatched\`: the files may be generated or not written yet.`,
    examples: {
      file: '.claude/rules/typescript.md',
      wrong: '---\npaths:\n  - "./src/**/*.ts"\n---\nUse strict types.\n',
      right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
    },
  },
  check(artifact, ctx) {
    if (!artifact.data.rule) return;
    const pair = getPair(artifact.root, 'paths');
    const value = pair?.value;
    if (!pair || !value) return;
    const checkGlob = ({ glob, range, alone }: PathsGlob) => {
      const problem = globProblem(glob);
      if (!problem) return;
      const fixed = glob.slice(2);
      ctx.report({
        message: problem,
        range,
        suggestion: alone && glob.startsWith('./') ? { msg: `write \`${fixed}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range, text: JSON.stringify(fixed) }] } : undefined,
      });
    };
    if (value.type === 'scalar' && typeof value.value === 'string') {
      pathsGlobs(artifact).forEach(checkGlob);
      return;
    }
    if (value.type === 'seq') {
      if (value.items.length === 0) ctx.report({ message: 'an empty `paths` list scopes nothing: Claude Code loads this rule at the start of every session, as if there were no `paths`', range: value.range, level: 'info' });
      pathsGlobs(artifact).forEach(checkGlob);
      for (const item of value.items) {
        if (item.type !== 'scalar' || typeof item.value !== 'string') ctx.report({ message: 'entries of `paths` must be glob strings: Claude Code ignores this one (the other globs still apply)', range: item.range });
      }
      return;
    }
    ctx.report({ message: '`paths` must be a glob or a list of globs: Claude Code ignores this value and loads the rule at the start of every session, as if there were no `paths`', range: value.range });
  },
});
