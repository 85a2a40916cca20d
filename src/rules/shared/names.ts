/** Name spellings shared by the name-format rules. */

/**
 * The closest kebab-case spelling of a name: `My_Plugin` → `my-plugin`,
 * `reviewAgent` → `review-agent`. With `lettersOnly`, digits go too (agent
 * names are `^[a-z]+(-[a-z]+)*$`).
 */
export function toKebab(name: string, lettersOnly = false): string {
  const invalid = lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(invalid, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}
