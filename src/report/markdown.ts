/** Markdown helpers shared by the reporters and the review comments. */

/** A code fence longer than any run of backticks in `content` (at least three). */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const m of content.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}
