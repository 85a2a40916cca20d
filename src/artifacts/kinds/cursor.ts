/** Cursor project rules: `.cursor/rules/**\/*.mdc` (also `.md`), at the root or in a subfolder. */
import { parseMarkdownArtifact } from './markdown.js';
import type { KindSpec } from './spec.js';

const RULE = /(^|\/)\.cursor\/rules\/(.+\/)?[^/]+\.mdc?$/;

export const cursorRuleKind: KindSpec = {
  id: 'cursor-rule',
  harness: 'cursor',
  matches: (p) => RULE.test(p),
  parse: (file, ctx) => parseMarkdownArtifact('cursor-rule', file, ctx),
};

export const CURSOR_KINDS: KindSpec[] = [cursorRuleKind];
