/** The names Claude Code derives from a Markdown artifact's path (one place for all kinds and rules). */

/** The folder a SKILL.md sits in: Claude Code names a project or plugin skill after it. */
export function skillFolderName(path: string): string | undefined {
  const parts = path.split('/');
  return parts.length >= 2 ? parts[parts.length - 2] : undefined;
}

/** A command's or agent's file name without `.md`. */
export function markdownBaseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
}
