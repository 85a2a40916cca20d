/**
 * OpenAI Codex CLI's repository files: the AGENTS.md chain (`AGENTS.md`,
 * `AGENTS.override.md` in any folder) and custom agent roles
 * (`.codex/agents/*.toml`, read with ranges by the TOML reader ai-rulez uses).
 */
import type { Artifact } from '../model.js';
import type { SourceFile } from '../source.js';
import { readTomlFile } from './ai-rulez.js';
import type { KindSpec } from './spec.js';

const AGENTS_MD = /(^|\/)AGENTS(\.override)?\.md$/;
const ROLE = /^\.codex\/agents\/[^/]+\.toml$/;

function artifact(kind: string, file: SourceFile, data: Record<string, unknown>, root: Artifact['root'] = null): Artifact {
  return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data, harness: 'codex' };
}

export const codexAgentsMdKind: KindSpec = {
  id: 'codex-agents-md',
  harness: 'codex',
  matches: (p) => AGENTS_MD.test(p),
  parse: (file) => ({ file, kind: 'codex-agents-md', artifacts: [artifact('codex-agents-md', file, { override: file.path.endsWith('.override.md') })], problems: [] }),
};

export const codexRoleKind: KindSpec = {
  id: 'codex-role',
  harness: 'codex',
  matches: (p) => ROLE.test(p),
  parse(file) {
    const t = readTomlFile(file);
    return { file, kind: 'codex-role', artifacts: [artifact('codex-role', file, { tomlError: t.error }, t.root)], problems: [] };
  },
};

export const CODEX_KINDS: KindSpec[] = [codexAgentsMdKind, codexRoleKind];
