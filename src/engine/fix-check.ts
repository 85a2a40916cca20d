/**
 * `--fix` must never leave a file that parses worse than before: after the
 * edits, the file is parsed again the way discovery reads its format, and each
 * kind of parse problem (invalid YAML/JSON/TOML, duplicate keys, an unclosed
 * frontmatter) may only become fewer.
 */
import { parse as parseToml } from 'smol-toml';
import { parseMarkdown } from '../artifacts/frontmatter.js';
import { parseJsonFile } from '../artifacts/json.js';
import { sourceFile } from '../artifacts/source.js';
import { parseYamlTree, type ParseProblem } from '../artifacts/tree.js';

export type ParseHealth = Record<string, number>;

/** Parse problems of `text` by code, read as its extension says. */
export function parseHealth(path: string, text: string): ParseHealth {
  const file = sourceFile(path, text);
  let problems: Array<Pick<ParseProblem, 'code'>> = [];
  const lower = path.toLowerCase();
  if (lower.endsWith('.md')) problems = parseMarkdown(file).frontmatter.problems;
  else if (lower.endsWith('.json')) problems = parseJsonFile(file).problems;
  else if (lower.endsWith('.yml') || lower.endsWith('.yaml')) problems = parseYamlTree(file.text, 0, file.lines, '$').problems;
  else if (lower.endsWith('.toml')) {
    try {
      parseToml(file.text);
    } catch {
      problems = [{ code: 'yaml-invalid' }];
    }
  }
  const out: ParseHealth = {};
  for (const p of problems) out[p.code] = (out[p.code] ?? 0) + 1;
  return out;
}

/** `after` has no more problems of any kind than `before`. */
export function noWorse(before: ParseHealth, after: ParseHealth): boolean {
  return Object.entries(after).every(([code, n]) => n <= (before[code] ?? 0));
}
