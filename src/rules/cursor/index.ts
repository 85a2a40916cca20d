/** Cursor (documentation only): project rules. */
import ruleFrontmatter from './rule-frontmatter.js';

export const CURSOR_RULES = [ruleFrontmatter];
