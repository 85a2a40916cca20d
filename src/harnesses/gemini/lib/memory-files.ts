/**
 * The memory files Gemini CLI reads from the repository (not a rule): every `GEMINI.md`, and the names
 * `context.fileName` in `.gemini/settings.json` adds (AGENTS.md is read only when listed); and each
 * extension's context files (`contextFileName` in its gemini-extension.json, default GEMINI.md).
 */
import { artifactsOf, parsedFileAt, type Project } from '../../../artifacts/model.js';
import { GEMINI_MEMORY_FILE } from '../known-values.js';
import { sourceFile, type SourceFile } from '../../../artifacts/source.js';
import { getNode, type TreeNode } from '../../../artifacts/tree.js';
import { posix } from 'node:path';

function names(node: TreeNode | null | undefined): string[] {
  if (node?.type === 'scalar' && typeof node.value === 'string') return [node.value];
  if (node?.type === 'seq') return node.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? [i.value] : []));
  return [GEMINI_MEMORY_FILE];
}

/**
 * Memory file names from project settings (`context.fileName`, a string or a list). Gemini CLI 0.61.0
 * adds them to GEMINI.md rather than replacing it: with `"fileName": ["AGENTS.md"]` the request held
 * both AGENTS.md and GEMINI.md (oracle/gemini/cases.json, case settings-jsonc).
 */
export function geminiMemoryNames(project: Project): string[] {
  const settings = artifactsOf(project, 'gemini-settings')[0];
  const listed = names(getNode(getNode(settings?.root, 'context'), 'fileName'));
  return listed.includes(GEMINI_MEMORY_FILE) ? listed : [...listed, GEMINI_MEMORY_FILE];
}

/**
 * Each extension's context files: `contextFileName` (a string or a list) in the manifest's folder, or
 * GEMINI.md there when it names none (case extension-contents: `tools/GEMINI.md` and
 * `docs-ext/CONTEXT.md` were sent; `docs-ext/GEMINI.md`, not named, was not). `unread` holds the
 * extension-root GEMINI.md files a `contextFileName` leaves out.
 */
export function geminiExtensionContext(project: Project): { files: Map<string, SourceFile>; unread: Set<string> } {
  const files = new Map<string, SourceFile>();
  const unread = new Set<string>();
  for (const e of artifactsOf(project, 'gemini-extension')) {
    const dir = posix.dirname(e.path);
    const at = (n: string) => (dir === '.' ? n : `${dir}/${n}`);
    const node = getNode(e.root, 'contextFileName');
    const listed = node == null ? [GEMINI_MEMORY_FILE] : node.type === 'scalar' || node.type === 'seq' ? names(node) : [];
    for (const n of listed) {
      const path = posix.normalize(at(n));
      if (path.startsWith('../') || files.has(path)) continue;
      const text = project.readText(path);
      if (text !== undefined) files.set(path, parsedFileAt(project, path)?.file ?? sourceFile(path, text));
    }
    if (!listed.includes(GEMINI_MEMORY_FILE)) unread.add(at(GEMINI_MEMORY_FILE));
  }
  for (const p of files.keys()) unread.delete(p);
  return { files, unread };
}

/** Every file of the tree named like a Gemini memory file, and every extension context file. */
export function geminiMemoryFiles(project: Project): SourceFile[] {
  const wanted = new Set(geminiMemoryNames(project));
  const ext = geminiExtensionContext(project);
  const out = new Map<string, SourceFile>();
  for (const f of project.files) if (wanted.has(posix.basename(f.file.path)) && !ext.unread.has(f.file.path)) out.set(f.file.path, f.file);
  for (const n of wanted) {
    if (out.has(n)) continue;
    const text = project.readText(n);
    if (text !== undefined) out.set(n, parsedFileAt(project, n)?.file ?? sourceFile(n, text));
  }
  for (const [p, f] of ext.files) out.set(p, f);
  return [...out.values()];
}
