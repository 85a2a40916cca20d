/** `@path` imports in Gemini CLI memory files that import nothing. */
import { posix } from 'node:path';
import { GEMINI_IMPORT_MAX_DEPTH, GEMINI_VERSION } from '../known-values.js';
import { artifactsOf, type Project } from '../../../artifacts/model.js';
import { sourceFile, type SourceFile } from '../../../artifacts/source.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { importRefs, looksLikePath } from '../../../rules/shared/memory-imports.js';
import { geminiExtensionContext, geminiMemoryFiles } from '../lib/memory-files.js';
import { missingPath } from '../../../rules/shared/missing-path.js';

const DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/core/memport.md';

function load(project: Project, path: string): SourceFile | undefined {
  const text = project.readText(path);
  return text === undefined ? undefined : sourceFile(path, text);
}

export default projectRule({
  meta: {
    id: 'gemini/memory-import',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `An \`@path\` import in a Gemini CLI memory file (GEMINI.md, the names \`context.fileName\` adds, an extension's context files) that imports nothing: no such file, a path leaving the repository (or, from an extension's context files, leaving their folder), an import cycle, or nested deeper than ${GEMINI_IMPORT_MAX_DEPTH} levels.`,
    kinds: ['gemini-memory'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Gemini CLI inlines \`@path\` imports of memory files (${DOCS}); \`@path\` inside code spans and fenced blocks is text. Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case memory-imports): a missing file prints "[ERROR] [ImportProcessor] Failed to import …: ENOENT" on stderr and the model gets "<!-- Import failed … -->" instead; \`@../x.md\` leaving the project becomes "<!-- Import failed: ../x.md - Path traversal attempt -->" with no message; a cycle becomes "<!-- File already processed -->"; a file imported at depth ${GEMINI_IMPORT_MAX_DEPTH} keeps its own \`@path\`s as plain text. An import is resolved from the folder of the file that holds it, and allowed only inside the nearest folder holding \`.git\` above the memory file (its own folder when there is none; read in the 0.61.0 bundle, and what the case shows). So in an extension's context files (case extension-imports) \`@../shared.md\` leaving the extension folder was imported while the extension was linked from its repository (\`gemini extensions link\`), and refused as "Path traversal attempt", with no message, in the copy \`gemini extensions install\` puts under ~/.gemini/extensions/; the same held for a file the context file imports, and, for a \`contextFileName\` in a sub-folder (\`ctx/CONTEXT.md\`), for \`@../root-in-ext.md\` leaving that sub-folder but not the extension. Each time the session goes on without those instructions. AGENTS.md is read only when \`context.fileName\` lists it (case memory-agents-md-unlisted); a \`context.fileName\` without GEMINI.md adds to it rather than replacing it (case settings-jsonc: both were sent). A GEMINI.md in a sub-folder was not loaded at startup; the docs (docs/cli/gemini-md.md) say it is loaded when Gemini works in that folder, so its imports are checked too.`,
    examples: {
      file: 'GEMINI.md',
      wrong: '# Project\n\nFollow @./docs/style-guide.md when writing code.\n',
      right: '# Project\n\nFollow @./docs/style.md when writing code.\n',
      context: { 'docs/style.md': '# Style\n' },
    },
  },
  check(project, ctx) {
    const seen = new Set<string>();
    const extensionContext = geminiExtensionContext(project).files;
    const extensionDirs = artifactsOf(project, 'gemini-extension').map((e) => posix.dirname(e.path));
    /** The extension folder an extension context file is in (the innermost one), or undefined. */
    const extensionOf = (top: SourceFile) =>
      extensionContext.has(top.path) ? extensionDirs.filter((d) => d === '.' || top.path.startsWith(`${d}/`)).sort((a, b) => b.length - a.length)[0] : undefined;
    const visit = (file: SourceFile, chain: string[], top: SourceFile) => {
      for (const ref of importRefs(file)) {
        if (ref.inCode || !looksLikePath(ref.path) || ref.path.startsWith('~/') || ref.path.startsWith('/')) continue;
        const nested = top.path.includes('/') && !extensionContext.has(top.path) ? ` (${top.path} is in a sub-folder: the docs say Gemini loads it when it works there; 0.61.0 did not load it at startup)` : '';
        const report = (why: string, when = '') => {
          const key = `${file.path}:${ref.range.start.line}:${ref.range.start.column}`;
          if (!seen.has(key)) ctx.report({ path: file.path, element: { type: 'gemini-memory', name: top.path }, harness: 'gemini', message: `\`@${ref.path}\` imports nothing${when}: ${why}${nested}`, range: ref.range });
          seen.add(key);
        };
        const dir = posix.dirname(file.path);
        const target = posix.normalize(posix.join(dir === '.' ? '' : dir, ref.path));
        // An installed extension's copy has no `.git` above it: its imports stay inside the context file's folder.
        const ext = extensionOf(top);
        const boundary = posix.dirname(top.path);
        if (target === '..' || target.startsWith('../')) {
          report('it leaves the project, and Gemini CLI refuses it ("Path traversal attempt") without a message');
        } else if (ext !== undefined && boundary !== '.' && !target.startsWith(`${boundary}/`)) {
          const missing = missingPath(project, target, 'file');
          const where = boundary === ext ? `the extension folder \`${ext}\`` : `\`${boundary}\`, the folder of the extension's context file ${top.path}`;
          report(
            `it leaves ${where}. Gemini CLI refuses it ("Path traversal attempt") without a message in an installed copy (~/.gemini/extensions/<name>/), and resolves it to \`${target}\` only while the extension is linked from this repository${missing ? `, where \`${target}\` ${missing} ("Failed to import")` : ''}`,
            missing ? '' : ' once the extension is installed',
          );
        } else if (chain.length > GEMINI_IMPORT_MAX_DEPTH) {
          report(`it is nested ${chain.length} imports deep from ${top.path}; Gemini CLI imports ${GEMINI_IMPORT_MAX_DEPTH} levels and leaves this one as plain text`);
        } else if (chain.includes(target)) {
          report(`it closes an import cycle (${[...chain.slice(chain.indexOf(target)), target].join(' → ')}); Gemini CLI drops it ("File already processed")`);
        } else if (missingPath(project, target, 'file') !== undefined) {
          report(`\`${target}\` ${missingPath(project, target, 'file')}; Gemini CLI prints "Failed to import" and goes on without it`);
        } else {
          const next = load(project, target);
          if (next) visit(next, [...chain, target], top);
        }
      }
    };
    // Imported files are reported through the memory file that imports them, once per file and position.
    for (const top of geminiMemoryFiles(project)) visit(top, [top.path], top);
  },
});
