/**
 * Cursor rules (documentation only: no Cursor CLI runs offline, so these assert
 * agentlint's reading of the docs, not observed Cursor behaviour; see docs/harnesses/cursor.md).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function tree(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return root;
}
function run(files: Record<string, string>) {
  return lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'cursor');
}
const rows = (ds: ReturnType<typeof run>) =>
  ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.message}`);
const fixes = (ds: ReturnType<typeof run>) => ds.map((d) => (d.suggestion ? `${d.suggestion.applicability} ${d.suggestion.edits.map((e) => e.text).join('|')}` : '-'));

describe('discovery', () => {
  it('reads each Cursor kind once; AGENTS.md alone does not select Cursor', () => {
    const { project } = discover(tree({
      '.cursorrules': 'x\n', '.cursor/rules/a.mdc': '---\nalwaysApply: true\n---\nA\n', 'pkg/.cursor/rules/b.mdc': 'B\n',
      '.cursor/mcp.json': '{"mcpServers": {}}', '.cursor/hooks.json': '{"version": 1, "hooks": {}}', '.cursor/agents/v.md': '---\nname: v\n---\nV\n', '.cursor/skills/ship/SKILL.md': '---\nname: ship\n---\nS\n', 'apps/web/.cursor/skills/ops/deploy/SKILL.md': '---\nname: deploy\n---\nD\n',
      'AGENTS.md': '# A\n', 'pkg/AGENTS.md': '# B\n', 'pkg/.cursor/mcp.json': '{}',
    }));
    expect(project.artifacts.filter((a) => a.harness === 'cursor').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'cursor-agent .cursor/agents/v.md', 'cursor-agents-md AGENTS.md', 'cursor-agents-md pkg/AGENTS.md', 'cursor-hooks .cursor/hooks.json',
      'cursor-legacy-rules .cursorrules', 'cursor-mcp .cursor/mcp.json', 'cursor-rule .cursor/rules/a.mdc', 'cursor-rule pkg/.cursor/rules/b.mdc', 'cursor-skill .cursor/skills/ship/SKILL.md', 'cursor-skill apps/web/.cursor/skills/ops/deploy/SKILL.md',
    ]);
    expect(discover(tree({ 'AGENTS.md': '# A\n' })).project.harnesses).toEqual(['codex']);
  });
});

describe('cursor/rule-frontmatter, rule-extension, rule-size, rule-file-reference', () => {
  it('finds a quoted alwaysApply (certain fix), a wrong globs type and an unknown key, in .mdc and nested folders', () => {
    const ds = run({
      '.cursor/rules/style.mdc': '---\ndescription: Style\nalwaysApply: "true"\nglob: "*.ts"\n---\nUse two spaces.\n',
      'pkg/.cursor/rules/api.mdc': '---\nglobs: {a: 1}\n---\nAPI rules.\n',
    });
    expect(rows(ds)).toEqual([
      'cursor/rule-frontmatter warn .cursor/rules/style.mdc 3:14-3:20 `alwaysApply` must be a boolean (`true` or `false`), not the string `true` (documented: https://cursor.com/docs/rules)',
      'cursor/rule-frontmatter warn .cursor/rules/style.mdc 4:1-4:5 Cursor rules have no `glob` key: only `description`, `globs` and `alwaysApply` decide when a rule applies (did you mean `globs`?) (documented: https://cursor.com/docs/rules)',
      'cursor/rule-frontmatter warn pkg/.cursor/rules/api.mdc 2:8-2:14 `globs` must be a comma-separated string of globs, not a map (documented: https://cursor.com/docs/rules)',
    ]);
    expect(fixes(ds)).toEqual(['MachineApplicable true', '-', '-']);
  });
  it('the four documented modes in .mdc are clean, including Manual (no frontmatter) and a globs list', () => {
    expect(run({
      '.cursor/rules/always.mdc': '---\nalwaysApply: true\n---\nA\n',
      '.cursor/rules/auto.mdc': '---\nglobs: src/**/*.ts, test/**/*.ts\nalwaysApply: false\n---\nB\n',
      '.cursor/rules/agent.mdc': '---\ndescription: Use for database migrations\n---\nC\n',
      '.cursor/rules/manual.mdc': 'D\n',
      '.cursor/rules/list.mdc': '---\nglobs: ["*.ts", "*.tsx"]\n---\nE\n',
    })).toEqual([]);
  });
  it('a plain .md in .cursor/rules is reported once, at its first line, and its frontmatter is not checked', () => {
    const ds = run({ '.cursor/rules/frontend/legacy.md': '---\nalwaysApply: "true"\n---\nOld rule.\n' });
    expect(rows(ds)).toEqual([
      'cursor/rule-extension warn .cursor/rules/frontend/legacy.md 1:1-1:4 Cursor ignores `legacy.md`: files in `.cursor/rules` are read only with the `.mdc` extension (documented: https://cursor.com/docs/rules)',
    ]);
    expect(ds[0]!.help).toBe('rename it to `legacy.mdc`, or move plain instructions to AGENTS.md');
  });
  it('a rule over 500 lines is an info from line 501 to its last line; 500 lines is clean', () => {
    const body = (n: number) => `---\nalwaysApply: true\n---\n${'- rule\n'.repeat(n - 3)}`;
    expect(rows(run({ '.cursor/rules/big.mdc': body(502) }))).toEqual([
      'cursor/rule-size info .cursor/rules/big.mdc 501:1-502:7 this rule has 502 lines: Cursor\'s docs say to keep rules under 500 lines and split large ones into composable rules (documented guidance: https://cursor.com/docs/rules)',
    ]);
    expect(run({ '.cursor/rules/ok.mdc': body(500) })).toEqual([]);
  });
  it('@file references: unresolved ones are reported; the rule folder, the .cursor owner and the root all count; code and mentions are skipped', () => {
    const ds = run({
      'pkg/.cursor/rules/svc.mdc': '---\ndescription: Services\n---\nUse @templates/svc.ts and @missing.ts.\nSee @lib/a.ts, @root.md, @./near.md and @my-rule.\n`@code.ts` is code.\n',
      'pkg/templates/svc.ts': 'x', 'pkg/lib/a.ts': 'x', 'root.md': 'x', 'pkg/.cursor/rules/near.md': 'x',
    });
    expect(rows(ds.filter((d) => d.kind === 'cursor/rule-file-reference'))).toEqual([
      'cursor/rule-file-reference warn pkg/.cursor/rules/svc.mdc 4:27-4:38 `@missing.ts` names nothing in the repository: nothing is at `pkg/.cursor/rules/missing.ts` or `pkg/missing.ts` or `missing.ts`, so the rule includes no file there (documented: https://cursor.com/docs/rules)',
    ]);
  });
});

