/** Where an artifact is visible to Claude Code: its plugin, or the `.claude` folder it sits in. */
import type { Artifact } from '../../artifacts/model.js';

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
  const base = a.path.split('/').pop()!;
  return base.replace(/\.md$/i, '');
}

/** The name a skill is invoked by: its folder (or `name` for a plugin-root SKILL.md). */
export function skillInvocationName(a: Artifact): string {
  const parts = a.path.split('/');
  if (a.pluginRoot !== undefined && parts.slice(0, -1).join('/') === (a.pluginRoot === '.' ? '' : a.pluginRoot)) return a.element.name;
  return parts.length >= 2 ? parts[parts.length - 2]! : a.element.name;
}
