/** `node:url` for the browser: file URLs as plain paths. */
export function fileURLToPath(u: string | URL): string {
  return decodeURIComponent(new URL(String(u)).pathname);
}
export function pathToFileURL(p: string): URL {
  return new URL(`file://${encodeURI(p)}`);
}
export default { fileURLToPath, pathToFileURL };