describe('frontmatter Cursor may not read', () => {
  it('YAML problems are worded for Cursor (not for Claude Code), and an ignored .md file gets none', () => {
    const ds = run({
      '.cursor/rules/a.mdc': '---\ndescription: use: this\n---\nA\n',
      '.cursor/agents/b.md': '---\nname: b\n  description: [x\n---\nB\n',
      '.cursor/rules/c.md': '---\ndescription: [x\n---\nC\n',
    });
    expect(rows(ds)).toEqual([
      'schema/yaml-invalid error .cursor/agents/b.md 2:7-2:8 strict YAML rejects this frontmatter: nested mappings are not allowed in compact mappings; Cursor\'s docs do not say how Cursor reads it',
      'schema/yaml-strict warn .cursor/rules/a.mdc 2:14-2:15 strict YAML rejects this frontmatter: nested mappings are not allowed in compact mappings; Cursor\'s docs do not say how Cursor reads it',
      'cursor/rule-extension warn .cursor/rules/c.md 1:1-1:4 Cursor ignores `c.md`: files in `.cursor/rules` are read only with the `.mdc` extension (documented: https://cursor.com/docs/rules)',
    ]);
  });
});

describe('cursor/legacy-cursorrules', () => {
  it('a root .cursorrules is an info at its first line; one in a subfolder is not read', () => {
    expect(rows(run({ '.cursorrules': 'Use tabs.\nMore.\n', 'pkg/.cursorrules': 'x\n' }))).toEqual([
      'cursor/legacy-cursorrules info .cursorrules 1:1-1:10 `.cursorrules` is legacy and will be deprecated: move its content to a rule in `.cursor/rules/*.mdc` (documented: https://cursor.com/help/customization/rules)',
    ]);
  });
});

