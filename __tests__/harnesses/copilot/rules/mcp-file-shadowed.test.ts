import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/mcp-file-shadowed.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const github = '{\n  "mcpServers": {\n    "docs": {"url": "https://example.com/mcp"},\n    "db": {"command": "db-mcp"}\n  }\n}\n';

describe('copilot/mcp-file-shadowed', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('every server of the shadowed file is named, at its mcpServers key', () => {
    const ds = findingsOf(rule, { '.mcp.json': '{"mcpServers": {}}\n', '.github/mcp.json': github });
    expect(ds.map((d) => d.span.path)).toEqual(['.github/mcp.json']);
    expect(brief(ds)).toEqual(['2:3 warn Copilot CLI does not read this file while `.mcp.json` exists: `docs`, `db` never start']);
  });

  it('.github/mcp.json alone is read, and is clean', () => {
    expect(brief(findingsOf(rule, { '.github/mcp.json': github }))).toEqual([]);
  });

  it('an .mcp.json in a sub-folder does not shadow it', () => {
    expect(brief(findingsOf(rule, { 'tools/.mcp.json': '{"mcpServers": {}}\n', '.github/mcp.json': github }))).toEqual([]);
  });
});
