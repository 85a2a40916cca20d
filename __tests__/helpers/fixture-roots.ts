/** Every folder under fixtures/ and each of its sub-folders: trees to run a whole-tree check on. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function fixtureRoots(): string[] {
  return readdirSync('fixtures').flatMap((a) => {
    const top = join('fixtures', a);
    return statSync(top).isDirectory() ? [top, ...readdirSync(top).map((b) => join(top, b)).filter((p) => statSync(p).isDirectory())] : [];
  });
}
