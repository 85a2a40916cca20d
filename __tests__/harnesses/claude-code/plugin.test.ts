import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import componentPaths from '../../../src/harnesses/claude-code/rules/plugin/component-paths.js';
import fieldTypes from '../../../src/harnesses/claude-code/rules/plugin/field-types.js';
import manifestName from '../../../src/harnesses/claude-code/rules/plugin/manifest-name.js';
import semver from '../../../src/harnesses/claude-code/rules/plugin/semver.js';
import unknownField from '../../../src/harnesses/claude-code/rules/plugin/unknown-field.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../../helpers/index.js';

const manifest = (json: string) => artifactOf('plugin', 'my-plugin/.claude-plugin/plugin.json', json);

describe('plugin/manifest-name', () => {
  it('accepts a kebab-case name', () => {
    expect(runRule(manifestName, manifest('{ "name": "my-plugin2" }'))).toEqual([]);
  });
  it('reports a missing name at the opening brace, at error level', () => {
    const [r, ...rest] = runRule(manifestName, manifest('{\n  "version": "1.0.0"\n}'));
    expect(rest).toEqual([]);
    expect(manifestName.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('1:1-1:2');
    expect(r!.message).toContain('refuses to load');
    expect(r!.help).toContain('"name": "my-plugin"');
  });
  it('lowercases a case-only name MachineApplicable, kebabs others MaybeIncorrect', () => {
    const [a] = runRule(manifestName, manifest('{ "name": "My-Plugin" }'));
    expect(at(a!)).toBe('1:11-1:22');
    expect(a!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"my-plugin"' }] });
    const [b] = runRule(manifestName, manifest('{ "name": "My Plugin_v2" }'));
    expect(b!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"my-plugin-v2"' }] });
  });
});

describe('plugin/semver', () => {
  it('accepts semver with pre-release and build', () => {
    expect(runRule(semver, manifest('{ "name": "p", "version": "1.2.3-beta.1+b5" }'))).toEqual([]);
  });
  it('flags v1.2 at the value with a MaybeIncorrect 1.2.0', () => {
    const [r, ...rest] = runRule(semver, manifest('{ "name": "p", "version": "v1.2" }'));
    expect(rest).toEqual([]);
    expect(semver.meta.defaultLevel).toBe('warn');
    expect(at(r!)).toBe('1:27-1:33');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"1.2.0"' }] });
  });
  it('offers nothing for a version with no semver reading', () => {
    const [r] = runRule(semver, manifest('{ "name": "p", "version": "latest" }'));
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('plugin/field-types', () => {
  it('accepts documented shapes', () => {
    const ok = '{ "name": "p", "keywords": ["a"], "author": { "name": "A", "email": "a@b.c" }, "commands": ["./a.md", "./b"], "hooks": { "Stop": [] }, "mcpServers": "./mcp.json", "defaultEnabled": false }';
    expect(runRule(fieldTypes, manifest(ok))).toEqual([]);
  });
  it('flags keywords as a string at the value, offering an array', () => {
    const [r, ...rest] = runRule(fieldTypes, manifest('{ "name": "p", "keywords": "git, review" }'));
    expect(rest).toEqual([]);
    expect(fieldTypes.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('1:28-1:41');
    // The old expectation said 'fails to load the plugin'; Claude Code 2.1.332 loads it (oracle case rules-runtime: keywords as a string).
    expect(r!.message).toBe("`keywords` must be an array of strings, not a string: `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin's components)");
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '["git","review"]' }] });
  });
  it('quotes a numeric version and checks author fields', () => {
    const [v, a] = runRule(fieldTypes, manifest('{ "name": "p", "version": 1.0, "author": { "name": 7 } }'));
    expect(at(v!)).toBe('1:27-1:30');
    expect(v!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"1.0"' }] });
    expect(a!.message).toContain('author.name');
    expect(at(a!)).toBe('1:52-1:53');
  });
});

describe('plugin/unknown-field', () => {
  it('accepts documented fields and $schema', () => {
    expect(runRule(unknownField, manifest('{ "$schema": "x", "name": "p", "displayName": "P", "lspServers": {} }'))).toEqual([]);
  });
  it('renames a near-miss key MachineApplicable at the key', () => {
    const [r, ...rest] = runRule(unknownField, manifest('{ "name": "p", "comands": "./c" }'));
    expect(rest).toEqual([]);
    expect(unknownField.meta.defaultLevel).toBe('warn');
    expect(at(r!)).toBe('1:16-1:25');
    expect(r!.message).toContain('did you mean `commands`');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"commands"' }] });
  });
  it('reports a marketplace-only field without a fix', () => {
    const [r] = runRule(unknownField, manifest('{ "name": "p", "category": "dev" }'));
    expect(r!.suggestion).toBeUndefined();
    expect(r!.help).toContain('marketplace');
  });
});

describe('plugin/component-paths', () => {
  it('accepts existing ./ paths', () => {
    const { project, root } = projectOf({
      '.claude-plugin/plugin.json': '{ "name": "p", "commands": ["./cmds"], "agents": "./agents/a.md" }',
      'cmds/x.md': 'x\n',
      'agents/a.md': '---\nname: a\ndescription: d\n---\n',
    });
    try {
      expect(runProjectRule(componentPaths, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports every bad path of fixtures/catalogue/plugin-paths at its value', () => {
    const { project } = discover(resolve('fixtures/catalogue/plugin-paths'));
    const rs = runProjectRule(componentPaths, project);
    expect(componentPaths.meta.defaultLevel).toBe('error');
    expect(rs.map((r) => `${r.path} ${at(r)}`)).toEqual([
      '.claude-plugin/plugin.json 4:15-4:21',
      // `"./agents"` is a folder: validate 2.1.332 requires `.md` files (added with issue 10).
      '.claude-plugin/plugin.json 5:14-5:24',
      '.claude-plugin/plugin.json 5:26-5:45',
      '.claude-plugin/plugin.json 6:13-6:31',
      '.claude-plugin/plugin.json 7:12-7:29',
      // `"./.claude-plugin/styles"` loads: a listed path into `.claude-plugin/` is read (rules-validator-sweep.json
      // `plugin agent listed from inside .claude-plugin`); only the default folders there are not.
      '.claude-plugin/plugin.json 2:3-2:9',
    ]);
    expect(rs[0]!.message).toContain('must start with `./`');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"./cmds"' }] });
    expect(rs[1]!.message).toBe('`agents` entries must be `.md` files, not a folder (`./agents`): `claude plugin validate` rejects the manifest ("must end with ".md""); list each agent file, or leave `agents` out to load `agents/`');
    expect(rs[2]!.message).toContain('`..`');
    expect(rs[3]!.message).toContain('does not exist');
    expect(rs[4]!.message).toContain('absolute');
    expect(rs[5]!.message).toContain('.claude-plugin/agents/');
    expect(rs.slice(1).every((r) => r.suggestion === undefined)).toBe(true);
  });
});
