/** The marketplace file `copilot plugin marketplace add` reads (not a rule). */
import { artifactsOf, type Artifact, type Project } from '../../../artifacts/model.js';
import type { MapNode } from '../../../artifacts/tree.js';

/**
 * The files that hide a marketplace file from Copilot (COPILOT_MARKETPLACE_FILES): a root
 * `marketplace.json` hides every other, Copilot's own folders hide `.claude-plugin/`. Which of
 * `.plugin/` and `.github/plugin/` comes first was not observed, so with both present each is checked.
 */
function hiddenBy(path: string): string[] {
  const own = ['.plugin/marketplace.json', '.github/plugin/marketplace.json'];
  return ['marketplace.json', ...(path === '.claude-plugin/marketplace.json' ? own : [])];
}

/** The `copilot-marketplace` artifacts Copilot reads, with their object. */
export function copilotMarketplaces(project: Project): { file: Artifact; root: MapNode }[] {
  return artifactsOf(project, 'copilot-marketplace').flatMap((file) =>
    file.root?.type === 'map' && !hiddenBy(file.path).some((p) => project.stat(p) === 'file') ? [{ file, root: file.root }] : [],
  );
}

/** The marketplace of the two marketplace rules' examples: one entry, and the plugin folder it names. */
export const exampleMarketplace = (name: string, source: string): string =>
  `{\n  "name": "${name}",\n  "owner": {"name": "Platform team"},\n  "plugins": [{"name": "review", "source": "${source}"}]\n}\n`;
export const EXAMPLE_PLUGIN = { 'plugins/review/plugin.json': '{\n  "name": "review"\n}\n' };
