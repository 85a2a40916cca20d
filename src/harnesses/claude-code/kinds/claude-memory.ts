/**
 * Claude Code memory files: `CLAUDE.md`, `.claude/CLAUDE.md`, `CLAUDE.local.md`
 * (at any depth: ancestors and subtrees are loaded too) and `.claude/rules/**\/*.md`
 * (frontmatter `paths:` globs). One `memory` artifact per file; its body is
 * scanned for `@path` imports by the memory/* rules.
 */
import { parseMarkdown, type MarkdownDoc } from '../../../artifacts/frontmatter.js';
import type { Artifact, ParsedFile } from '../../../artifacts/model.js';
import type { SourceFile } from '../../../artifacts/source.js';
import { getNode } from '../../../artifacts/tree.js';
import { pathTest, type KindSpec } from '../../../artifacts/kinds/spec.js';

const MEMORY = /(^|\/)(CLAUDE\.md|CLAUDE\.local\.md)$/;
const RULES = /(^|\/)\.claude\/rules\/(.+\/)?[^/]+\.md$/;

function parseMemory(file: SourceFile): ParsedFile {
  const isRule = RULES.test(file.path);
  // CLAUDE.md has no frontmatter: a leading `---` is Markdown, not YAML.
  const markdown: MarkdownDoc = isRule
    ? parseMarkdown(file)
    : { frontmatter: { present: false, openRange: file.lines.range(0, 0), yaml: '', yamlOffset: 0, root: null, lenient: false, problems: [] }, body: file.text, bodyOffset: 0, bodyLine: 1 };
  const artifact: Artifact = {
    kind: 'memory',
    path: file.path,
    file,
    element: { type: 'memory', name: file.path },
    root: markdown.frontmatter.root,
    markdown,
    pluginDistributed: false,
    data: { rule: isRule, local: file.path.endsWith('CLAUDE.local.md') },
  };
  return { file, kind: 'memory', artifacts: [artifact], problems: markdown.frontmatter.problems, lints: isRule ? (getNode(markdown.frontmatter.root, 'lints') ?? null) : null };
}

export const memoryKind: KindSpec = {
  id: 'memory',
  harness: 'claude-code',
  matches: pathTest(MEMORY, RULES),
  parse: (file) => parseMemory(file),
};
