/**
 * Claude Code output styles: `.claude/output-styles/*.md` and a plugin's `output-styles/*.md`
 * (https://code.claude.com/docs/en/output-styles). Frontmatter `name` (default: the file name),
 * `description`, `keep-coding-instructions`; the body replaces the system prompt's style part.
 * A plugin.json `outputStyles` path (file or folder) is followed by discovery like `agents`.
 */
import { parseMarkdownArtifact } from './markdown.js';
import { pathTest, type KindSpec } from '../../../artifacts/kinds/spec.js';

const OUTPUT_STYLE = /(^|\/)\.claude\/output-styles\/[^/]+\.md$/;

export const outputStyleKind: KindSpec = {
  id: 'output-style',
  harness: 'claude-code',
  matches: pathTest(OUTPUT_STYLE),
  matchesInPlugin: pathTest(/^output-styles\/[^/]+\.md$/),
  parse: (file, ctx) => parseMarkdownArtifact('output-style', file, ctx),
};
