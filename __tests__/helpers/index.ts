/** Test helpers: build artifacts from text, run one rule, write temporary trees. */
import { afterAll, expect } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { discover } from '../../src/engine/discover.js';
import { KIND_SPECS } from '../../src/harnesses/registry.js';
import type { ParseContext } from '../../src/artifacts/kinds/spec.js';
import type { Artifact, ParsedFile, Project } from '../../src/artifacts/model.js';
import { sourceFile } from '../../src/artifacts/source.js';
import type { ArtifactRule, ProjectRule, Report, Rule } from '../../src/diagnostics/rule.js';

/** Parse `text` as the file kind `specId` (`agent`, `skill`, `command`, `plugin`, `marketplace`, `mcp`, `hooks`, …). */
export function parseAs(specId: string, path: string, text: string, ctx: ParseContext = {}): ParsedFile {
  const spec = KIND_SPECS.find((k) => k.id === specId);
  if (!spec) throw new Error(`no kind ${specId}`);
  return spec.parse(sourceFile(path, text), ctx);
}

/** The first artifact of `kind` in a file parsed as `specId` (default: the same id). */
export function artifactOf(kind: string, path: string, text: string, ctx: ParseContext = {}, specId = kind): Artifact {
  const a = parseAs(specId, path, text, ctx).artifacts.find((x) => x.kind === kind);
  if (!a) throw new Error(`no ${kind} artifact in ${path}`);
  return a;
}

/** Run one artifact rule on one artifact; returns what it reported. */
export function runRule(rule: ArtifactRule<any>, artifact: Artifact, options: Record<string, unknown> = {}): Report[] {
  const out: Report[] = [];
  rule.check(artifact, { options, report: (r) => out.push(r) });
  return out;
}

export function runProjectRule(rule: ProjectRule<any>, project: Project, options: Record<string, unknown> = {}): Report[] {
  const out: Report[] = [];
  rule.check(project, { options, report: (r) => out.push(r) });
  return out;
}

/** Write `files` (path → content) under a new temporary folder; returns its path. */
export function writeTree(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-'));
  for (const [p, content] of Object.entries(files)) {
    const abs = join(root, p);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return root;
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/**
 * A `tree(files)` for one test file: each call writes a temporary tree and returns its root; every tree is removed
 * after the file's tests (call it at the top level of the test file).
 */
export function treeMaker(): (files: Record<string, string>) => string {
  const roots: string[] = [];
  afterAll(() => roots.forEach(removeTree));
  return (files) => {
    const root = writeTree(files);
    roots.push(root);
    return root;
  };
}

/**
 * Every rule names at least one recorded case in its rationale (`case \`id\`` or `cases \`a\`, \`b\``), and each
 * named case is one of `ids`.
 */
export function expectRationaleCases(rules: readonly Rule[], ids: ReadonlySet<string>): void {
  for (const rule of rules) {
    const named = [...(rule.meta.rationale ?? '').matchAll(/cases? ((?:`[^`]+`(?:, )?)+)/g)].flatMap((m) => [...m[1]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!));
    expect([rule.meta.id, named.length > 0]).toEqual([rule.meta.id, true]);
    for (const id of named) expect([rule.meta.id, id, ids.has(id)]).toEqual([rule.meta.id, id, true]);
  }
}

/** Discover a temporary tree written from `files`. */
export function projectOf(files: Record<string, string>): { project: Project; root: string } {
  const root = writeTree(files);
  return { project: discover(root).project, root };
}

/** `line:col-line:col` of a report, for compact range assertions. */
export function at(r: { range: { start: { line: number; column: number }; end: { line: number; column: number } } }): string {
  return `${r.range.start.line}:${r.range.start.column}-${r.range.end.line}:${r.range.end.column}`;
}
