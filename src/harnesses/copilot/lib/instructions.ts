/**
 * What Copilot CLI makes of a path-specific instructions file's frontmatter (case `instructions-frontmatter`,
 * oracle/copilot/cases.json): `applyTo` is a glob, a comma-separated string of globs, or a list of
 * them; a frontmatter that is not valid YAML is read line by line, `applyTo` taken as the raw text after the
 * colon (`applyTo: [1, 2` becomes the pattern `[1, 2`); without a usable `applyTo` (never closed, no colon, a
 * number) the whole file, its frontmatter lines included, is inlined into every request.
 */
import { pathAsRead } from '../../../artifacts/catalog.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';

export const PATH_INSTRUCTIONS = /^\.github\/instructions\/(?:.+\/)?[^/]+\.instructions\.md$/;

export function isPathInstructions(a: Artifact): boolean {
  return a.kind === 'copilot-instructions' && PATH_INSTRUCTIONS.test(pathAsRead(a.path, a.catalog));
}

export interface ApplyToGlob {
  glob: string;
  range: Range;
  path?: string;
}

/** The frontmatter's YAML did not parse: Copilot CLI reads its lines one by one. */
export function yamlBroken(a: Artifact): boolean {
  const fm = a.markdown?.frontmatter;
  return !!fm?.present && fm.problems.some((p) => p.code !== 'frontmatter-unclosed') && (fm.root === null || fm.lenient);
}

/** The `applyTo:` line as Copilot CLI reads a frontmatter that is not YAML: its raw text, quotes removed. */
export function rawApplyTo(a: Artifact): ApplyToGlob | undefined {
  const fm = a.markdown!.frontmatter;
  const lines = a.file.lines;
  const first = lines.position(fm.yamlOffset).line;
  const last = lines.position(fm.yamlOffset + fm.yaml.length).line;
  for (let l = first; l <= last && l <= lines.lineCount; l++) {
    const m = /^applyTo[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(lines.lineText(l));
    if (!m) continue;
    const start = lines.lineStart(l) + lines.lineText(l).indexOf(m[1]!, 'applyTo'.length);
    const glob = m[1]!.replace(/^(["'])(.*)\1$/, '$2');
    return { glob, range: lines.range(start, start + m[1]!.length) };
  }
  return undefined;
}

/** The globs `applyTo` gives, as Copilot CLI lists them (comma-separated strings split); undefined when there is no usable `applyTo`. */
export function applyToGlobs(a: Artifact): ApplyToGlob[] | undefined {
  if (!a.markdown?.frontmatter.present || a.markdown.frontmatter.problems.some((p) => p.code === 'frontmatter-unclosed')) return undefined;
  if (yamlBroken(a)) {
    const raw = rawApplyTo(a);
    return raw ? [raw] : undefined;
  }
  const value = getPair(a.root, 'applyTo')?.value;
  if (!value) return undefined;
  const split = (s: string, range: Range, path: string) => splitGlobList(s).map((glob) => ({ glob, range, path }));
  if (value.type === 'scalar') return typeof value.value === 'string' ? split(value.value, value.range, value.path) : undefined;
  if (value.type === 'seq') return value.items.flatMap((i) => (i.type === 'scalar' && typeof i.value === 'string' ? split(i.value, i.range, i.path) : []));
  return undefined;
}

/**
 * The globs of a comma-separated `applyTo`, split only at commas outside `{…}`: `**\/*.{ts,tsx},docs/**` is two
 * globs. VS Code splits it so (its glob-aware split: microsoft/vscode#249256, fixed in 1.101), and Copilot CLI hands
 * the value to the model as written, so a brace list is no broken glob for either reader.
 */
export function splitGlobList(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  out.push(s.slice(from));
  return out.map((g) => g.trim()).filter(Boolean);
}

/** Why a glob can match no path at all (an unclosed `[` or `{`), or undefined. */
export function globBroken(glob: string): string | undefined {
  const opened = (open: string, close: string) => glob.split(open).length > glob.split(close).length;
  if (opened('[', ']')) return 'an unclosed `[`';
  if (opened('{', '}')) return 'an unclosed `{`';
  return undefined;
}
