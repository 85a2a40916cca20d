/** A custom droid the model is never told when to use: no description, or no frontmatter at all. */
import { firstLine } from '../../../artifacts/source.js';
import { DROID_CASES, DROID_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { valueOrKeyRange } from '../../../rules/shared/pair-range.js';

const CASE = `oracle: ${DROID_CASES}, case \`droids-frontmatter\``;

export default artifactRule({
  meta: {
    id: 'droid/droid-frontmatter',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A custom droid (`.factory/droids/*.md`) with no frontmatter, no `description` or an empty one: Droid lists it for the Task tool with an empty description, so the model is never told when to use it.',
    kinds: ['droid-droid'],
    harness: 'droid',
    optIn: false,
    fixable: false,
    rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`droids-frontmatter\`): the first model request of a \`droid exec\` turn lists every top-level droid as "- <name>: <description> (location: project)". A droid with no \`description\`, an empty one, no frontmatter or an unclosed one is listed as "- no-desc: (location: project)" (no frontmatter: under its file name). Droid rejects none of the other mistakes tried: no \`name\` lists the file name; broken YAML is read by a fallback line parser (the frontmatter problem says so); two droids with one name are both listed; an unknown \`model\`, \`tools\` or key is listed as is (whether a Task call then fails needs a model that calls it, not recorded). Those are not reported.`,
    examples: { file: '.factory/droids/reviewer.md', wrong: '---\nname: reviewer\n---\nReview the diff.\n', right: '---\nname: reviewer\ndescription: Reviews a diff for bugs; use before merging\n---\nReview the diff.\n' },
  },
  check(artifact, ctx) {
    if (artifact.path.slice('.factory/droids/'.length).includes('/')) return; // droid/droid-location: not read at all
    const fm = artifact.markdown?.frontmatter;
    const first = firstLine(artifact.file);
    if (!fm?.present || fm.problems.some((p) => p.code === 'frontmatter-unclosed')) {
      ctx.report({ message: `${fm?.present ? 'the frontmatter is never closed' : 'no frontmatter'}: Droid lists this droid under its file name with an empty description, so the model is never told when to use it (${CASE})`, range: first });
      return;
    }
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const pair = root.pairs.find((p) => p.key === 'description');
    const v = pair?.value;
    if (!pair || !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === ''))) {
      ctx.report({ message: `${pair ? 'empty `description`' : 'no `description`'}: Droid lists this droid with an empty description, so the model is never told when to use it (${CASE})`, range: pair ? valueOrKeyRange(pair) : fm.openRange, jsonPath: pair?.path });
    }
  },
});
