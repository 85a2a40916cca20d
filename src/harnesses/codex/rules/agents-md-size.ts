/** AGENTS.md text past Codex's `project_doc_max_bytes` (32 KiB): cut without a warning. */
import { posix } from 'node:path';
import { CODEX_PROJECT_DOC_MAX_BYTES, CODEX_VERSION } from '../known-values.js';
import type { Artifact, Project } from '../../../artifacts/model.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';

/** `project_doc_max_bytes` of the project's `.codex/config.toml` (Codex honours it in a trusted project), if set to a byte count. */
function configuredMax(project: Project): number | undefined {
  const root = artifactsOf(project, 'codex-config')[0]?.root;
  const v = root?.type === 'map' ? root.pairs.find((p) => p.key === 'project_doc_max_bytes')?.value : undefined;
  return v?.type === 'scalar' && Number.isInteger(v.value) && (v.value as number) >= 0 ? (v.value as number) : undefined;
}

/** The file Codex reads in a folder: AGENTS.override.md wins over AGENTS.md, even when it is empty. */
function effective(byDir: Map<string, Artifact[]>, dir: string): Artifact | undefined {
  const here = byDir.get(dir) ?? [];
  return here.find((a) => a.data.override) ?? here.find((a) => !a.data.override);
}

export default projectRule({
  meta: {
    id: 'codex/agents-md-size',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: `Instructions past ${CODEX_PROJECT_DOC_MAX_BYTES / 1024} KiB (or the project's \`project_doc_max_bytes\`) of the AGENTS.md chain (the root's file, then each folder's down to this one): Codex cuts them off.`,
    kinds: ['codex-agents-md'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Codex joins the AGENTS.md files from the repository root down to the working folder and keeps only the first \`project_doc_max_bytes\` (default 32 KiB) of the result (https://developers.openai.com/codex/guides/agents-md). Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json): of a 33,954-byte AGENTS.md exactly the first 32,768 bytes reached the model input, cut mid-word, with nothing on stderr of \`codex debug prompt-input\`, while \`codex exec\` warned "Loaded only 32768 of 33954 bytes from \`AGENTS.md\` … under the 32768-byte project instruction budget" (\`agents-md-cap\`); the cap applies to the files' combined bytes, the blank lines Codex puts between them not counted (\`agents-md-nested-cap\`: a 30,001-byte root file and a nested one, 2,767 bytes of the nested file kept, "Loaded only 2767 of 5010 bytes from \`pkg/AGENTS.md\`"); empty files are skipped (\`agents-md-empty-root\`). A \`project_doc_max_bytes\` in a trusted project's \`.codex/config.toml\` replaces the default (\`agents-md-config-max-bytes\`: 100 bytes kept) and is honoured here; in an untrusted project Codex does not read that file (\`agents-md-config-max-bytes-untrusted\`). The finding points at the first character Codex drops, counting the chain as if Codex ran in the file's folder.`,
    examples: {
      file: 'AGENTS.md',
      wrong: `# Rules\n\n${'Keep functions small and name them for what they do. '.repeat(640)}\n`,
      right: '# Rules\n\nKeep functions small and name them for what they do.\n',
    },
  },
  check(project, ctx) {
    const files = artifactsOf(project, 'codex-agents-md');
    const configured = configuredMax(project);
    const max = configured ?? CODEX_PROJECT_DOC_MAX_BYTES;
    const byDir = new Map<string, Artifact[]>();
    for (const a of files) {
      const d = posix.dirname(a.path);
      byDir.set(d, [...(byDir.get(d) ?? []), a]);
    }
    for (const a of files) {
      const dir = posix.dirname(a.path);
      if (effective(byDir, dir) !== a) continue; // shadowed by AGENTS.override.md in the same folder
      // Bytes before this file: the effective files of every ancestor folder, root first (the blank lines between them do not count).
      let before = 0;
      const parts = dir === '.' ? [] : dir.split('/');
      for (let i = -1; i < parts.length - 1; i++) {
        const anc = effective(byDir, i < 0 ? '.' : parts.slice(0, i + 1).join('/'));
        if (anc && anc.file.text.trim()) before += Buffer.byteLength(anc.file.text, 'utf8');
      }
      const own = Buffer.from(a.file.text, 'utf8');
      const keep = max - before;
      if (own.length <= keep) continue;
      const cutChar = keep <= 0 ? 0 : own.subarray(0, keep).toString('utf8').replace(/\uFFFD$/, '').length;
      const end = a.file.lines.lineEnd(a.file.lines.position(cutChar).line);
      ctx.report({
        path: a.path,
        element: a.element,
        harness: 'codex',
        message: `Codex reads only the first ${max} bytes of the AGENTS.md chain: ${configured === undefined ? '' : '`project_doc_max_bytes` in .codex/config.toml sets it, honoured when the project is trusted; '}from here on (${own.length - Math.max(keep, 0)} bytes of ${a.path}) nothing reaches the model (only \`codex exec\` warns "Loaded only … bytes"; the TUI and \`codex debug prompt-input\` say nothing)`,
        range: a.file.lines.range(cutChar, Math.max(end, Math.min(cutChar + 1, a.file.text.length))),
      });
    }
  },
});
