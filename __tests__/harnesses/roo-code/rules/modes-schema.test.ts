import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/roo-code/rules/modes-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const SCHEMA = 'https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts';
const mode = (slug: string, groups: string, extra = '') => `  - slug: ${slug}\n    name: Docs\n    roleDefinition: You write docs.\n    groups: ${groups}\n${extra}`;
const roomodes = (...modes: string[]) => ({ '.roomodes': `customModes:\n${modes.join('')}` });

describe('roo-code/modes-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt group is an error at the group, with a possible fix in its quoting', () => {
    const ds = findingsOf(rule, roomodes(mode('docs', '["read", "edits"]')));
    expect(brief(ds)).toEqual([`5:22 error \`edits\` is not a tool group: Roo Code's are \`read\`, \`edit\`, \`browser\`, \`command\`, \`mcp\`, \`modes\` (did you mean \`edit\`?); Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"edit"']]);
  });

  it('an invalid fileRegex and a second mode of one slug are errors', () => {
    expect(brief(findingsOf(rule, roomodes(mode('docs', '[read, [edit, { fileRegex: "(md" }]]'), mode('docs', '[read]'))))).toEqual([
      `5:40 error \`fileRegex\` \`(md\` is not a valid regular expression (/(md/: Unterminated group): Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
      `6:11 error a second mode with the slug \`docs\` ("Duplicate mode slugs are not allowed"): Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
    ]);
  });

  it('an unknown key is a warning at the key', () => {
    expect(brief(findingsOf(rule, roomodes(mode('docs', '[read]', '    whenToUs: Writing docs\n'))))).toEqual([`6:5 warn Roo Code's mode schema has no \`whenToUs\` key, and drops it (did you mean \`whenToUse\`?) (documented: ${SCHEMA})`]);
  });

  it('JSON modes with every optional field and no groups are clean', () => {
    const json = '{"customModes": [{"slug": "Docs-2", "name": "Docs", "roleDefinition": "You write docs.", "whenToUse": "Docs work", "customInstructions": "Be brief.", "source": "project", "groups": []}]}\n';
    expect(brief(findingsOf(rule, { '.roomodes': json }))).toEqual([]);
  });

  it('a mode with only a snake-case slug misses three keys, and its slug gets a possible fix', () => {
    const ds = findingsOf(rule, { '.roomodes': 'customModes:\n  - slug: docs_writer\n' });
    expect(brief(ds)).toEqual([
      `2:5 error this mode has no \`groups\`, which Roo Code requires: Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
      `2:5 error this mode has no \`name\`, which Roo Code requires: Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
      `2:5 error this mode has no \`roleDefinition\`, which Roo Code requires: Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
      `2:11 error the slug \`docs_writer\` has characters other than letters, digits and dashes: Roo Code says "Slug must contain only letters numbers and dashes"; Roo Code then rejects the whole file and loads none of its modes (documented: ${SCHEMA})`,
    ]);
    expect(ds[3]!.suggestion?.edits.map((e) => e.text)).toEqual(['docs-writer']);
  });
});
