/** The plugin family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';
import componentPaths from './component-paths.js';
import fieldTypes from './field-types.js';
import manifestName from './manifest-name.js';
import semver from './semver.js';
import unknownField from './unknown-field.js';

export const PLUGIN_RULES: Rule[] = [
  manifestName,
  semver,
  fieldTypes,
  unknownField,
  componentPaths,
];
