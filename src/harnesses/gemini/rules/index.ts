/** Gemini CLI: custom commands, subagents, skills, memory files, settings, hooks and extensions. */
import agentSchema from './agent-schema.js';
import commandSchema from './command-schema.js';
import extensionContextFile from './extension-context-file.js';
import extensionManifest from './extension-manifest.js';
import hooks from './hooks.js';
import memoryImport from './memory-import.js';
import policies from './policies.js';
import settingsSchema from './settings-schema.js';
import skillSchema from './skill-schema.js';

export const GEMINI_RULES = [commandSchema, agentSchema, skillSchema, memoryImport, settingsSchema, hooks, extensionManifest, extensionContextFile, policies];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { GEMINI_RULES as RULES };
