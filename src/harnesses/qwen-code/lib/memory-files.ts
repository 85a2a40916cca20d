/**
 * The memory files Qwen Code reads from the repository (not a rule): QWEN.md and AGENTS.md, or, when
 * `context.fileName` in `.qwen/settings.json` is set, the files it names instead (oracle/qwen-code/cases.json,
 * cases layout and settings-context-filename).
 */
import { QWEN_MEMORY_FILES } from '../known-values.js';
import { artifactsOf, parsedFileAt, type Project } from '../../../artifacts/model.js';
import { sourceFile, type SourceFile } from '../../../artifacts/source.js';
import { getNode } from '../../../artifacts/tree.js';

/** The memory file names `context.fileName` sets (a string or a list of them); undefined when it sets none. */
export function qwenMemoryNames(project: Project): readonly string[] | undefined {
  // A settings file that is not JSON has no root: Qwen ignores it whole (case settings-invalid-json).
  const node = getNode(getNode(artifactsOf(project, 'qwen-settings')[0]?.root, 'context'), 'fileName');
  if (node?.type === 'scalar' && typeof node.value === 'string') return [node.value];
  if (node?.type === 'seq') return node.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? [i.value] : []));
  return undefined;
}

/**
 * The memory files of the tree: each root-level QWEN.md and AGENTS.md artifact whose name is read and, when settings name
 * the files, each other named file at the repository root. A name holding a folder is left out: where Qwen looks
 * for it was not observed.
 */
export function qwenMemoryFiles(project: Project): SourceFile[] {
  const listed = qwenMemoryNames(project);
  const names = listed ?? QWEN_MEMORY_FILES;
  const out = new Map<string, SourceFile>();
  // From the repository's root only: a QWEN.md in a sub-folder is not sent (case layout, SUB-QWEN-MARKER).
  for (const a of artifactsOf(project, 'qwen-memory')) if (!a.path.includes('/') && names.includes(a.path)) out.set(a.path, a.file);
  // Without the setting the artifacts are the files: AGENTS.md alone is not read as Qwen's (many harnesses read it).
  for (const n of listed ?? []) {
    if (out.has(n) || n.includes('/') || n.includes('\\') || n === '.' || n === '..') continue;
    const text = project.readText(n);
    if (text !== undefined) out.set(n, parsedFileAt(project, n)?.file ?? sourceFile(n, text));
  }
  return [...out.values()];
}
