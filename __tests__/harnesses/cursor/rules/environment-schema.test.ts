import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/environment-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const env = (text: string) => ({ '.cursor/environment.json': text });
const DOCS = '(documented: https://cursor.com/schemas/environment.schema.json)';

describe('cursor/environment-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('values of the wrong type are warnings at each value', () => {
    const text = '{\n  "agentCanUpdateSnapshot": "yes",\n  "repositoryDependencies": ["github.com/a/b", 3],\n  "terminals": { "name": "dev" }\n}\n';
    expect(brief(findingsOf(rule, env(text)))).toEqual([
      `2:29 warn \`agentCanUpdateSnapshot\` must be a boolean: it is the string \`"yes"\` ${DOCS}`,
      `3:48 warn \`repositoryDependencies[1]\` must be a string: it is the number \`3\` ${DOCS}`,
      `4:16 warn \`terminals\` must be an array of objects: it is an object ${DOCS}`,
    ]);
  });

  it('a build without dockerfile is reported at the build key', () => {
    expect(brief(findingsOf(rule, env('{\n  "build": { "context": ".." }\n}\n')))).toEqual([
      `2:3 warn \`build\` has no \`dockerfile\`, which the schema requires: the path of the Dockerfile, relative to \`.cursor/\` ${DOCS}`,
    ]);
  });

  it('a snapshot-only machine with terminals and keys outside the schema is clean', () => {
    const text = '{\n  "snapshot": "snapshot-abc",\n  "install": "npm ci",\n  "terminals": [{ "name": "dev", "command": "npm run dev" }],\n  "x-note": 1\n}\n';
    expect(brief(findingsOf(rule, env(text)))).toEqual([]);
  });
});
