/**
 * Which file names the walk lists at all: the only files any kind can claim (by extension, and Cline's rules and
 * hook folders). A tiny module on its own, so that the after-write hook can pass over any other file (source code,
 * most of what a session writes) before it loads the engine.
 */

// `.mdc`: Cursor project rules; `.jsonc`: OpenCode's config; `.cursorrules`: Cursor's legacy rules file (no extension);
// `.windsurfrules`, `.roomodes`, `.kilocodemodes`: Windsurf's legacy rules, Roo Code's and Kilo Code's custom modes.
// `.clinerules`: Cline's single rules file. Inside Cline's rules folders, `.txt` and `.markdown` are rules too (Cline
// CLI reads them) and `.mdx` is listed so cline/rule-extension can say Cline skips it (RULES_FOLDER_OTHER; only there,
// to keep the walk lean). Every file of Cline's hook folders is listed: a hook is any script named after an event.
export const CANDIDATE = /\.(md|mdc|jsonc?|ya?ml|toml)$|^\.(?:cursorrules|windsurfrules|roomodes|kilocodemodes|clinerules|augment-guidelines)$/i;
// Anchored at the root (as the kind is), so any other path fails at its first characters.
export const RULES_FOLDER_OTHER = /^\.cline(?:rules|\/rules|\/workflows)\/.+\.(?:txt|mdx|markdown)$|^\.cline(?:rules)?\/hooks\/./i;

/** Could a kind claim the file at this root-relative path (`/`-separated)? */
export function isCandidatePath(rel: string): boolean {
  return CANDIDATE.test(rel.slice(rel.lastIndexOf('/') + 1)) || RULES_FOLDER_OTHER.test(rel);
}