describe('cursor/mcp-schema, mcp-no-transport, mcp-interpolation', () => {
  const MCP = '{\n  "mcpServers": {\n    "db": { "args": "-y" },\n    "api": { "url": "https://x", "envFile": ".env", "headers": { "A": "Bearer ${TOKEN}", "B": 3 } },\n    "ok": { "command": "python", "args": ["${workspaceFolder}/s.py", "${env:X}", "${input:k}", "${foo:bar}", 1] },\n    "bad": 5\n  }\n}\n';
  it('reports each wrong value at its range, a server with no transport as an error, and undocumented ${...} with a maybe-fix', () => {
    const ds = run({ '.cursor/mcp.json': MCP });
    expect(rows(ds)).toEqual([
      'cursor/mcp-no-transport error .cursor/mcp.json 3:5-3:9 MCP server `db` has neither `command` nor `url`: Cursor has nothing to start or connect to (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-schema warn .cursor/mcp.json 3:21-3:25 `args` of server `db` must be an array of strings: it is the string `"-y"` (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-schema warn .cursor/mcp.json 4:34-4:43 server `api` is a remote server, and remote servers do not support `envFile`: use `${env:NAME}` in `headers` instead (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-interpolation warn .cursor/mcp.json 4:79-4:87 `${TOKEN}` in server `api` is not a variable Cursor documents: for an environment variable write `${env:TOKEN}` (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-schema warn .cursor/mcp.json 4:95-4:96 `headers.B` of server `api` must be a string: it is the number `3` (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-interpolation warn .cursor/mcp.json 5:97-5:107 `${foo:bar}` in server `ok` is not a variable Cursor documents (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-schema warn .cursor/mcp.json 5:110-5:111 `args[4]` of server `ok` must be a string: it is the number `1` (documented: https://cursor.com/docs/mcp)',
      'cursor/mcp-schema warn .cursor/mcp.json 6:12-6:13 server `bad` must be an object: it is the number `5` (documented: https://cursor.com/docs/mcp)',
    ]);
    expect(fixes(ds)[3]).toBe('MaybeIncorrect ${env:TOKEN}');
  });
  it('a file without mcpServers, a non-object root and broken JSON: one finding each, no crash', () => {
    expect(rows(run({ '.cursor/mcp.json': '{\n  "servers": {}\n}\n' }))).toEqual([
      'cursor/mcp-schema warn .cursor/mcp.json 1:1-1:2 `.cursor/mcp.json` has no `mcpServers` object, so it configures no server (documented: https://cursor.com/docs/mcp)',
    ]);
    expect(rows(run({ '.cursor/mcp.json': '[1]' }))).toEqual([
      'cursor/mcp-schema warn .cursor/mcp.json 1:1-1:4 `.cursor/mcp.json` must be an object with `mcpServers`: it is an array (documented: https://cursor.com/docs/mcp)',
    ]);
    expect(run({ '.cursor/mcp.json': '{"mcpServers": {' }).map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['schema/json-invalid 1:17']);
  });
  it('the documented examples are clean', () => {
    expect(run({ '.cursor/mcp.json': '{"mcpServers": {\n "local": {"type": "stdio", "command": "${userHome}/bin/db", "args": ["${workspaceFolder}/c.json", "${workspaceFolderBasename}${/}x", "${pathSeparator}"], "env": {"K": "${env:K}"}, "envFile": "${workspaceFolder}/.env"},\n "remote": {"url": "https://api.example.com/mcp", "headers": {"Authorization": "Bearer ${env:T}"}}\n}}' })).toEqual([]);
  });
});

