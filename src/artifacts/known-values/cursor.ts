/**
 * Cursor project rules (`.cursor/rules/**\/*.mdc`). Documentation only: Cursor has no
 * installable offline CLI, so nothing here is observed.
 *
 * Source: https://cursor.com/docs/context/rules as quoted in shared/reference/harness-formats.md §5
 * (2026-12-02).
 */
export const CURSOR_RULE_FIELDS: Readonly<Record<string, 'string' | 'boolean' | 'globs'>> = {
  description: 'string',
  globs: 'globs',
  alwaysApply: 'boolean',
};
