/** Where an artifact is visible to Claude Code: its plugin, or the `.claude` folder it sits in. */
import type { Artifact } from '../../../artifacts/model.js';
import { markdownBaseName, skillFolderName } from '../../../artifacts/names.js';

/**
 * A scope key: `plugin:<root>` for plugin components, `claude:<dir>` for
 * files under `<dir>/.claude/`, `other` otherwise.
 */
export function scopeOf(a: Artifact): string {
  if (a.pluginRoot !== undefined) return `plugin:${a.pluginRoot}`;
  const i = a.path.lastIndexOf('.claude/');
  if (i >= 0 && (i === 0 || a.path[i - 1] === '/')) return `claude:${a.path.slice(0, i)}`;
  return 'other';
}

/** The name Claude Code gives a command: its file name without `.md`. */
export function commandName(a: Artifact): string {
  return markdownBaseName(a.path);
}

/** The name a skill is invoked by: its folder (or `name` for a plugin-root SKILL.md). */
export function skillInvocationName(a: Artifact): string {
  const folder = a.path.slice(0, Math.max(0, a.path.lastIndexOf('/')));
  if (a.pluginRoot !== undefined && folder === (a.pluginRoot === '.' ? '' : a.pluginRoot)) return a.element.name;
  return skillFolderName(a.path) ?? a.element.name;
}
