/**
 * Known values: the one module that lists documented names and enums, each
 * list with its source and date. Rules import from here, never hard-code.
 */
export * from './claude-code.js';
export * from './claude-settings.js';
export * from './claude-memory.js';
export * from './copilot.js';
export * from './codex.js';
export * from './gemini.js';
export * from './opencode.js';
export * from './cursor.js';
export * from './ai-rulez.js';
export * from './agentltl.js';
export * from './windsurf.js';
export * from './roo-code.js';
export * from './kiro.js';
export * from './kilo-code.js';
export * from './qwen-code.js';
export * from './shared-files.js';
export * from './cline.js';
export * from './auggie.js';
export * from './amp.js';
export * from './droid.js';
