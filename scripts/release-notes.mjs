// The release notes of one version, cut from CHANGELOG.md (Keep a Changelog): the body of its
// `## [X.Y.Z] - date` section, without the heading. Exit 1 with a message when the version has none.
// Usage: node scripts/release-notes.mjs [VERSION] [CHANGELOG]   (VERSION defaults to package.json's; a leading v is dropped)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The section's body (trimmed, ending in one newline), or undefined when the changelog has no such version. */
export function releaseNotes(changelog, version) {
  const v = version.replace(/^v/, '');
  const lines = changelog.split(/\r?\n/);
  const esc = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = lines.findIndex((l) => new RegExp(`^## \\[${esc}\\](?: - \\d{4}-\\d{2}-\\d{2})?\\s*$`).test(l));
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && (/^## /.test(l) || /^\[[^\]]+\]: /.test(l)));
  if (end < 0) end = lines.length;
  const body = lines.slice(start + 1, end).join('\n').trim();
  return body ? `${body}\n` : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const version = process.argv[2] ?? JSON.parse(readFileSync('package.json', 'utf8')).version;
  const file = process.argv[3] ?? 'CHANGELOG.md';
  const notes = releaseNotes(readFileSync(file, 'utf8'), version);
  if (notes === undefined) {
    console.error(`${file} has no entry for ${version.replace(/^v/, '')}: add a "## [${version.replace(/^v/, '')}] - YYYY-MM-DD" section`);
    process.exit(1);
  }
  process.stdout.write(notes);
}
