import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/hooks-file-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (text: string) => ({ '.codex/hooks.json': text });
const SKIPPED = 'Codex skips this whole hooks file';
const WARNS = 'it warns "failed to parse hooks config .codex/hooks.json" and runs none of its hooks';

describe('codex/hooks-file-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a timeout given as a string skips the file, at the value', () => {
    const text = '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./c.sh", "timeout": "30"}]}]\n  }\n}\n';
    expect(brief(findingsOf(rule, hooks(text)))).toEqual([`3:77 error ${SKIPPED}: \`timeout\` must be a whole number of seconds ("expected u64"); ${WARNS}`]);
  });

  it('a known event given an object skips the file', () => {
    const text = '{\n  "hooks": {\n    "Stop": {"hooks": []}\n  }\n}\n';
    expect(brief(findingsOf(rule, hooks(text)))).toEqual([`3:13 error ${SKIPPED}: the value of \`Stop\` must be a list of matcher groups ("expected a sequence"); ${WARNS}`]);
  });

  it('a description, an unknown event of any value and unknown handler keys are read', () => {
    const text = '{\n  "description": "Team hooks",\n  "hooks": {\n    "Stopp": 5,\n    "Stop": [{"matcher": "", "hooks": [{"type": "command", "command": "./c.sh", "note": 1}]}]\n  }\n}\n';
    expect(brief(findingsOf(rule, hooks(text)))).toEqual([]);
  });
});
