import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agent-plugins/rules/manifest.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
const manifest = (fields: string) => ({ 'plugin.json': `{\n  "$schema": "${SCHEMA}",\n${fields}\n}\n` });

describe('agent-plugins/manifest', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a name with an underscore is rejected at the value, with a likely fix', () => {
    const [d, ...rest] = findingsOf(rule, manifest('  "name": "Notes_App"'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:11 error an Agent Plugins client rejects this plugin: `name` `Notes_App` may only hold lower-case letters, digits, `-` and `.`, start and end with a letter or digit, and hold no `--` or `..` (Agent Plugins 1.0.0 §5.5)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"notes-app"']]);
  });

  it('an author field outside name, email and url is an error at its key', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "notes",\n  "author": { "name": "A", "twitter": "@a" }')))).toEqual([
      '4:28 error an Agent Plugins client rejects this plugin: `author` may hold only `name`, `email` and `url`, not `twitter` (Agent Plugins 1.0.0 §5.4)',
    ]);
  });

  it('an unknown top-level field and a non-reverse-domain namespace are warnings', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "notes",\n  "tags": ["a"],\n  "extensions": { "claude": {} }')))).toEqual([
      '4:3 warn `tags` is not an Agent Plugins field: a client reports and ignores it; client-specific data belongs under `extensions` (Agent Plugins 1.0.0 §5.2)',
      '5:19 warn extension namespace `claude` is not reverse-domain (`com.example.client`): no client\'s namespace can match it (Agent Plugins 1.0.0 §8)',
    ]);
  });

  it('a dotted name and a reverse-domain extension are clean', () => {
    expect(brief(findingsOf(rule, manifest('  "name": "notes.v2",\n  "keywords": ["notes"],\n  "extensions": { "com.example.client": { "x": 1 } }')))).toEqual([]);
  });

  it('a plugin.json without the agent-plugins $schema, or in another format\'s folder, is not read', () => {
    expect(brief(findingsOf(rule, { 'plugin.json': '{\n  "name": "Meeting Notes",\n  "commands": []\n}\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': `{\n  "$schema": "${SCHEMA}",\n  "name": "Meeting Notes"\n}\n` }))).toEqual([]);
  });
});