describe('cursor/hooks-schema, hook-event-unknown', () => {
  it('reports a string version, an unknown event (certain fix), missing command, wrong option types, an unknown type and a non-array event', () => {
    const ds = run({
      '.cursor/hooks.json': '{\n  "version": "1",\n  "hooks": {\n    "afterFileEdited": [{ "command": "x" }],\n    "stop": [{ "timeout": "3", "failClosed": "yes", "loop_limit": null }],\n    "beforeSubmitPrompt": [{ "type": "prompt", "prompt": "ok?" }, { "type": "agent", "command": "x" }],\n    "sessionStart": {},\n    "onSave": [7]\n  }\n}\n',
    });
    expect(rows(ds)).toEqual([
      'cursor/hooks-schema warn .cursor/hooks.json 2:14-2:17 `version` must be a number (`1`): it is the string `"1"` (documented: https://cursor.com/docs/hooks)',
      'cursor/hook-event-unknown warn .cursor/hooks.json 4:5-4:22 `afterFileEdited` is not a Cursor hook event: these hooks never fire (documented: https://cursor.com/docs/hooks) (did you mean `afterFileEdit`?)',
      'cursor/hooks-schema warn .cursor/hooks.json 5:14-5:15 this `stop` hook has no `command`, which is required: it runs nothing (documented: https://cursor.com/docs/hooks)',
      'cursor/hooks-schema warn .cursor/hooks.json 5:27-5:30 `timeout` must be a number of seconds: it is the string `"3"` (documented: https://cursor.com/docs/hooks)',
      'cursor/hooks-schema warn .cursor/hooks.json 5:46-5:51 `failClosed` must be `true` or `false`: it is the string `"yes"` (documented: https://cursor.com/docs/hooks)',
      'cursor/hooks-schema warn .cursor/hooks.json 6:77-6:84 `type` must be `"command"` or `"prompt"`: it is the string `"agent"` (documented: https://cursor.com/docs/hooks)',
      'cursor/hooks-schema warn .cursor/hooks.json 7:21-7:23 `sessionStart` must be an array of hook definitions: it is an object (documented: https://cursor.com/docs/hooks)',
      'cursor/hook-event-unknown warn .cursor/hooks.json 8:5-8:13 `onSave` is not a Cursor hook event: these hooks never fire (documented: https://cursor.com/docs/hooks)',
      'cursor/hooks-schema warn .cursor/hooks.json 8:16-8:17 a `onSave` hook must be an object with `command`: it is the number `7` (documented: https://cursor.com/docs/hooks)',
    ]);
    expect(fixes(ds)[1]).toBe('MachineApplicable "afterFileEdit"');
  });
  it('the documented configuration example is clean (every event, loop_limit, matcher, failClosed; version may be omitted)', () => {
    const events = ['sessionStart', 'sessionEnd', 'preToolUse', 'postToolUse', 'postToolUseFailure', 'subagentStart', 'subagentStop', 'beforeShellExecution', 'afterShellExecution', 'beforeMCPExecution', 'afterMCPExecution', 'beforeReadFile', 'afterFileEdit', 'beforeSubmitPrompt', 'preCompact', 'stop', 'afterAgentResponse', 'afterAgentThought', 'beforeTabFileRead', 'afterTabFileEdit', 'workspaceOpen'];
    const hooks = Object.fromEntries(events.map((e) => [e, [{ command: '.cursor/hooks/a.sh', timeout: 5, failClosed: true, loop_limit: 10, matcher: 'Shell' }]]));
    expect(run({ '.cursor/hooks.json': JSON.stringify({ hooks }, null, 2) })).toEqual([]);
  });
  it('a file without hooks is one finding at its opening brace', () => {
    expect(rows(run({ '.cursor/hooks.json': '{"version": 1}' }))).toEqual([
      'cursor/hooks-schema warn .cursor/hooks.json 1:1-1:2 `.cursor/hooks.json` has no `hooks` object, so it defines no hook (documented: https://cursor.com/docs/hooks)',
    ]);
  });
});

describe('wrong types everywhere never crash a Cursor rule', () => {
  it('null and mistyped values are each one finding at the value', () => {
    const ds = run({
      '.cursor/mcp.json': '{"mcpServers": {"a": {"command": null, "env": [1], "headers": {"H": null}}, "b": null}}',
      '.cursor/hooks.json': '{"version": null, "hooks": {"stop": [{"command": 1, "loop_limit": "5"}, null]}}',
      '.cursor/agents/x.md': '---\nname: [a]\nreadonly: {b: 1}\n---\nX\n',
    });
    expect(ds.map((d) => `${d.kind} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message.replace(/ \(documented: .*\)$/, '')}`)).toEqual([
      'cursor/agent-frontmatter .cursor/agents/x.md 2:7 `name` must be a string, not a list',
      'cursor/agent-frontmatter .cursor/agents/x.md 3:11 `readonly` must be a boolean (`true` or `false`), not a map',
      'cursor/hooks-schema .cursor/hooks.json 1:13 `version` must be a number (`1`): it is `null`',
      'cursor/hooks-schema .cursor/hooks.json 1:50 `command` must be a string: it is the number `1`',
      'cursor/hooks-schema .cursor/hooks.json 1:67 `loop_limit` must be a number or `null`: it is the string `"5"`',
      'cursor/hooks-schema .cursor/hooks.json 1:73 a `stop` hook must be an object with `command`: it is `null`',
      'cursor/mcp-schema .cursor/mcp.json 1:34 `command` of server `a` must be a string: it is `null`',
      'cursor/mcp-schema .cursor/mcp.json 1:47 `env` of server `a` must be an object of strings: it is an array',
      'cursor/mcp-schema .cursor/mcp.json 1:69 `headers.H` of server `a` must be a string: it is `null`',
      'cursor/mcp-schema .cursor/mcp.json 1:82 server `b` must be an object: it is `null`',
    ]);
  });
});

