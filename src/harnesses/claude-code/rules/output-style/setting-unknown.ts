/** `outputStyle` in settings naming no style: Claude Code silently keeps the default style. */
import { BUILTIN_OUTPUT_STYLES } from '../../known-values/claude-settings.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { markdownBaseName } from '../../../../artifacts/names.js';
import { getNode, getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'output-style/setting-unknown',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`outputStyle` in `.claude/settings.json` that selects no style: a wrong case, a named style given by its file name (warn), or no style in the repository or built in (info).',
    kinds: ['settings', 'output-style'],
    harness: 'claude-code',
    optIn: false,
    fixable: 'machine',
    rationale:
      'Observed on Claude Code 2.1.332 (oracle/claude-code/harness-settings.json, cases output-style-*): `outputStyle` selects a style by its frontmatter `name`, or by its file name only when it has no `name`; "Explanatory" selects the built-in style but "explanatory" selects nothing; a value that selects nothing leaves the default style with no message (the rest of the settings apply). A near miss of a style in the repository or a built-in (`default`, `Explanatory`, `Learning`) is a warning with its fix. A name found nowhere is only info: it may be a user style in `~/.claude/output-styles/` or a plugin\'s, which the repository cannot show.',
    examples: {
      file: '.claude/settings.json',
      wrong: '{\n  "outputStyle": "explanatory"\n}',
      right: '{\n  "outputStyle": "Explanatory"\n}',
    },
  },
  reads: { 'output-style': ['name'] },
  check(project, ctx) {
    // Each style's selecting name, and the file name of a named style (which does not select it).
    // Plugin styles count as existing, but only project styles (observed) and built-ins get a fix.
    const all = artifactsOf(project, 'output-style');
    const styles = all.filter((s) => s.pluginRoot === undefined).map((s) => ({ name: s.element.name, file: markdownBaseName(s.path), named: scalarString(getNode(s.root, 'name')) !== undefined }));
    const names = [...BUILTIN_OUTPUT_STYLES, ...styles.map((s) => s.name)];
    const anyName = new Set([...names, ...all.map((s) => s.element.name)]);
    for (const settings of artifactsOf(project, 'settings')) {
      const pair = getPair(settings.root, 'outputStyle');
      const v = pair?.value;
      if (!pair || v?.type !== 'scalar' || typeof v.value !== 'string') continue;
      const value = v.value;
      if (anyName.has(value)) continue;
      const byFile = styles.find((s) => s.named && s.file === value);
      const byCase = names.filter((n) => n.toLowerCase() === value.toLowerCase());
      const fix = byFile ? byFile.name : byCase.length === 1 ? byCase[0] : undefined;
      const why = byFile ? `it is the file name of the style named "${byFile.name}", and a named style is selected by its name only` : byCase.length ? 'style names are matched case-sensitively' : undefined;
      ctx.report({
        path: settings.path,
        element: settings.element,
        harness: settings.harness,
        level: fix ? undefined : 'info',
        message: fix
          ? `\`outputStyle\` "${value}" selects no style: ${why}, so Claude Code keeps the default style without a message`
          : `\`outputStyle\` "${value}" is not a style in this repository or a built-in one: the built-in ones are ${BUILTIN_OUTPUT_STYLES.join(', ')}; unless it is a user or plugin style, Claude Code keeps the default style without a message`,
        range: v.range,
        jsonPath: pair.path,
        suggestion: fix ? { msg: `write "${fix}"`, applicability: 'MachineApplicable', edits: [{ path: settings.path, range: v.range, text: JSON.stringify(fix) }] } : undefined,
      });
    }
  },
});
