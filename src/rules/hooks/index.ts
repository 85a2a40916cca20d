/** The hooks family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';
import eventKnown from './event-known.js';
import handler from './handler.js';
import matcherIgnored from './matcher-ignored.js';
import outsideHooksObject from './outside-hooks-object.js';
import placeholderUnquoted from './placeholder-unquoted.js';

export const HOOK_RULES: Rule[] = [
  eventKnown,
  handler,
  matcherIgnored,
  placeholderUnquoted,
  outsideHooksObject,
];
