/** The marketplace family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import entryExtensions from './entry-extensions.js';
import fieldTypes from './field-types.js';
import pluginNameUnique from './plugin-name-unique.js';
import reservedName from './reserved-name.js';
import schema from './schema.js';
import sourceExists from './source-exists.js';
import metadataMissing from './metadata-missing.js';
import versionMismatch from './version-mismatch.js';

export const MARKETPLACE_RULES: Rule[] = [
  fieldTypes,
  schema,
  entryExtensions,
  reservedName,
  pluginNameUnique,
  sourceExists,
  versionMismatch,
  metadataMissing,
];
