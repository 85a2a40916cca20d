import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/environment-paths.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const env = (build: string, extra: Record<string, string> = {}) => ({ '.cursor/environment.json': `{\n  "build": ${build}\n}\n`, ...extra });
const DOCS = '(documented: https://cursor.com/schemas/environment.schema.json)';

describe('cursor/environment-paths', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a dockerfile that names nothing is a warning at the value', () => {
    expect(brief(findingsOf(rule, env('{ "dockerfile": "docker/Dockerfile" }')))).toEqual([
      `2:28 warn \`build.dockerfile\` names nothing: it is \`docker/Dockerfile\`, which is \`.cursor/docker/Dockerfile\` from the repository root, and nothing is there ${DOCS}`,
    ]);
  });

  it('a context that names a file, not a folder, is a warning', () => {
    expect(brief(findingsOf(rule, env('{ "dockerfile": "Dockerfile", "context": "../package.json" }', { '.cursor/Dockerfile': 'FROM node:22\n', 'package.json': '{}\n' })))).toEqual([
      `2:53 warn \`build.context\` names a file, not a folder: it is \`../package.json\`, which is \`package.json\` from the repository root, and that is a file, not a folder ${DOCS}`,
    ]);
  });

  it('paths relative to .cursor/, the .cursor folder itself, and paths outside the repository are clean', () => {
    expect(brief(findingsOf(rule, env('{ "dockerfile": "../docker/Dockerfile", "context": "." }', { 'docker/Dockerfile': 'FROM node:22\n' })))).toEqual([]);
    expect(brief(findingsOf(rule, env('{ "dockerfile": "../../shared/Dockerfile", "context": "/srv/ctx" }')))).toEqual([]);
  });
});
