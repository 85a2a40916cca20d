/**
 * Roo Code (documentation and published source only: it does not run here, so these assert agentlint's reading
 * of its docs, see docs/harnesses/roo-code.md).
 */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { tree, run, rows, fixes } from '../../helpers/harness-run.js';

describe('roo-code', () => {
  it('roo-code/modes-schema: each schema violation at its value, as an error; unknown keys warn', () => {
    const ds = run('roo-code', {
      '.roomodes': [
        'customModes:',
        '  - slug: docs writer',
        '    name: ""',
        '    roleDefinition: You write docs.',
        '    groups: [read, edit, reed, read, ["edit", {fileRegex: "(unclosed"}]]',
        '    role: x',
        '  - slug: docs-writer',
        '    name: Docs',
        '  - slug: docs-writer',
        '    name: Docs 2',
        '    roleDefinition: R',
        '    groups: read',
        '',
      ].join('\n'),
    });
    expect(rows(ds).map((r) => r.replace(/: Roo Code then rejects the whole file and loads none of its modes \(documented: https:\/\/github.com\/RooCodeInc\/Roo-Code\/blob\/main\/packages\/types\/src\/mode.ts\)$/, ' [drops all]'))).toEqual([
      'roo-code/modes-schema error .roomodes 2:11-2:22 the slug `docs writer` has characters other than letters, digits and dashes: Roo Code says "Slug must contain only letters numbers and dashes"; Roo Code then rejects the whole file and loads none of its modes (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 3:11-3:13 `name` is empty ("Name is required") [drops all]',
      'roo-code/modes-schema error .roomodes 5:26-5:30 `reed` is not a tool group: Roo Code\'s are `read`, `edit`, `browser`, `command`, `mcp`, `modes` (did you mean `read`?); Roo Code then rejects the whole file and loads none of its modes (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 5:32-5:36 the group `read` is listed twice ("Duplicate groups are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 5:39-5:45 the group `edit` is listed twice ("Duplicate groups are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 5:59-5:70 `fileRegex` `(unclosed` is not a valid regular expression (/(unclosed/: Unterminated group) [drops all]',
      'roo-code/modes-schema warn .roomodes 6:5-6:9 Roo Code\'s mode schema has no `role` key, and drops it (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts)',
      'roo-code/modes-schema error .roomodes 7:5-7:9 this mode has no `groups`, which Roo Code requires [drops all]',
      'roo-code/modes-schema error .roomodes 7:5-7:9 this mode has no `roleDefinition`, which Roo Code requires [drops all]',
      'roo-code/modes-schema error .roomodes 9:11-9:22 a second mode with the slug `docs-writer` ("Duplicate mode slugs are not allowed") [drops all]',
      'roo-code/modes-schema error .roomodes 12:13-12:17 `groups` must be a list of tool groups, not the string `read` [drops all]',
    ]);
    expect(fixes(ds)[0]).toBe('MaybeIncorrect docs-writer');
  });
  it('roo-code/rules-mode-unknown: a rules folder for no mode; built-in and .roomodes slugs are clean', () => {
    const ds = run('roo-code', {
      '.roomodes': 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review.\n    groups: [read, [edit, {fileRegex: "\\\\.md$", description: Markdown}], browser]\n',
      '.roo/rules-reveiwer/a.md': 'A\n', '.roo/rules-reveiwer/b.md': 'B\n', '.roo/rules-reviewer/c.md': 'C\n', '.roo/rules-code/d.md': 'D\n', '.roo/rules/e.md': 'E\n',
    });
    expect(rows(ds)).toEqual([
      'roo-code/rules-mode-unknown warn .roo/rules-reveiwer/a.md 1:1-1:2 the rules of `.roo/rules-reveiwer/` apply to no mode: the folder is for a mode with the slug `reveiwer`, and neither Roo Code\'s built-in modes nor `.roomodes` have one (documented: https://docs.roocode.com/features/custom-instructions) (did you mean `rules-reviewer`?)',
    ]);
  });
  it('a .roomodes without customModes is a warning; JSON .roomodes is read; bad YAML is one parse finding', () => {
    expect(rows(run('roo-code', { '.roomodes': 'modes: []\n' }))).toEqual([
      'roo-code/modes-schema warn .roomodes 1:1-1:6 `.roomodes` has no `customModes` list, so Roo Code loads no mode from it (documented: https://github.com/RooCodeInc/Roo-Code/blob/main/src/core/config/CustomModesManager.ts)',
    ]);
    expect(run('roo-code', { '.roomodes': '{"customModes": [{"slug": "a", "name": "A", "roleDefinition": "R", "groups": ["read"]}]}' })).toEqual([]);
    expect(lint({ root: tree({ '.roomodes': 'customModes: [\n' }) }).diagnostics.map((d) => `${d.kind} ${d.span.path}`)).toEqual(['schema/yaml-invalid .roomodes']);
  });
});
