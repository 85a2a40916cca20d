import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/mcp-interpolation.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const mcp = (server: string) => ({ '.cursor/mcp.json': `{\n  "mcpServers": {\n    "db": ${server}\n  }\n}\n` });
const DOC = '(documented: https://cursor.com/docs/mcp)';

describe('cursor/mcp-interpolation', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a bare ${NAME} in env is a warning at the variable, with a possible fix to ${env:NAME}', () => {
    const [d, ...rest] = findingsOf(rule, mcp('{ "command": "db-mcp", "env": { "DB_URL": "${DATABASE_URL}" } }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`3:54 warn \`\${DATABASE_URL}\` in server \`db\` is not a variable Cursor documents: for an environment variable write \`\${env:DATABASE_URL}\` ${DOC}`]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['${env:DATABASE_URL}']]);
  });

  it('a shell default is not a variable name and gets no fix', () => {
    const ds = findingsOf(rule, mcp('{ "command": "db-mcp", "args": ["--dir", "${DATA_DIR:-/tmp}"] }'));
    expect(brief(ds)).toEqual([`3:53 warn \`\${DATA_DIR:-/tmp}\` in server \`db\` is not a variable Cursor documents ${DOC}`]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('documented variables, ${input:...} and a $NAME without braces are clean', () => {
    const server = '{ "command": "${userHome}${/}bin${pathSeparator}db", "args": ["${workspaceFolderBasename}", "${input:token}", "$HOME"], "env": { "T": "${env:TOKEN}" } }';
    expect(brief(findingsOf(rule, mcp(server)))).toEqual([]);
  });
});
