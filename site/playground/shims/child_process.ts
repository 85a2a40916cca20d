/** `node:child_process` for the browser: the engine's git calls (revisions, origins) are never reached here. */
export function execFileSync(): never {
  throw new Error('no processes in the browser');
}
export const spawnSync = execFileSync;
export default { execFileSync, spawnSync };
