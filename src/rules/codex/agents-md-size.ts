/** AGENTS.md text past Codex's `project_doc_max_bytes` (32 KiB): cut without a warning. */
import { posix } from 'node:path';
import { CODEX_PROJECT_DOC_MAX_BYTES, CODEX_VERSION } from '../../artifacts/known-values/index.js';
import type { Artifact } from '../../artifacts/model.js';
import { artifactsOf } from '../../artifacts/model.js';
import { projectRule } from '../../diagnostics/rule.js';

/** The file Codex reads in a folder: AGENTS.override.md wins over AGENTS.md. */
function effective(byDir: Map<string, Artifact[]>, dir: string): Artifact | undefined {
  const here = byDir.get(dir) ?? [];
  return here.find((a) => a.data.override) ?? here.find((a) => !a.data.override);
}

export default projectRule({
  meta: {
    id: 'codex/agents-md-size',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `Instructions past ${CODEX_PROJECT_DOC_MAX_BYTES / 1024} KiB of the AGENTS.md chain (the root's file, then each folder's down to this one): Codex cuts them off.`,
    kinds: ['codex-agents-md'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Codex joins the AGENTS.md files from the repository root down to the working folder and keeps only the first \`project_doc_max_bytes\` (default 32 KiB) of the result (https://developers.openai.com/codex/guides/agents-md). Observed on Codex CLI ${CODEX_VERSION} (fixtures/oracle/codex/cases.json): of a 33,954-byte AGENTS.md exactly the first 32,768 bytes reached the model input, cut mid-word, with nothing on stderr. The finding points at the first character Codex drops, counting the chain as if Codex ran in the file's folder; folder separators are counted as two bytes, so a cut within a few bytes of a nested file's start is approximate.`,
    examples: {
      file: 'AGENTS.md',
      wrong: `# Rules\n\n${'Keep functions small and name them for what they do. '.repeat(640)}\n`,
      right: '# Rules\n\nKeep functions small and name them for what they do.\n',
    },
  },
  check(project, ctx) {
    const files = artifactsOf(project, 'codex-agents-md');
    const byDir = new Map<string, Artifact[]>();
    for (const a of files) {
      const d = posix.dirname(a.path);
      byDir.set(d, [...(byDir.get(d) ?? []), a]);
    }
    for (const a of files) {
      const dir = posix.dirname(a.path);
      if (effective(byDir, dir) !== a) continue; // shadowed by AGENTS.override.md in the same folder
      // Bytes before this file: the effective files of every ancestor folder, root first, joined by a blank line.
      let before = 0;
      const parts = dir === '.' ? [] : dir.split('/');
      for (let i = -1; i < parts.length - 1; i++) {
        const anc = effective(byDir, i < 0 ? '.' : parts.slice(0, i + 1).join('/'));
        if (anc && anc.file.text.trim()) before += Buffer.byteLength(anc.file.text, 'utf8') + 2;
      }
      const own = Buffer.from(a.file.text, 'utf8');
      const keep = CODEX_PROJECT_DOC_MAX_BYTES - before;
      if (own.length <= keep) continue;
      const cutChar = keep <= 0 ? 0 : own.subarray(0, keep).toString('utf8').replace(/\uFFFD$/, '').length;
      const end = a.file.lines.lineEnd(a.file.lines.position(cutChar).line);
      ctx.report({
        path: a.path,
        element: a.element,
        harness: 'codex',
        message: `Codex reads only the first ${CODEX_PROJECT_DOC_MAX_BYTES} bytes of the AGENTS.md chain: from here on (${own.length - Math.max(keep, 0)} bytes of ${a.path}) nothing reaches the model, and Codex says nothing`,
        range: a.file.lines.range(cutChar, Math.max(end, Math.min(cutChar + 1, a.file.text.length))),
      });
    }
  },
});
