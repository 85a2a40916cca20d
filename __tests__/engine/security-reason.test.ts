/**
 * A security finding is suppressed only with a reason, and the reason is kept and shown: in the suppressions file's
 * entry, or in a `lints:` setting's `{ level: allow, reason }`. Without one, the finding stays reported with a note.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../src/engine/run.js';
import { toSummary } from '../../src/report/summary.js';
import { cli } from '../helpers/cli.js';
import { treeMaker } from '../helpers/index.js';

const tree = treeMaker();
const RULE = 'security/unpinned-server';
const MCP = '{\n  "mcpServers": {\n    "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."] }\n  }\n}\n';
const entry = (extra: string) => `{\n  ".mcp.json": {\n    "${RULE}": { "count": 1${extra} }\n  }\n}\n`;
const state = (root: string) => {
  const r = lint({ root });
  return {
    reported: r.diagnostics.filter((d) => d.kind === RULE).map((d) => d.notes.filter((n) => n.startsWith('not suppressed'))),
    suppressed: r.suppressed.filter((d) => d.kind === RULE).map((d) => `${d.source} ${d.reason ?? '(no reason)'}`),
  };
};

describe('suppressing a security finding needs a reason', () => {
  it('the suppressions file: an entry with no reason suppresses nothing, and says why; one with a reason does', () => {
    expect(state(tree({ '.mcp.json': MCP, 'agentlint-suppressions.json': entry('') }))).toEqual({
      reported: [['not suppressed: the entry of a security finding in agentlint-suppressions.json needs a `reason`, which review shows']],
      suppressed: [],
    });
    expect(state(tree({ '.mcp.json': MCP, 'agentlint-suppressions.json': entry(', "reason": "pinned by our lockfile"') }))).toEqual({ reported: [], suppressed: ['suppressions pinned by our lockfile'] });
  });

  it('lints: `allow` alone leaves it reported; `{ level: allow, reason }` suppresses it, in the configuration or the file', () => {
    expect(state(tree({ '.mcp.json': MCP, '.agentlint.yml': `lints:\n  ${RULE}: allow\n` })).reported).toEqual([[expect.stringMatching(/^not suppressed: an `allow` of a security finding applies only with a reason/)]]);
    expect(state(tree({ '.mcp.json': MCP, '.agentlint.yml': 'lints:\n  category:security: allow\n' })).suppressed).toEqual([]);
    expect(state(tree({ '.mcp.json': MCP, '.agentlint.yml': `lints:\n  ${RULE}:\n    level: allow\n    reason: an internal mirror\n` }))).toEqual({ reported: [], suppressed: ['config an internal mirror'] });
    // Other findings are allowed as before, and the map form works for them too.
    const agent = '---\nname: a\ndescription: d\nmodel: sonet\n---\nx\n';
    const r = lint({ root: tree({ '.claude/agents/a.md': agent, '.agentlint.yml': 'lints:\n  agents/model-valid: { level: allow }\n' }) });
    expect(r.suppressed.map((d) => d.kind)).toEqual(['agents/model-valid']);
  });

  it('a lint setting with another field, or a wrong level, is a configuration finding', () => {
    const r = lint({ root: tree({ '.mcp.json': MCP, '.agentlint.yml': `lints:\n  ${RULE}:\n    level: alow\n    because: x\n` }) });
    expect(r.diagnostics.filter((d) => d.kind.startsWith('config/')).map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      'config/unknown-lint-kind 3:12 `security/unpinned-server` must be set to `allow`, `warn` or `deny` (in `level`), not `alow`',
      'config/unknown-lint-kind 4:5 `because` is not a field of a lint setting (`level` and `reason`): it is ignored',
    ]);
  });

  it('--suppress-all records no security finding without a reason, says so, and keeps a reason written by hand', async () => {
    const root = tree({ '.mcp.json': MCP, '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodel: sonet\n---\nx\n' });
    const first = await cli(['--suppress-all', '.'], root);
    expect(first.err).toContain('agentlint: 1 security finding not suppressed: a security finding is suppressed only by an entry with a `reason` (write one by hand; review shows it)\n');
    expect(JSON.parse(readFileSync(join(root, 'agentlint-suppressions.json'), 'utf8'))).toEqual({ '.claude/agents/a.md': { 'agents/model-valid': expect.any(Object) } });
    writeFileSync(join(root, 'agentlint-suppressions.json'), entry(', "reason": "an internal mirror"'));
    await cli(['--suppress-all', '.'], root);
    expect(JSON.parse(readFileSync(join(root, 'agentlint-suppressions.json'), 'utf8'))['.mcp.json'][RULE].reason).toBe('an internal mirror');
  });

  it('the summary lists every suppressed security finding with its reason', () => {
    const r = lint({ root: tree({ '.mcp.json': MCP, 'agentlint-suppressions.json': entry(', "reason": "an <internal> mirror"') }) });
    const md = toSummary(r);
    expect(md).toContain('### Security findings suppressed (1)\n\n| Location | Rule | Reason |\n| --- | --- | --- |\n| `.mcp.json:3:');
    expect(md).toContain('| an &lt;internal&gt; mirror |');
  });
});
