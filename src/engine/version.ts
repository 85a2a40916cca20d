/**
 * Name and version. package.json's `version` is the one place a release changes: `npm version`
 * runs scripts/sync-version.mjs, which copies it here and into the VS Code extension's manifest,
 * and __tests__/release/version.test.ts fails when any of them differs.
 */
export const TOOL_NAME = 'agentlint';
export const TOOL_VERSION = '1.0.0';
export const INFORMATION_URI = 'https://github.com/agentlint/agentlint';
/** The npm package (the name `agentlint` belongs to another project on npm). */
export const PACKAGE_NAME = '@agentlint/cli';
/** The GitHub Action's repository and the major tag workflows pin (`v1` moves to every 1.x.y release). */
export const ACTION_REPOSITORY = 'agentlint/agentlint';
export const ACTION_MAJOR = `v${TOOL_VERSION.split('.')[0]}`;
