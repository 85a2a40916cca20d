/**
 * Auggie's repository files (documentation only: src/harnesses/auggie/known-values.ts): workspace rules
 * `.augment/rules/**\/*.md` (searched recursively) and the legacy guidelines files `.augment-guidelines` and
 * `.augment/guidelines.md`.
 */
import type { ParsedFile } from '../../artifacts/model.js';
import { duplicateKeyText, harnessMarkdownKind, rewordProblems } from '../../artifacts/kinds/markdown.js';
import { markdownKind, textKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const auggieRuleKind = markdownKind('auggie-rule', 'auggie', 'Auggie', /^\.augment\/rules\/(?:.+\/)?[^/]+\.md$/);
export const auggieGuidelinesKind = textKind('auggie-guidelines', 'auggie', /^(?:\.augment-guidelines|\.augment\/guidelines\.md)$/);


const COMMAND_CASE = 'oracle: oracle/auggie/cases.json, case `command-frontmatter`';
/**
 * Auggie 0.36.0 lists a command whose frontmatter it cannot read (broken YAML, a duplicate key, a scalar, a `---`
 * never closed) with none of its fields: the description becomes "Run command from <file>" (case `command-frontmatter`).
 */
function auggieCommandReading(pf: ParsedFile): ParsedFile {
  const file = pf.file.path.slice(pf.file.path.lastIndexOf('/') + 1);
  return rewordProblems(pf, (p, fault) => {
    if (fault === 'value-cut') return null;
    const what = fault === 'unclosed' ? 'frontmatter opened with `---` is never closed' : fault === 'not-a-map' ? 'frontmatter is not a mapping of `key: value` fields' : fault === 'duplicate-key' ? duplicateKeyText(p) : 'Auggie cannot read this frontmatter';
    return { ...p, code: fault === 'duplicate-key' ? p.code : 'yaml-invalid', level: 'warn', fix: undefined, message: `${what}: Auggie loads the command with none of its fields (description "Run command from ${file}", no argument hint, no model; ${COMMAND_CASE})` };
  });
}
/** Custom commands `.augment/commands/**\/*.md` (subfolders give `dir:name`; case `command-layout`); `.MD` is matched to report it. */
export const auggieCommandKind = harnessMarkdownKind({ id: 'auggie-command', harness: 'auggie', re: /^\.augment\/commands\/(?:.+\/)?[^/]+\.md$/i, adjust: auggieCommandReading });

export const AUGGIE_KINDS: KindSpec[] = [auggieRuleKind, auggieGuidelinesKind, auggieCommandKind];
