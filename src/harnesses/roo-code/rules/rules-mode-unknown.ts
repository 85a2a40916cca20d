/** `.roo/rules-{slug}/` for a slug that is no built-in mode and no `.roomodes` mode: its rules are never used. */
import { ROO_BUILTIN_MODES, ROO_DOCS_INSTRUCTIONS } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, scalarString } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

export default projectRule({
  meta: {
    id: 'roo-code/rules-mode-unknown',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `.roo/rules-{slug}/` folder whose slug is neither a built-in Roo Code mode nor a mode of `.roomodes`: its rules apply to no mode.',
    kinds: ['roo-rule'],
    harness: 'roo-code',
    optIn: false,
    fixable: false,
    rationale: `Documented (${ROO_DOCS_INSTRUCTIONS}): mode-specific instructions live in \`.roo/rules-{modeSlug}/\`, and are added to the prompt of the mode with that slug. A folder named for a slug no mode has (a typo, a mode's display name, a mode that was renamed) is read for no mode. The built-in slugs are ${ROO_BUILTIN_MODES.map((m) => `\`${m}\``).join(', ')} (Roo Code's \`DEFAULT_MODES\`); the repository's own modes are the slugs of \`.roomodes\`. Modes defined only in a user's global settings cannot be seen from the repository, so this is a warning. Not observed: Roo Code has no command-line build here.`,
    examples: {
      file: '.roo/rules-reveiwer/checklist.md',
      rightFile: '.roo/rules-reviewer/checklist.md',
      wrong: 'Check the tests first.\n',
      right: 'Check the tests first.\n',
      context: { '.roomodes': 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review changes.\n    groups: [read]\n' },
    },
  },
  check(project, ctx) {
    const custom = new Set<string>();
    for (const a of artifactsOf(project, 'roo-modes')) {
      const list = getPair(a.root, 'customModes')?.value;
      for (const m of list?.type === 'seq' ? list.items : []) {
        const slug = scalarString(getPair(m, 'slug')?.value);
        if (slug) custom.add(slug);
      }
    }
    const known = [...ROO_BUILTIN_MODES, ...custom];
    const seen = new Set<string>();
    for (const a of artifactsOf(project, 'roo-rule')) {
      const slug = /^\.roo\/rules-([^/]+)\//.exec(a.path)?.[1];
      if (!slug || known.includes(slug) || seen.has(slug)) continue;
      seen.add(slug);
      const near = closest(slug, known);
      ctx.report({
        path: a.path,
        element: a.element,
        harness: a.harness,
        message: `the rules of \`.roo/rules-${slug}/\` apply to no mode: the folder is for a mode with the slug \`${slug}\`, and neither Roo Code's built-in modes nor \`.roomodes\` have one (documented: ${ROO_DOCS_INSTRUCTIONS})${near.length ? ` (did you mean \`rules-${near[0]!.value}\`?)` : ''}`,
        range: a.file.text === '' ? a.file.lines.range(0, 0) : firstLine(a.file),
      });
    }
  },
});
