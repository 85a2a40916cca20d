/**
 * Claude Code project settings (`.claude/settings.json`, `.claude/settings.local.json`)
 * as a `settings` artifact; the same file's `hooks` value is a `hooks` artifact
 * (json-kinds.ts parses the file once and yields both).
 */
import type { Artifact } from '../../../artifacts/model.js';
import type { SourceFile } from '../../../artifacts/source.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import type { ParseContext } from '../../../artifacts/kinds/spec.js';

export const SETTINGS_PATH = /(^|\/)\.claude\/settings(\.local)?\.json$/;

export function settingsArtifact(file: SourceFile, root: TreeNode, ctx: ParseContext): Artifact {
  return {
    kind: 'settings',
    path: file.path,
    file,
    element: { type: 'settings', name: file.path },
    root,
    pluginRoot: ctx.pluginRoot,
    pluginDistributed: false,
    data: { local: file.path.endsWith('settings.local.json') },
  };
}
