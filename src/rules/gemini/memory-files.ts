/**
 * The memory files Gemini CLI reads from the repository (not a rule): every `GEMINI.md`, or the names
 * `context.fileName` in `.gemini/settings.json` lists instead (AGENTS.md is read only when listed).
 */
import { artifactsOf, parsedFileAt, type Project } from '../../artifacts/model.js';
import { GEMINI_MEMORY_FILE } from '../../artifacts/known-values/index.js';
import { sourceFile, type SourceFile } from '../../artifacts/source.js';
import { getNode, type TreeNode } from '../../artifacts/tree.js';
import { posix } from 'node:path';

function names(node: TreeNode | null | undefined): string[] {
  if (node?.type === 'scalar' && typeof node.value === 'string') return [node.value];
  if (node?.type === 'seq') return node.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? [i.value] : []));
  return [GEMINI_MEMORY_FILE];
}

/** Memory file names from project settings (`context.fileName`, a string or a list), default GEMINI.md. */
export function geminiMemoryNames(project: Project): string[] {
  const settings = artifactsOf(project, 'gemini-settings')[0];
  return names(getNode(getNode(settings?.root, 'context'), 'fileName'));
}

/** Every file of the tree named like a Gemini memory file. */
export function geminiMemoryFiles(project: Project): SourceFile[] {
  const wanted = new Set(geminiMemoryNames(project));
  const out = new Map<string, SourceFile>();
  for (const f of project.files) if (wanted.has(posix.basename(f.file.path))) out.set(f.file.path, f.file);
  for (const n of wanted) {
    if (out.has(n)) continue;
    const text = project.readText(n);
    if (text !== undefined) out.set(n, parsedFileAt(project, n)?.file ?? sourceFile(n, posix.join(project.root, n), text));
  }
  return [...out.values()];
}
