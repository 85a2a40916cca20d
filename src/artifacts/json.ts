/** JSON files with ranges: validated by JSON.parse, read into the range-keeping tree. */
import type { SourceFile } from './source.js';
import { parseYamlTree, type ParsedTree } from './tree.js';

export function parseJsonFile(file: SourceFile): ParsedTree {
  const { text, lines } = file;
  if (text.trim() === '') {
    return { root: null, problems: [{ code: 'json-invalid', message: 'file is empty; expected a JSON object', range: lines.range(0, 0) }] };
  }
  try {
    JSON.parse(text);
  } catch (err) {
    const msg = (err as Error).message;
    const m = /position (\d+)/.exec(msg);
    const at = m ? Number(m[1]) : text.length;
    const clean = msg.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
    return { root: null, problems: [{ code: 'json-invalid', message: `invalid JSON: ${clean}`, range: lines.range(at, Math.min(at + 1, text.length)) }] };
  }
  return parseYamlTree(text, 0, lines, '$');
}