describe('cursor/agent-frontmatter', () => {
  it('reports wrong types of documented fields only; a quoted boolean gets a certain fix', () => {
    const ds = run({ '.cursor/agents/v.md': '---\nname: v\ndescription: d\nmodel: 3\nreadonly: "true"\nis_background: yes\ntools: [Read]\n---\nBody\n' });
    expect(rows(ds)).toEqual([
      'cursor/agent-frontmatter warn .cursor/agents/v.md 4:8-4:9 `model` must be a string, not the number `3` (documented: https://cursor.com/docs/subagents)',
      'cursor/agent-frontmatter warn .cursor/agents/v.md 5:11-5:17 `readonly` must be a boolean (`true` or `false`), not the string `true` (documented: https://cursor.com/docs/subagents)',
      'cursor/agent-frontmatter warn .cursor/agents/v.md 6:16-6:19 `is_background` must be a boolean (`true` or `false`), not the string `yes` (documented: https://cursor.com/docs/subagents)',
    ]);
    expect(fixes(ds)).toEqual(['-', 'MachineApplicable true', '-']);
  });
  it('the documented fields are clean', () => {
    expect(run({ '.cursor/agents/verifier.md': '---\nname: verifier\ndescription: Validates completed work.\nmodel: fast\nreadonly: true\nis_background: false\n---\nVerify.\n' })).toEqual([]);
  });
});

describe('cursor/rule-globs (issue 19)', () => {
  it('reports each malformed or empty pattern at its own text, in strings and lists', () => {
    const ds = run({
      '.cursor/rules/a.mdc': '---\nglobs: src/**/*.{ts,tsx, test/[ab.ts\n---\nA\n',
      '.cursor/rules/b.mdc': '---\nglobs: "*.ts,,lib/**"\n---\nB\n',
      '.cursor/rules/c.mdc': '---\nglobs: "\\"*.md\\", docs/**",\n---\nC\n',
      '.cursor/rules/d.mdc': '---\nglobs:\n  - "src/**}"\n  - ""\n  - ok/**\n---\nD\n',
      '.cursor/rules/e.mdc': '---\nglobs: src/**,\n---\nE\n',
    });
    expect(rows(ds).filter((r) => r.startsWith('cursor/rule-globs'))).toEqual([
      'cursor/rule-globs warn .cursor/rules/a.mdc 2:8-2:37 `src/**/*.{ts,tsx, test/[ab.ts` in `globs` is not a valid glob: its `[` is never closed, so the rule is not attached for it as written (documented: https://cursor.com/docs/rules)',
      'cursor/rule-globs warn .cursor/rules/b.mdc 2:13-2:14 `,` in `globs` is not a valid glob: two commas leave an empty pattern between them, so the rule is not attached for it as written (documented: https://cursor.com/docs/rules)',
      'cursor/rule-globs warn .cursor/rules/d.mdc 3:5-3:14 `src/**}` in `globs` is not a valid glob: it has a `}` with no `{` before it, so the rule is not attached for it as written (documented: https://cursor.com/docs/rules)',
      'cursor/rule-globs warn .cursor/rules/d.mdc 4:5-4:7 `` in `globs` is not a valid glob: it is empty, so the rule is not attached for it as written (documented: https://cursor.com/docs/rules)',
      'cursor/rule-globs warn .cursor/rules/e.mdc 2:14-2:15 `,` in `globs` is not a valid glob: a trailing comma leaves an empty pattern, so the rule is not attached for it as written (documented: https://cursor.com/docs/rules)',
    ]);
  });
  it('braces with commas, classes, escapes, an empty globs and a .md file are clean', () => {
    expect(run({
      '.cursor/rules/a.mdc': '---\nglobs: src/**/*.{ts,tsx}, test/[ab]*.ts, docs/\\{x\\}.md\n---\nA\n',
      '.cursor/rules/b.mdc': '---\nglobs: ""\ndescription: Agent-chosen\n---\nB\n',
    })).toEqual([]);
    expect(run({ '.cursor/rules/c.md': '---\nglobs: "{"\n---\nC\n' }).map((d) => d.kind)).toEqual(['cursor/rule-extension']);
  });
});

