/**
 * Discovery `around` some files (the after-write hook's): whether a path can bear on them. Every path can, except
 * those inside a root (a plugin's, an extension's) that holds none of them: plugins and extensions are installed and
 * loaded as units.
 */
export function nearTo(around: readonly string[] | undefined, rootFolders: ReadonlyArray<ReadonlySet<string>>): (path: string) => boolean {
  if (!around) return () => true;
  const holds = (dir: string) => around.some((p) => p === dir || p.startsWith(`${dir}/`));
  const far = rootFolders.flatMap((folders) => [...folders]).filter((dir) => dir !== '' && dir !== '.' && !holds(dir));
  return (path) => !far.some((dir) => path.startsWith(`${dir}/`));
}
