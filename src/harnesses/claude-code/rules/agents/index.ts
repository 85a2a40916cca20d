/** The agents family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import { CROSS_FILE_AGENT_RULES } from '../../lib/cross-file.js';
import fieldEnums from './field-enums.js';
import frontmatterTypes from './frontmatter-types.js';
import modelPolicy from './model-policy.js';
import modelValid from './model-valid.js';
import nameFormat from './name-format.js';
import pluginIgnoredFields from './plugin-ignored-fields.js';
import toolsKnown from './tools-known.js';

export const AGENT_RULES: Rule[] = [modelValid, nameFormat, toolsKnown, pluginIgnoredFields, fieldEnums, frontmatterTypes, modelPolicy, ...CROSS_FILE_AGENT_RULES];
