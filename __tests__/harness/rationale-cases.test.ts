/**
 * Truth in the docs: every rule about Copilot CLI, Codex, Gemini CLI or OpenCode names, in its rationale, at least one
 * case recorded from that harness's own CLI (fixtures/oracle/<harness>/cases.json); a Cursor rule (no CLI to
 * observe) links the documentation page it rests on.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ALL_RULES } from '../../src/rules/index.js';

const GOLDEN: Record<string, string> = { copilot: 'copilot', codex: 'codex', gemini: 'gemini', opencode: 'opencode' };
const casesOf = (h: string) => new Set((JSON.parse(readFileSync(`fixtures/oracle/${h}/cases.json`, 'utf8')) as { cases: Array<{ id: string }> }).cases.map((c) => c.id));
const recorded = Object.fromEntries(Object.keys(GOLDEN).map((h) => [h, casesOf(GOLDEN[h]!)]));
/** Words that may name a case: backticked (`config-hooks-not-table`), or after "case"/"cases" (case skills, cases a, b and c). */
const named = (text: string) => [
  ...[...text.matchAll(/`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`/g)].map((m) => m[1]!),
  ...[...text.matchAll(/\bcases? ([a-z0-9-]+(?:(?:, | and )[a-z0-9-]+)*)/g)].flatMap((m) => m[1]!.split(/, | and /)),
];

describe('harness rules cite what their harness did', () => {
  const observed = ALL_RULES.filter((r) => r.meta.harness && r.meta.harness in GOLDEN);
  it.each(observed.map((r) => [r.meta.id, r] as const))('%s names a recorded case of its harness', (_id, r) => {
    const cases = recorded[r.meta.harness!]!;
    const cited = named(r.meta.rationale ?? '').filter((w) => cases.has(w));
    expect({ rule: r.meta.id, cites: cited.length > 0 }).toEqual({ rule: r.meta.id, cites: true });
    expect(r.meta.rationale).toContain(`fixtures/oracle/${GOLDEN[r.meta.harness!]}/cases.json`);
  });
  it.each(ALL_RULES.filter((r) => r.meta.harness === 'cursor').map((r) => [r.meta.id, r] as const))('%s (Cursor, documentation only) links its page', (_id, r) => {
    expect(r.meta.rationale).toMatch(/https:\/\/(docs\.)?cursor\.com\//);
  });
});
