/** The GitHub Action, run (src/main.ts loads it after turning on the compile cache). */
import * as core from '@actions/core';
import { runAction } from './github/action.js';

runAction().catch((err: unknown) => {
  // A bug of ours: say so (errors never carry the token: Octokit redacts it).
  core.setFailed(`agentlint: internal error: ${(err as Error)?.stack ?? String(err)}`);
});
