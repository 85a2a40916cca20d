/** What the site build reads from the registry (bundled for Node by site/build.mjs): every rule's meta and the harness titles. */
import { ALL_RULES } from '../src/rules/index.js';
import { HARNESS_TITLES, GROUP_TITLES, ruleGroup } from '../src/artifacts/harness.js';
import { docsUrl, DOCS_BASE } from '../src/diagnostics/rule.js';

export const RULES = ALL_RULES.map((r) => ({ ...r.meta, group: ruleGroup(r.meta), docs: docsUrl(r.meta.id) }));
export { HARNESS_TITLES, GROUP_TITLES, DOCS_BASE };
