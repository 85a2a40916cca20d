/**
 * Markdown files with YAML frontmatter as artifacts, for any harness: the parse with ranges, the artifact's name
 * (its `name`, else the file's or skill folder's name), a harness's own Markdown kind, and the frontmatter problems
 * of the shared reader in a harness's words. What one harness makes of a file (Claude Code's fate of an unreadable
 * frontmatter, its strict-YAML wording) stays in that harness's folder.
 */
import { parseMarkdown, type MarkdownReading } from '../frontmatter.js';
import type { Harness } from '../harness.js';
import { NO_DATA, type Artifact, type ArtifactKind, type ParsedFile } from '../model.js';
import { markdownBaseName, skillFolderName } from '../names.js';
import type { SourceFile } from '../source.js';
import { getNode, getPair, scalarString, type ParseProblem, type TreeNode } from '../tree.js';
import { pathAsRead } from '../catalog.js';
import { pathTest, type KindSpec, type ParseContext } from './spec.js';

/** Name a Markdown artifact is known by when its frontmatter gives none. */
function fallbackName(kind: ArtifactKind, path: string): string {
  if (kind === 'skill') return skillFolderName(path) ?? 'SKILL';
  return markdownBaseName(path);
}

/** What the harness makes of a file whose frontmatter it cannot read (shown with the parse problem). */
export type UnreadableFate = string | { text: string; effect: 'not-loaded' } | undefined;

/** `reading`: how the harness ends the frontmatter (Claude Code's way by default); `fate`: see UnreadableFate. */
export function parseMarkdownArtifact(kind: ArtifactKind, file: SourceFile, ctx: ParseContext, reading?: MarkdownReading, fate?: UnreadableFate): ParsedFile {
  const markdown = parseMarkdown(file, fate, reading);
  const root: TreeNode | null = markdown.frontmatter.root;
  const name = scalarString(getNode(root, 'name')) ?? fallbackName(kind, pathAsRead(file.path, ctx.catalog));
  const artifact: Artifact = {
    kind,
    path: file.path,
    file,
    element: { type: kind, name },
    root,
    markdown,
    nameRange: getPair(root, 'name')?.value?.range,
    pluginRoot: ctx.pluginRoot,
    pluginDistributed: ctx.pluginRoot !== undefined,
    data: NO_DATA,
    // Discovery sets it after the parse: a slot made here costs nothing, a property added later costs a
    // property array per artifact (memory at scale).
    harness: undefined,
  };
  return { file, kind, artifacts: [artifact], problems: markdown.frontmatter.problems, lints: getNode(root, 'lints') ?? null, harness: undefined };
}

/**
 * A Markdown file kind of one harness. `id` names the file type; `kind` is the artifact kind its
 * files yield (a harness reading another's folder, such as Copilot reading `.claude/skills`, yields
 * its own kind); `evidence: false` for such borrowed folders; `adjust` applies the harness's own
 * reading to the parsed file (an element name, leniency about frontmatter); `reading` says how the
 * harness ends the frontmatter (Claude Code's way unless observed otherwise).
 */
export function harnessMarkdownKind(o: {
  id: string;
  kind?: ArtifactKind;
  harness: Harness;
  re: RegExp;
  evidence?: boolean;
  adjust?: (pf: ParsedFile, file: SourceFile, ctx: ParseContext) => ParsedFile;
  reading?: MarkdownReading;
}): KindSpec {
  const kind = o.kind ?? o.id;
  return {
    id: o.id,
    harness: o.harness,
    evidence: o.evidence ?? true,
    ...(kind !== o.id ? { yields: [kind as string] } : {}),
    matches: pathTest(o.re),
    parse(file, ctx) {
      // Messages about this file name its harness, not Claude Code.
      const pf = { ...parseMarkdownArtifact(kind, file, ctx, { ...o.reading, reader: o.harness }), kind };
      return o.adjust ? o.adjust(pf, file, ctx) : pf;
    },
  };
}

/** What a frontmatter problem of the shared reader is, for a harness that words it its own way. */
export type FrontmatterFault = 'value-cut' | 'unclosed' | 'not-a-map' | 'duplicate-key' | 'invalid' | 'other';

export function frontmatterFault(p: ParseProblem): FrontmatterFault {
  if (p.code === 'value-cut') return 'value-cut';
  if (p.code === 'frontmatter-unclosed') return 'unclosed';
  if (p.code === 'duplicate-key') return 'duplicate-key';
  if (p.code === 'yaml-invalid' && /is not a mapping/.test(p.message)) return 'not-a-map';
  if (p.code === 'yaml-invalid' || p.code === 'yaml-strict') return 'invalid';
  return 'other';
}

/** "duplicate key `x` (first at line n)": the shared reader's message without what Claude Code does with it. */
export const duplicateKeyText = (p: ParseProblem) => p.message.replace(/:.*$/s, '');

/**
 * A harness's reading of the shared reader's frontmatter problems (the `adjust` of harnessMarkdownKind): `say`
 * rewrites each problem in the harness's words, or returns null when the harness has nothing to say about it.
 */
export function rewordProblems(pf: ParsedFile, say: (p: ParseProblem, fault: FrontmatterFault) => ParseProblem | null): ParsedFile {
  return { ...pf, problems: pf.problems.flatMap((p) => {
    const r = say(p, frontmatterFault(p));
    return r ? [r] : [];
  }) };
}
