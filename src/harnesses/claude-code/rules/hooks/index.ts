/** The hooks family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import commandScriptMissing from './command-script-missing.js';
import handlerIgnoredField from './handler-ignored-field.js';
import fieldTypes from './field-types.js';
import eventKnown from './event-known.js';
import handler from './handler.js';
import matcherIgnored from './matcher-ignored.js';
import onceIgnored from './once-ignored.js';
import outsideHooksObject from './outside-hooks-object.js';
import placeholderUnquoted from './placeholder-unquoted.js';

export const HOOK_RULES: Rule[] = [
  commandScriptMissing,
  handlerIgnoredField,
  fieldTypes,
  eventKnown,
  handler,
  matcherIgnored,
  placeholderUnquoted,
  outsideHooksObject, onceIgnored
];
