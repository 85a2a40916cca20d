/** Claude Code `settings.json`: permission rules, key types, default mode. */
import defaultMode from './default-mode.js';
import fieldTypes from './field-types.js';
import permissionNeverApplied from './permission-never-applied.js';
import permissionShadowed from './permission-shadowed.js';
import permissionSyntax from './permission-syntax.js';
import statusLine from './status-line.js';
import unknownKey from './unknown-key.js';

export const SETTINGS_RULES = [fieldTypes, defaultMode, permissionSyntax, permissionNeverApplied, permissionShadowed, unknownKey, statusLine];
