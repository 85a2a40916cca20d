/** A path-specific instructions file whose `applyTo` Copilot CLI cannot read, so the file applies everywhere or nowhere. */
import { COPILOT_INSTRUCTIONS_DOC, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { globBroken, isPathInstructions, rawApplyTo, yamlBroken } from '../lib/instructions.js';

const INLINED = 'Copilot CLI inlines the whole file, these lines included, into every request instead of scoping it to the files `applyTo` names';

export default artifactRule({
  meta: {
    id: 'copilot/instructions-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `.github/instructions/*.instructions.md` frontmatter that loses `applyTo`: never closed, a line without `:`, a value that is not a glob or a list of globs, or YAML that does not parse and leaves a raw text that is no pattern.',
    kinds: ['copilot-instructions'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`instructions-frontmatter\`): a path-specific instructions file is offered to the model as a row of a table (its \`applyTo\` pattern and its path) that the model is told to read before changing matching files; a file without a usable \`applyTo\` is inlined whole into every request instead. A frontmatter that is never closed, an \`applyTo "**/*.go"\` line without a colon and \`applyTo: 5\` all made the file inlined everywhere, frontmatter lines included. A frontmatter that is not valid YAML is read line by line: \`applyTo: [1, 2\` became the pattern \`[1, 2\`, which names no file (an unquoted \`applyTo: **/*.py\` was read as the glob it looks like, and is not reported). Nothing is logged in either case. The format: ${COPILOT_INSTRUCTIONS_DOC}.`,
    examples: {
      file: '.github/instructions/go.instructions.md',
      wrong: '---\napplyTo "**/*.go"\n---\nUse gofmt.\n',
      right: '---\napplyTo: "**/*.go"\n---\nUse gofmt.\n',
    },
  },
  check(artifact, ctx) {
    if (!isPathInstructions(artifact)) return;
    const fm = artifact.markdown?.frontmatter;
    if (!fm?.present) return;
    const unclosed = fm.problems.find((p) => p.code === 'frontmatter-unclosed');
    if (unclosed) {
      ctx.report({ message: `This frontmatter is never closed with a \`---\` line: ${INLINED} (case instructions-frontmatter)`, range: unclosed.range });
      return;
    }
    if (yamlBroken(artifact)) {
      const raw = rawApplyTo(artifact);
      if (raw) {
        const broken = globBroken(raw.glob);
        if (broken) ctx.report({ message: `Copilot CLI reads this invalid YAML line by line, and \`applyTo\` names no file: it takes \`applyTo\` as the raw text \`${raw.glob}\`, which has ${broken}; quote the glob or write a list`, range: raw.range });
        return;
      }
      const lines = artifact.file.lines;
      const first = lines.position(fm.yamlOffset).line;
      for (let l = first; l < first + fm.yaml.split('\n').length && l <= lines.lineCount; l++) {
        if (!/^applyTo\b/.test(lines.lineText(l))) continue;
        ctx.report({ message: `\`applyTo\` is not followed by \`:\`, so Copilot CLI reads no \`applyTo\`: ${INLINED} (case instructions-frontmatter)`, range: lines.range(lines.lineStart(l), lines.lineEnd(l)) });
        return;
      }
      const problem = fm.problems[0]!;
      ctx.report({ message: `This frontmatter is not valid YAML (${problem.message}) and Copilot CLI finds no \`applyTo:\` line in it: ${INLINED}`, range: problem.range });
      return;
    }
    const pair = getPair(artifact.root, 'applyTo');
    const v = pair?.value;
    if (!pair || !v) return;
    const wrong = v.type === 'map' || (v.type === 'scalar' && typeof v.value !== 'string') || (v.type === 'seq' && v.items.some((i) => i.type !== 'scalar' || typeof i.value !== 'string'));
    if (!wrong) return;
    ctx.report({
      message: `\`applyTo\` must be a glob, a comma-separated string of globs or a list of globs: Copilot CLI drops this value and ${INLINED.replace('Copilot CLI inlines', 'inlines')} (case instructions-frontmatter, \`applyTo: 5\`)`,
      range: v.range,
      jsonPath: pair.path,
    });
  },
});
