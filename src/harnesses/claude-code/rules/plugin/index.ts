/** The plugin family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import manifestValues from './manifest-values.js';
import componentPaths from './component-paths.js';
import fieldTypes from './field-types.js';
import manifestName from './manifest-name.js';
import metadataMissing from './metadata-missing.js';
import reservedName from './reserved-name.js';
import claudeMdIgnored from './claude-md-ignored.js';
import userConfigUndeclared from './user-config-undeclared.js';
import semver from './semver.js';
import unknownField from './unknown-field.js';
import experimentalUnknownField from './experimental-unknown-field.js';
import lspServerSchema from './lsp-server-schema.js';
import monitorSchema from './monitor-schema.js';
import settingsIgnoredKey from './settings-ignored-key.js';
import settingsAgentMissing from './settings-agent-missing.js';
import dependencyShape from './dependency-shape.js';
import manifestExtensions from './manifest-extensions.js';
import dependencyUnsatisfied from './dependency-unsatisfied.js';

export const PLUGIN_RULES: Rule[] = [
  manifestValues,
  manifestName,
  semver,
  fieldTypes,
  unknownField,
  experimentalUnknownField,
  componentPaths,
  reservedName,
  metadataMissing,
  claudeMdIgnored,
  userConfigUndeclared,
  lspServerSchema,
  monitorSchema,
  settingsIgnoredKey,
  settingsAgentMissing,
  dependencyShape,
  manifestExtensions,
  dependencyUnsatisfied,
];
