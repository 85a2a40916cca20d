/** The recorded Copilot CLI cases (oracle/copilot/cases.json) and agentlint's findings on them. */
import { afterAll } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Harness } from '../../../src/artifacts/harness.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

export interface CopilotCase {
  id: string;
  files: Record<string, string>;
  fromTree?: string;
  invoke?: string[];
  pluginDirs?: string[];
  observed: {
    exit: number; agents: string[]; skills: string[]; skillFailures: string[]; log: string[];
    instructions?: string[]; requestSkills?: string[]; mcpServers?: string[]; mcpList?: { untrusted: string; servers: string[]; warnings: string[] }; ran?: string[]; agentTools?: Record<string, string[] | null>;
    pluginSkills?: string[]; plugins?: Record<string, { listed: string[]; install: string }>;
    marketplace?: { add: string; installs?: Record<string, string> };
    instructionTable?: string[]; instructionsInlined?: string[]; markersSent?: string[];
  };
}

export const copilotSet = JSON.parse(readFileSync('oracle/copilot/cases.json', 'utf8')) as { copilot: string; cases: CopilotCase[] };
const byId = new Map(copilotSet.cases.map((c) => [c.id, c]));
export const copilotCase = (id: string): CopilotCase => byId.get(id)!;

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

/**
 * Write the case's files to a temporary repository and lint it; `root` is kept for discovery.
 * `harnesses` selects explicitly (a case whose only Copilot file is `.mcp.json` needs it).
 */
export function lintCase(c: CopilotCase, harnesses?: Harness[]): { root: string; all: Diagnostic[]; copilot: Diagnostic[] } {
  const root = writeTree(c.files);
  roots.push(root);
  const all = lint({ root, harnesses }).diagnostics;
  return { root, all, copilot: all.filter((d) => d.harness === 'copilot') };
}

export const row = (d: Diagnostic) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`;
export const pathsOf = (ds: Diagnostic[], kind: string) => [...new Set(ds.filter((d) => d.kind === kind).map((d) => d.span.path))].sort();

/** The manifest Copilot reads in a plugin folder of a case (the first in its order), and its object (undefined when it is not JSON). */
export const pluginManifestOf = (c: CopilotCase, folder: string): string =>
  ['.plugin/plugin.json', 'plugin.json', '.github/plugin/plugin.json', '.claude-plugin/plugin.json'].map((m) => `${folder}/${m}`).find((p) => p in c.files)!;
export function pluginManifestJson(c: CopilotCase, folder: string): Record<string, unknown> | undefined {
  try { return JSON.parse(c.files[pluginManifestOf(c, folder)]!) as Record<string, unknown>; } catch { return undefined; }
}
