/**
 * The files many harnesses share (`AGENTS.md` and Agent Skills `SKILL.md` under the shared `.agents/skills` and
 * `.claude/skills` folders). How each harness reads them is in its descriptor (`sharedFiles`).
 */

/** The files whose sharing the report explains: `AGENTS.md` anywhere, and `SKILL.md` in the shared skill folders. */
export const SHARED_FILE = /(^|\/)AGENTS\.md$|^\.(?:agents|claude)\/skills\/.+\/SKILL\.md$/;
