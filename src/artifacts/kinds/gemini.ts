/**
 * Gemini CLI's repository files: custom commands (`.gemini/commands/**\/*.toml`)
 * and subagents (`.gemini/agents/*.md`).
 */
import type { Artifact } from '../model.js';
import { readTomlFile } from './ai-rulez.js';
import { parseMarkdownArtifact } from './markdown.js';
import type { KindSpec } from './spec.js';

const COMMAND = /^\.gemini\/commands\/(.+\/)?[^/]+\.toml$/;
const AGENT = /^\.gemini\/agents\/[^/]+\.md$/;

/** `/git:commit` for `.gemini/commands/git/commit.toml`. */
export function geminiCommandName(path: string): string {
  return path.replace(/^\.gemini\/commands\//, '').replace(/\.toml$/, '').split('/').join(':');
}

export const geminiCommandKind: KindSpec = {
  id: 'gemini-command',
  harness: 'gemini',
  matches: (p) => COMMAND.test(p),
  parse(file) {
    const t = readTomlFile(file);
    const a: Artifact = { kind: 'gemini-command', path: file.path, file, element: { type: 'gemini-command', name: geminiCommandName(file.path) }, root: t.root, pluginDistributed: false, data: { tomlError: t.error }, harness: 'gemini' };
    return { file, kind: 'gemini-command', artifacts: [a], problems: [] };
  },
};

export const geminiAgentKind: KindSpec = {
  id: 'gemini-agent',
  harness: 'gemini',
  matches: (p) => AGENT.test(p),
  parse: (file, ctx) => parseMarkdownArtifact('gemini-agent', file, ctx),
};

export const GEMINI_KINDS: KindSpec[] = [geminiCommandKind, geminiAgentKind];
