/** The skills family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import unreachable from './unreachable.js';
import bodySize from './body-size.js';
import descriptionLength from './description-length.js';
import fieldEnums from './field-enums.js';
import forkAgentPairing from './fork-agent-pairing.js';
import nameFormat from './name-format.js';
import nameMatchesDirectory from './name-matches-directory.js';

export const SKILL_RULES: Rule[] = [
  unreachable,
  nameMatchesDirectory,
  nameFormat,
  descriptionLength,
  bodySize,
  forkAgentPairing,
  fieldEnums,
];
