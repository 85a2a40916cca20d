/** Which GitHub repository a tree comes from, as `owner/name` (Project.repository). */

/** `owner/name` of a github.com remote URL (https, ssh or scp form); undefined for any other host. */
export function githubRepositoryOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const u = url.trim();
  const m =
    /^(?:https?|git|ssh):\/\/(?:[^@/]+@)?github\.com(?::\d+)?\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/i.exec(u) ??
    /^(?:[^@/\s]+@)?github\.com:([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/i.exec(u);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/** The Action's repository: `GITHUB_REPOSITORY`, when the server is github.com. */
export function actionRepository(env: NodeJS.ProcessEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL;
  if (server && !/^https:\/\/github\.com\/?$/i.test(server)) return undefined;
  const repo = env.GITHUB_REPOSITORY;
  return repo && /^[^/\s]+\/[^/\s]+$/.test(repo) ? repo : undefined;
}
