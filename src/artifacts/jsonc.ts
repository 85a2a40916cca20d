/**
 * JSON with comments (`//`, `/* *\/`) and trailing commas, as OpenCode reads `opencode.json(c)`.
 * The comments and trailing commas are blanked with spaces (line breaks kept), so the strict
 * parser's ranges are the ranges in the file as written.
 */
import { parseJsonFile } from './json.js';
import type { SourceFile } from './source.js';
import type { ParsedTree } from './tree.js';

/**
 * `text` with every comment and trailing comma outside strings replaced by spaces, same length.
 * With `trailingCommas: false` only the comments are blanked (Gemini CLI strips comments from its
 * settings.json but its JSON.parse rejects a trailing comma).
 */
export function blankJsonc(text: string, { trailingCommas = true }: { trailingCommas?: boolean } = {}): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n' && out[k] !== '\r') out[k] = ' ';
  };
  let lastComma = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      lastComma = -1;
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const to = end < 0 ? text.length : end;
      blank(i, to);
      i = to - 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) break; // unterminated: the strict parser reports the `/`
      blank(i, end + 2);
      i = end + 1;
    } else if (c === ',') lastComma = i;
    else if ((c === '}' || c === ']') && lastComma >= 0 && trailingCommas) {
      out[lastComma] = ' ';
      lastComma = -1;
    } else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') lastComma = -1;
  }
  return out.join('');
}

export function parseJsoncFile(file: SourceFile): ParsedTree {
  return parseJsonFile({ ...file, text: blankJsonc(file.text) });
}
