/**
 * Every finding's headline (the message before its first `: `, as review comments, the check run and the terminal
 * show it) stays short: at most 90 characters, over every rule's documented wrong example and every message
 * recorded in `fixtures/same-output` (fixtures, corpora, oracle trees). The why goes after the colon.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../src/engine/run.js';
import { messageParts } from '../../src/report/message.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

const MAX = 90;
const RECORD_DIR = 'fixtures/same-output';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

const headline = (message: string) => messageParts(message, true).headline;

/** `[rule, headline]` for every headline over the limit among `findings`. */
function tooLong(findings: Array<{ kind: string; message: string }>): Array<[string, string]> {
  return findings.map((d) => [d.kind, headline(d.message)] as [string, string]).filter(([, h]) => h.length > MAX);
}

/** A recorded line: `[suppressed(source) ]path:range level rule message {json}`; the rule and the message. */
export function recordedFinding(line: string): { kind: string; message: string } {
  const body = line.replace(/^suppressed\([^)]*\) /, '');
  const m = /^.*?:\d+:\d+-\d+:\d+ (?:error|warn|info) (\S+) /.exec(body);
  if (!m) throw new Error(`not a recorded finding: ${line.slice(0, 120)}`);
  const kind = m[1]!;
  const start = m[0].length;
  return { kind, message: body.slice(start, body.lastIndexOf(' {"notes"')) };
}

describe(`every headline is at most ${MAX} characters`, () => {
  it('on every rule’s documented wrong example', () => {
    const over: Array<[string, string]> = [];
    for (const r of ALL_RULES) {
      const ex = r.meta.examples;
      if (!ex?.file) continue;
      const root = writeTree({ ...ex.context, [ex.file]: ex.wrong });
      roots.push(root);
      over.push(...tooLong(lint({ root }).diagnostics.filter((d) => d.kind === r.meta.id)));
    }
    expect(over).toEqual([]);
  });

  it('on every message recorded in fixtures/same-output', () => {
    const over = new Map<string, string>();
    for (const f of readdirSync(RECORD_DIR).filter((n) => n.endsWith('.json'))) {
      const recorded = JSON.parse(readFileSync(join(RECORD_DIR, f), 'utf8')) as Record<string, string[]>;
      for (const lines of Object.values(recorded)) for (const [kind, h] of tooLong(lines.map(recordedFinding))) over.set(`${kind}  ${h}`, kind);
    }
    expect([...over.keys()].sort()).toEqual([]);
  });

  it('reads the rule and the message off a recorded line', () => {
    expect(recordedFinding('suppressed(allow) a b.md:1:1-1:2 warn x/y a `b c`: d {"notes":[]} {"notes":[]}')).toEqual({ kind: 'x/y', message: 'a `b c`: d {"notes":[]}' });
  });
});
