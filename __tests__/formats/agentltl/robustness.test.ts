import { describe, expect, it } from '@jest/globals';
import { AGENTLTL_RULES } from '../../../src/formats/agentltl/rules/index.js';
import type { ArtifactRule } from '../../../src/diagnostics/rule.js';
import { runRule } from '../../helpers/index.js';
import { yamlFile } from './helpers.js';

const SHAPES = [
  'rules: [null, 1, [], {}, "x"]',
  'rules: {a: b}',
  'rules:',
  'use: {}\ndisable: {}\ntools: [1]\nsettings: x',
  'use: [null, [a], {a: b, c: d}, {a: [1]}]',
  'settings: {unparseable: [ask], retries: , mode: }',
  'rules: [{id: a, before: {first: [], then: null, since: {}}}]',
  'rules: [{id: a, finally: {call: null}}, {id: b, finally: {since: x}}, {id: c, at_most: [1]}]',
  'rules: [{id: a, formula: {type: Not, args: {operand: null}}}, {id: b, formula: {type: And, args: [1]}}, {id: c, formula: {type: 3}}]',
  'rules: [{id: a, formula: {type: Not, args: {operand: {args: {}}}}}]',
  'rules: [{id: a, ltl: null}, {id: b, ltl: "G("}, {id: c, ltl: "\\u00e9 & x"}]',
  'rules: [{id: a, never: {tool: null, with: null, where: null, exists: null}}]',
  'rules: [{id: a, before: {first: {tool: R, with: {f: [$f, $g]}}, then: {tool: W, with: {f: $f}}}}]',
  'rules: [{id: [a], never: x, from: [[1]], with: [1], where: "x"}]',
  'tools: {a: {subcommands: {b: {options: [{flags: [1]}], positionals: [1, {name: ""}]}}}, c: 1}',
  '- just\n- a list',
  '"a string"',
  '42',
];

describe('no agentltl rule throws on malformed files', () => {
  it.each(SHAPES)('%s', (text) => {
    for (const r of AGENTLTL_RULES) {
      expect(() => runRule(r as ArtifactRule, yamlFile(text))).not.toThrow();
    }
  });
  it('still reports something on each malformed file', () => {
    for (const text of SHAPES.filter((t) => t !== 'rules:')) {
      const all = AGENTLTL_RULES.flatMap((r) => runRule(r as ArtifactRule, yamlFile(text)));
      expect([text, all.length > 0]).toEqual([text, true]);
    }
  });
});
