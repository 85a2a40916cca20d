/** A Windsurf rule or legacy `.windsurfrules` longer than any documented per-file limit: the rest is cut. */
import { WINDSURF_DOCS_RULES, WINDSURF_RULE_MAX_CHARS } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'windsurf/rule-size',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `A Windsurf rule (\`.windsurf/rules/*.md\`, \`.windsurfrules\`) longer than ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters: Windsurf truncates it and Cascade never sees the rest.`,
    kinds: ['windsurf-rule', 'windsurf-legacy-rules'],
    harness: 'windsurf',
    optIn: false,
    fixable: false,
    rationale: `Documented (${WINDSURF_DOCS_RULES}): "Rules files are limited to 6000 characters each. Any content above 6000 characters will be truncated and Cascade will not be aware of it" in an earlier revision of the page, which also caps global and workspace rules together at 12,000 characters; later revisions allow 12,000 characters per workspace rule file. So the text past character 12,000 is cut under every revision, and this rule reports it; a file between 6,000 and 12,000 characters is not reported, since the current limit could not be read from Windsurf's own page here. Characters are counted as JavaScript string length (UTF-16 units). Not observed: Windsurf has no offline command-line build.`,
    examples: {
      file: '.windsurf/rules/style.md',
      wrong: `---\ntrigger: always_on\n---\n${'Use tabs. '.repeat(1201)}\n`,
      right: '---\ntrigger: always_on\n---\nUse tabs.\n',
    },
  },
  check(artifact, ctx) {
    const { text, lines } = artifact.file;
    if (text.length <= WINDSURF_RULE_MAX_CHARS) return;
    ctx.report({
      message: `this rule file has ${text.length.toLocaleString('en-US')} characters: Windsurf truncates a rule file past ${WINDSURF_RULE_MAX_CHARS.toLocaleString('en-US')} characters (6,000 in earlier revisions of its docs), so Cascade never sees the text from here on (documented: ${WINDSURF_DOCS_RULES})`,
      range: lines.range(WINDSURF_RULE_MAX_CHARS, text.length),
    });
  },
});
