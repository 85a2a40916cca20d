import { artifactRule } from '../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'commands/frontmatter-missing',
    category: 'style',
    defaultLevel: 'info',
    description: 'A command file without a frontmatter block: no `description`, `allowed-tools` or other settings.',
    kinds: ['command'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'A command without frontmatter still works: Claude Code lists it with its first body line as the description. But it can set nothing else (`description`, `allowed-tools`, `argument-hint`, `model`), and `claude plugin validate` warns: "No frontmatter block found. Add YAML frontmatter between --- delimiters at the top of the file to set description and other metadata."',
    examples: { wrong: 'Review the staged diff.\n', right: '---\ndescription: Review the staged diff\n---\nReview the staged diff.\n', file: '.claude/commands/review.md' },
  },
  check(artifact, ctx) {
    const md = artifact.markdown;
    if (!md || md.frontmatter.present) return;
    const file = artifact.file;
    const first = file.text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
    const lineNo = file.text.split(/\r?\n/).indexOf(first) + 1;
    const start = file.lines.lineStart(lineNo);
    const range = file.lines.range(start, start + Math.max(1, first.length));
    const summary = first.replace(/^#+\s*/, '').trim().slice(0, 80).replace(/(?<![.:])[.:]+$/, '');
    ctx.report({
      message: 'this command has no frontmatter block: Claude Code uses its first line as the description, and it can set no `allowed-tools`, `argument-hint` or `model`',
      range: first === '' ? file.lines.range(0, 0) : range,
      help: 'add `---`, `description: ...` and `---` at the top of the file',
      suggestion: summary
        ? { msg: 'add a frontmatter block with a description', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: file.lines.range(0, 0), text: `---\ndescription: ${JSON.stringify(summary)}\n---\n` }] }
        : undefined,
    });
  },
});
