/**
 * Small kinds of the harnesses read as whole files (Kilo Code, Windsurf, Kiro, Roo Code): a whole-text
 * file, a JSON file, a YAML-or-JSON file and a Markdown file with frontmatter, each read for one harness.
 */
import { parseJsonFile } from '../json.js';
import type { Harness } from '../harness.js';
import type { Artifact, ParsedFile } from '../model.js';
import type { SourceFile } from '../source.js';
import { parseYamlTree, type ParseProblem } from '../tree.js';
import { yamlProblemDetail } from '../frontmatter.js';
import { parseMarkdownArtifact } from './markdown.js';
import { pathTest, type KindSpec } from './spec.js';

export function plainArtifact(kind: string, file: SourceFile, root: Artifact['root'] = null): Artifact {
  return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data: {} };
}

/** A file read as a whole, without frontmatter (`.windsurfrules`). */
export function textKind(id: string, harness: Harness, re: RegExp, evidence = true): KindSpec {
  return { id, harness, evidence, matches: pathTest(re), parse: (file) => ({ file, kind: id, artifacts: [plainArtifact(id, file)], problems: [] }) };
}

export function jsonKind(id: string, harness: Harness, re: RegExp): KindSpec {
  return {
    id,
    harness,
    matches: pathTest(re),
    parse(file): ParsedFile {
      const { root, problems } = parseJsonFile(file);
      return { file, kind: id, artifacts: root ? [plainArtifact(id, file, root)] : [], problems };
    },
  };
}

/** A file its harness reads as YAML, which JSON is too (`.roomodes`, `.kilocodemodes`). */
export function yamlKind(id: string, harness: Harness, re: RegExp): KindSpec {
  return {
    id,
    harness,
    matches: pathTest(re),
    parse(file): ParsedFile {
      const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
      return { file, kind: id, artifacts: root ? [plainArtifact(id, file, root)] : [], problems };
    },
  };
}

/**
 * The shared Markdown reader words some frontmatter problems for Claude Code; for a harness whose
 * reading is documented only, a YAML problem says what strict YAML says, and Claude Code's `value-cut` is dropped.
 */
function forHarness(problems: ParseProblem[], title: string): ParseProblem[] {
  return problems
    .filter((p) => p.code !== 'value-cut')
    .map((p) => {
      const detail = yamlProblemDetail(p.message);
      return detail === undefined ? p : { ...p, message: `strict YAML rejects this frontmatter: ${detail}; ${title}'s docs do not say how ${title} reads it` };
    });
}

export function markdownKind(id: string, harness: Harness, title: string, re: RegExp, evidence = true): KindSpec {
  return {
    id,
    harness,
    evidence,
    matches: pathTest(re),
    parse(file, ctx) {
      const pf = parseMarkdownArtifact(id, file, ctx, { reader: harness });
      return { ...pf, problems: forHarness(pf.problems, title) };
    },
  };
}
