/** Qwen Code (observed on 0.24.4: oracle/qwen-code/cases.json). */
import agentLocation from './agent-location.js';
import agentSchema from './agent-schema.js';
import commandSchema from './command-schema.js';
import memoryImport from './memory-import.js';
import settings from './settings.js';
import skillSchema from './skill-schema.js';

export const QWEN_RULES = [agentSchema, agentLocation, commandSchema, skillSchema, settings, memoryImport];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { QWEN_RULES as RULES };
