import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'commands/frontmatter-missing',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'A command file without a frontmatter block: no `description`, `allowed-tools` or other settings.',
    kinds: ['command'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'A command without frontmatter still works: in a project Claude Code lists it with its first body line as the description; in a plugin it is not offered to the model at all, only a user who types it runs it (a warning there; oracle: oracle/claude-code/listing.json, the corpus commands without frontmatter as plugin commands). But it can set nothing else (`description`, `allowed-tools`, `argument-hint`, `model`), and `claude plugin validate` warns: "No frontmatter block found. Add YAML frontmatter between --- delimiters at the top of the file to set description and other metadata."',
    examples: { wrong: 'Review the staged diff.\n', right: '---\ndescription: Review the staged diff\n---\nReview the staged diff.\n', file: '.claude/commands/review.md' },
  },
  check(artifact, ctx) {
    const md = artifact.markdown;
    if (!md || md.frontmatter.present) return;
    const file = artifact.file;
    // The first line with text (no split of the whole file: bodies can be long).
    let start = 0;
    let first = '';
    for (let at = 0; at <= file.text.length; ) {
      const nl = file.text.indexOf('\n', at);
      const end = nl < 0 ? file.text.length : nl;
      const line = file.text.slice(at, end).replace(/\r$/, '');
      if (line.trim() !== '') {
        start = at;
        first = line;
        break;
      }
      if (nl < 0) break;
      at = nl + 1;
    }
    const range = file.lines.range(start, start + Math.max(1, first.length));
    const summary = first.replace(/^#+\s*/, '').trim().slice(0, 80).replace(/(?<![.:])[.:]+$/, '');
    const inPlugin = artifact.pluginRoot !== undefined;
    ctx.report({
      message: inPlugin
        ? 'this plugin command has no frontmatter block, so no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool\'s list; a user can still type it), and it can set no `allowed-tools`, `argument-hint` or `model`'
        : 'this command has no frontmatter block: Claude Code uses its first line as the description, and it can set no `allowed-tools`, `argument-hint` or `model`',
      level: inPlugin ? 'warn' : undefined,
      range: first === '' ? file.lines.range(0, 0) : range,
      help: 'add `---`, `description: ...` and `---` at the top of the file',
      suggestion: summary
        ? { msg: 'add a frontmatter block with a description', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: file.lines.range(0, 0), text: `---\ndescription: ${JSON.stringify(summary)}\n---\n` }] }
        : undefined,
    });
  },
});
