/**
 * Characters a reviewer cannot see: Unicode tag characters (U+E0000–E007F, "ASCII smuggling"), bidirectional
 * embedding, override and isolate controls (Trojan Source), and zero-width or other invisible format characters.
 * What is left alone, because it is how ordinary text is written: a zero-width joiner or non-joiner between two
 * non-ASCII characters (emoji ZWJ sequences, Persian, Indic scripts), a subdivision flag (U+1F3F4 followed by tag
 * letters and U+E007F), a variation selector after a non-ASCII character or in a keycap (`1️⃣`), an ideographic
 * variation selector after a CJK ideograph, directional marks in a line that holds right-to-left letters, and a
 * byte-order mark at the start of the file.
 */

export type InvisibleClass = 'tag' | 'bidi' | 'invisible';

export interface InvisibleRun {
  cls: InvisibleClass;
  /** Offsets in the scanned text (UTF-16 code units), `to` exclusive. */
  from: number;
  to: number;
  /** The code points of the run. */
  codePoints: number[];
}

const isTag = (cp: number): boolean => cp >= 0xe0000 && cp <= 0xe007f;
const isBidi = (cp: number): boolean => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
/** Directional marks: harmless in right-to-left text, invisible elsewhere. */
const isMark = (cp: number): boolean => cp === 0x200e || cp === 0x200f || cp === 0x061c;
const isVariationSelector = (cp: number): boolean => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
/** Zero-width and other format characters that draw nothing. */
const isZeroWidth = (cp: number): boolean =>
  (cp >= 0x200b && cp <= 0x200d) || cp === 0x2060 || (cp >= 0x2061 && cp <= 0x2064) || cp === 0xfeff || cp === 0x180e || cp === 0x00ad || cp === 0x034f || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0;

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;

/** The code point ending just before `offset`, skipping variation selectors and skin-tone modifiers. */
function before(text: string, offset: number): number | undefined {
  let i = offset;
  while (i > 0) {
    const low = text.charCodeAt(i - 1);
    const pair = i >= 2 && low >= 0xdc00 && low <= 0xdfff && text.charCodeAt(i - 2) >= 0xd800 && text.charCodeAt(i - 2) <= 0xdbff;
    const cp = text.codePointAt(pair ? i - 2 : i - 1)!;
    const size = pair ? 2 : 1;
    if (isVariationSelector(cp) || (cp >= 0x1f3fb && cp <= 0x1f3ff)) {
      i -= size;
      continue;
    }
    return cp;
  }
  return undefined;
}

const nonAscii = (cp: number | undefined): boolean => cp !== undefined && cp > 0x7f && !isZeroWidth(cp) && !isBidi(cp) && !isTag(cp);

/** A subdivision flag's tag letters: U+1F3F4 right before, a run of tag letters or digits, closed by U+E007F. */
function isFlagTags(text: string, from: number, cps: number[]): boolean {
  return before(text, from) === 0x1f3f4 && cps.length >= 2 && cps[cps.length - 1] === 0xe007f && cps.slice(0, -1).every((c) => (c >= 0xe0061 && c <= 0xe007a) || (c >= 0xe0030 && c <= 0xe0039));
}

function lineAround(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}

/** Whether the character at `offset` (code point `cp`, `size` units) is ordinary writing, not hidden content. */
function legitimate(text: string, offset: number, cp: number, size: number): boolean {
  if (cp === 0xfeff && offset === 0) return true;
  const next = text.codePointAt(offset + size);
  if (cp === 0x200c || cp === 0x200d) return nonAscii(before(text, offset)) && nonAscii(next);
  if (isMark(cp)) return RTL_LETTER.test(lineAround(text, offset));
  if (cp >= 0xfe00 && cp <= 0xfe0f) {
    const prev = before(text, offset);
    // A keycap: `#`, `*` or a digit, the selector, U+20E3.
    return nonAscii(prev) || (next === 0x20e3 && prev !== undefined && /[#*0-9]/.test(String.fromCodePoint(prev)));
  }
  if (cp >= 0xe0100 && cp <= 0xe01ef) {
    const prev = before(text, offset);
    return prev !== undefined && CJK.test(String.fromCodePoint(prev));
  }
  return false;
}

function classOf(cp: number): InvisibleClass | undefined {
  if (isTag(cp)) return 'tag';
  if (isBidi(cp)) return 'bidi';
  if (isZeroWidth(cp) || isMark(cp) || isVariationSelector(cp)) return 'invisible';
  return undefined;
}

// A quick test before the scan: most files hold none of these characters.
const ANY = /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f\udd00-\uddef]/;

/** The runs of hidden characters in `text[from, to)`: consecutive characters of one class make one run. */
export function invisibleRuns(text: string, from = 0, to = text.length): InvisibleRun[] {
  const out: InvisibleRun[] = [];
  if (!ANY.test(from === 0 && to === text.length ? text : text.slice(from, to))) return out;
  let i = from;
  while (i < to) {
    const cp = text.codePointAt(i)!;
    const size = cp > 0xffff ? 2 : 1;
    const cls = classOf(cp);
    if (!cls || legitimate(text, i, cp, size)) {
      i += size;
      continue;
    }
    const start = i;
    const cps: number[] = [];
    while (i < to) {
      const c = text.codePointAt(i)!;
      const s = c > 0xffff ? 2 : 1;
      if (classOf(c) !== cls || (cps.length > 0 && legitimate(text, i, c, s))) break;
      cps.push(c);
      i += s;
    }
    if (cls === 'tag' && isFlagTags(text, start, cps)) continue;
    out.push({ cls, from: start, to: i, codePoints: cps });
  }
  return out;
}

/** The ASCII text tag characters spell (U+E0020–E007E mirror ASCII), cut to `max` characters, printable only. */
export function decodeTags(cps: readonly number[], max = 60): string {
  const s = cps.map((c) => (c >= 0xe0020 && c <= 0xe007e ? String.fromCharCode(c - 0xe0000) : '')).join('');
  const printable = s.replace(/[`\\]/g, "'");
  return printable.length > max ? `${printable.slice(0, max - 1)}…` : printable;
}

/** `U+200B` for one code point, `U+200B U+200C` for a few, `U+E0041…U+E007F (12 characters)` for many. */
export function codePointList(cps: readonly number[]): string {
  const u = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  return cps.length <= 3 ? cps.map(u).join(' ') : `${u(cps[0]!)}…${u(cps[cps.length - 1]!)} (${cps.length} characters)`;
}
