/** Name and version, kept in step with package.json by a test. */
export const TOOL_NAME = 'agentlint';
export const TOOL_VERSION = '0.1.0';
export const INFORMATION_URI = 'https://github.com/agentlint/agentlint';
