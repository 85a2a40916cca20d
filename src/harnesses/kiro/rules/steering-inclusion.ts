/** Kiro steering frontmatter whose `inclusion` is not a mode, or whose mode lacks the key it needs. */
import { KIRO_DOCS_STEERING, KIRO_INCLUSION_MODES } from '../known-values.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { meantValue, writeMeant } from '../../../diagnostics/suggest.js';

const blank = (v: TreeNode | null | undefined) => !v || (v.type === 'scalar' && (v.value === null || String(v.value).trim() === '')) || (v.type === 'seq' && v.items.length === 0);

export default artifactRule({
  meta: {
    id: 'kiro/steering-inclusion',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Kiro steering file (`.kiro/steering/*.md`) whose `inclusion` is not `always`, `fileMatch`, `manual` or `auto`, a `fileMatch` file without `fileMatchPattern`, an `auto` file without `description`, or a `fileMatchPattern` that no `inclusion: fileMatch` uses.',
    kinds: ['kiro-steering'],
    harness: 'kiro',
    optIn: false,
    fixable: 'machine',
    rationale: `Documented (${KIRO_DOCS_STEERING}): a steering file's \`inclusion\` is \`always\` (the default), \`fileMatch\` ("Conditional inclusion": included when a file matching \`fileMatchPattern\` is in context), \`manual\` (referenced in chat with \`#file-name\`) or \`auto\` (included when the request matches its \`description\`). A \`fileMatch\` file without a pattern matches no file; an \`auto\` file without a description gives Kiro nothing to match; a \`fileMatchPattern\` beside another mode (or with no \`inclusion\`, which means \`always\`) is not used, so the file is included everywhere. Modes are case-sensitive (\`fileMatch\`); the fix rewrites a case or dash variant to the documented spelling. Not observed: Kiro has no offline build here.`,
    examples: {
      file: '.kiro/steering/components.md',
      wrong: '---\nfileMatchPattern: "components/**/*.tsx"\n---\nUse function components.\n',
      right: '---\ninclusion: fileMatch\nfileMatchPattern: "components/**/*.tsx"\n---\nUse function components.\n',
    },
  },
  check(artifact, ctx) {
    const inclusion = getPair(artifact.root, 'inclusion');
    const pattern = getPair(artifact.root, 'fileMatchPattern');
    const v = inclusion?.value;
    let mode = 'always';
    if (inclusion && v) {
      if (v.type !== 'scalar' || typeof v.value !== 'string') {
        ctx.report({ message: `\`inclusion\` must be one of ${KIRO_INCLUSION_MODES.map((m) => `\`${m}\``).join(', ')}: it is a ${v.type === 'scalar' ? typeof v.value : v.type === 'seq' ? 'list' : 'map'} (documented: ${KIRO_DOCS_STEERING})`, range: v.range, jsonPath: inclusion.path });
        return;
      }
      mode = v.value;
      if (!(KIRO_INCLUSION_MODES as readonly string[]).includes(mode)) {
        const meant = meantValue(mode, KIRO_INCLUSION_MODES, (m) => m.toLowerCase() === mode.replace(/[-_\s]/g, '').toLowerCase());
        ctx.report({
          message: `\`inclusion: ${mode}\` is not an inclusion mode: Kiro documents \`always\`, \`fileMatch\`, \`manual\` and \`auto\`${meant ? ` (did you mean \`${meant.value}\`?)` : ''} (documented: ${KIRO_DOCS_STEERING})`,
          range: v.range,
          jsonPath: inclusion.path,
          suggestion: meant && writeMeant(artifact.path, v.range, meant),
        });
        return;
      }
    }
    if (mode === 'fileMatch' && blank(pattern?.value)) {
      ctx.report({ message: `\`inclusion: fileMatch\` without \`fileMatchPattern\`: the file is included when a matching file is in context, and it has no pattern, so it is never included (documented: ${KIRO_DOCS_STEERING})`, range: v!.range, jsonPath: inclusion!.path });
    } else if (mode === 'auto' && blank(getPair(artifact.root, 'description')?.value)) {
      ctx.report({ message: `\`inclusion: auto\` without \`description\`: Kiro includes the file when a request matches its description, and it has none (documented: ${KIRO_DOCS_STEERING})`, range: v!.range, jsonPath: inclusion!.path });
    } else if (pattern && mode !== 'fileMatch') {
      ctx.report({
        message: `\`fileMatchPattern\` is used only with \`inclusion: fileMatch\`: with ${inclusion ? `\`inclusion: ${mode}\`` : 'no `inclusion` (which means `always`)'} the pattern is ignored${mode === 'always' ? ' and the file is included in every interaction' : ''} (documented: ${KIRO_DOCS_STEERING})`,
        range: pattern.keyRange,
        jsonPath: pattern.path,
        suggestion: !inclusion ? { msg: 'add `inclusion: fileMatch`', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: { start: pattern.keyRange.start, end: pattern.keyRange.start }, text: 'inclusion: fileMatch\n' }] } : undefined,
      });
    }
  },
});
