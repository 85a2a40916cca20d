/**
 * The surfaces of a harness: the programs that read its files. Copilot's custom agents, skills and
 * instructions are read by Copilot CLI, by VS Code (and the other IDEs) and by the cloud agent on github.com;
 * Cursor's rules by the editor and its CLI; Claude Code's files by its CLI, which the IDE extensions run. A finding
 * is true for some of them; `surfaces:` in the configuration narrows them to those a repository uses. Each
 * harness's surfaces are in its descriptor (`surfaces`).
 */
import type { Harness } from './harness.js';

export const SURFACE_TITLES: Record<string, string> = {
  cli: 'the CLI',
  vscode: 'VS Code and the other IDEs',
  github: 'the cloud agent on github.com',
  editor: 'the editor',
};

/** The configured surfaces of each harness (`surfaces:`), when the configuration narrows them. */
export type SurfaceSelection = Partial<Record<Harness, readonly string[]>>;
