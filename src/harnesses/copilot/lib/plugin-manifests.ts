/** The plugin manifests Copilot CLI actually reads (not a rule). */
import { posix } from 'node:path';
import { COPILOT_PLUGIN_MANIFESTS } from '../known-values.js';
import { artifactsOf, type Artifact, type Project } from '../../../artifacts/model.js';
import type { MapNode } from '../../../artifacts/tree.js';

export interface CopilotPlugin {
  manifest: Artifact;
  root: MapNode;
  /** The plugin folder, relative to the scan root (`.` for the root). */
  folder: string;
}

/**
 * Each `copilot-plugin` artifact whose object Copilot reads: the first of COPILOT_PLUGIN_MANIFESTS
 * that exists in its folder (a `.claude-plugin/plugin.json` beside a `.github/plugin/plugin.json`
 * is Claude Code's alone). A manifest that is not an object is left to the parse diagnostics.
 */
export function copilotPlugins(project: Project): CopilotPlugin[] {
  const out: CopilotPlugin[] = [];
  for (const manifest of artifactsOf(project, 'copilot-plugin')) {
    const folder = String(manifest.data.pluginRoot ?? '.');
    const first = COPILOT_PLUGIN_MANIFESTS.map((m) => posix.join(folder, m)).find((p) => project.stat(p) === 'file');
    if (first !== manifest.path || manifest.root?.type !== 'map') continue;
    out.push({ manifest, root: manifest.root, folder });
  }
  return out;
}

/** The folder name Copilot falls back on for a plugin without a usable `name`. */
export function folderName(p: CopilotPlugin, project: Project): string {
  return (p.folder === '.' ? project.root : p.folder).split('/').filter(Boolean).pop() ?? p.folder;
}
