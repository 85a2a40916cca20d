/** `node:os` for the browser: what the bundled engine names (no temporary folders are made). */
export const EOL = '\n';
export function tmpdir(): string {
  return '/tmp';
}
export function homedir(): string {
  return '/home';
}
export default { EOL, tmpdir, homedir };