describe('.cursor/environment.json (issue 19)', () => {
  it('is discovered as cursor-environment and selects Cursor', () => {
    const { project } = discover(tree({ '.cursor/environment.json': '{"install": "npm ci"}', 'pkg/.cursor/environment.json': '{}' }));
    expect(project.artifacts.map((a) => `${a.kind} ${a.path}`)).toEqual(['cursor-environment .cursor/environment.json']);
    expect(project.harnesses).toEqual(['cursor']);
  });
  it('cursor/environment-schema: wrong types at the value, a build without dockerfile at `build`', () => {
    const ds = run({
      '.cursor/environment.json': '{\n  "install": ["npm", "ci"],\n  "agentCanUpdateSnapshot": "yes",\n  "repositoryDependencies": ["a/b", 3],\n  "terminals": "npm run watch",\n  "ports": [{"port": 3000}, 8080],\n  "build": {"context": 1}\n}\n',
    });
    expect(rows(ds)).toEqual([
      'cursor/environment-schema warn .cursor/environment.json 2:14-2:27 `install` must be a string: it is an array (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 3:29-3:34 `agentCanUpdateSnapshot` must be a boolean: it is the string `"yes"` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 4:37-4:38 `repositoryDependencies[1]` must be a string: it is the number `3` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 5:16-5:31 `terminals` must be an array of objects: it is the string `"npm run watch"` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 6:29-6:33 `ports[1]` must be an object: it is the number `8080` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 7:3-7:10 `build` has no `dockerfile`, which the schema requires: the path of the Dockerfile, relative to `.cursor/` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-schema warn .cursor/environment.json 7:24-7:25 `build.context` must be a string: it is the number `1` (documented: https://cursor.com/schemas/environment.schema.json)',
    ]);
  });
  it('cursor/environment-paths: dockerfile and context are relative to .cursor/', () => {
    const ds = run({
      '.cursor/environment.json': '{"build": {"dockerfile": ".cursor/Dockerfile", "context": "ctx"}}',
      '.cursor/Dockerfile': 'FROM ubuntu\n',
    });
    expect(rows(ds)).toEqual([
      'cursor/environment-paths warn .cursor/environment.json 1:26-1:46 `build.dockerfile` names nothing: it is `.cursor/Dockerfile`, which is `.cursor/.cursor/Dockerfile` from the repository root, and nothing is there; paths are relative to `.cursor/`, so write `Dockerfile` (documented: https://cursor.com/schemas/environment.schema.json)',
      'cursor/environment-paths warn .cursor/environment.json 1:59-1:64 `build.context` names nothing: it is `ctx`, which is `.cursor/ctx` from the repository root, and nothing is there (documented: https://cursor.com/schemas/environment.schema.json)',
    ]);
  });
  it('the documented shapes are clean; bad JSON is one parse finding', () => {
    expect(run({
      '.cursor/environment.json': '{"name": "dev", "user": "ubuntu", "install": "npm ci", "start": "sudo service docker start", "snapshot": "snapshot-1", "agentCanUpdateSnapshot": true, "repositoryDependencies": ["org/lib"], "ports": [{"port": 3000}], "terminals": [{"name": "watch", "command": "npm run watch"}], "build": {"dockerfile": "Dockerfile", "context": ".."}}',
      '.cursor/Dockerfile': 'FROM ubuntu\n',
    })).toEqual([]);
    expect(lint({ root: tree({ '.cursor/environment.json': '{"install": ' }) }).diagnostics.map((d) => `${d.kind} ${d.span.path}`)).toEqual(['schema/json-invalid .cursor/environment.json']);
  });
});
