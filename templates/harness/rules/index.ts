/** Example's rules, one a file. */
import agentDescription from './agent-description.js';

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export const RULES = [agentDescription];
