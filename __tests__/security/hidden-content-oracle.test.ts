/**
 * The hidden-content probe's recorded cases (oracle/<harness>/hidden-content.json), replayed against the security
 * rules with no harness: each case's files are written as the probe wrote them (`expand` of
 * oracle/hidden-content.mjs, run by node), linted, and every part of the payload the harness sent to the model must
 * give a finding at exactly that place, and every part it stripped or dropped none.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

interface Case {
  id: string;
  kind: string;
  files: Record<string, string>;
  observed: { parts: Record<string, 'sent' | 'stripped' | 'absent'> };
}

const HARNESSES = ['claude-code', 'copilot', 'gemini'] as const;
const casesOf = (h: string): Case[] => JSON.parse(readFileSync(`oracle/${h}/hidden-content.json`, 'utf8')).cases;

/** The probe's own expansion of every case (files and the parts' texts), from oracle/hidden-content.mjs. */
const EXPANDED: Record<string, Record<string, { files: Record<string, string>; parts: Record<string, { sent: string }> }>> = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { expand, parts } from './oracle/hidden-content.mjs';
       import { readFileSync } from 'node:fs';
       const out = {};
       for (const h of ${JSON.stringify(HARNESSES)}) {
         out[h] = {};
         for (const c of JSON.parse(readFileSync('oracle/' + h + '/hidden-content.json', 'utf8')).cases) out[h][c.id] = { files: expand(c), parts: parts(c.id) };
       }
       console.log(JSON.stringify(out));`,
    ],
    { encoding: 'utf8' },
  ),
);

/** Which rule reports a part, and where its finding starts inside the part's text. */
const RULE_OF: Record<string, { rule: string; at: (sent: string) => number }> = {
  htmlComment: { rule: 'security/hidden-comment', at: () => -5 },
  inlineComment: { rule: 'security/hidden-comment', at: () => -5 },
  linkReference: { rule: 'security/hidden-comment', at: () => -6 },
  tag: { rule: 'security/hidden-unicode', at: (s) => s.indexOf(':') + 1 },
  descriptionTag: { rule: 'security/hidden-unicode', at: (s) => s.indexOf(':') + 1 },
  zeroWidth: { rule: 'security/hidden-unicode', at: (s) => s.indexOf(':') + 2 },
  bidi: { rule: 'security/hidden-unicode', at: (s) => s.indexOf(':') + 2 },
};

/** 1-based line:column of a UTF-16 offset. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

describe.each(HARNESSES)('hidden content that %s sends to the model', (harness) => {
  it.each(casesOf(harness).map((c) => [c.id, c] as const))('case %s', (_id, c) => {
    const { files, parts } = EXPANDED[harness]![c.id]!;
    const root = writeTree({ ...files, '.agentlint.yml': 'rules:\n  security/hidden-comment: { all: true }\n' });
    roots.push(root);
    const [path, text] = Object.entries(files)[0]!;
    const found = lint({ root, harnesses: [harness] })
      .diagnostics.filter((d) => d.kind.startsWith('security/') && d.span.path === path && d.harness === harness)
      .map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)
      .sort();
    const expected = Object.entries(c.observed.parts)
      .filter(([part, verdict]) => verdict === 'sent' && RULE_OF[part])
      .map(([part]) => {
        const sent = parts[part]!.sent;
        const { rule, at } = RULE_OF[part]!;
        const start = text.indexOf(sent);
        // A comment's finding starts at its `<!--` (5 characters and a space before the marker), a link reference at its `[//]: # (`.
        const offset = part === 'linkReference' ? text.lastIndexOf('[//]', start) : part.endsWith('omment') ? text.lastIndexOf('<!--', start) : start + at(sent);
        return `${rule} ${position(text, offset)}`;
      })
      .sort();
    expect(found).toEqual(expected);
    // Each harness/kind recorded is one the rules read: nothing recorded as sent goes unreported above.
    expect(Object.values(c.observed.parts).some((v) => v === 'sent')).toBe(true);
  });
});
