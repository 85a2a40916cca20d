/**
 * Truth in the docs: every rule about Copilot CLI, Codex, Gemini CLI or OpenCode names, in its rationale, at least one
 * case recorded from that harness's own CLI (oracle/<harness>/cases.json, or a mutation probe of
 * oracle/<harness>/mutations.json, cited by its id and that file); a Cursor rule (no CLI to
 * observe) links the documentation page it rests on.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { ALL_RULES } from '../../src/rules/index.js';

const GOLDEN: Record<string, string> = { copilot: 'copilot', codex: 'codex', gemini: 'gemini', opencode: 'opencode', 'qwen-code': 'qwen-code' };
const idsOf = (path: string) => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { cases: Array<{ id: string }> }).cases.map((c) => c.id) : []);
const casesOf = (h: string) => new Set(idsOf(`oracle/${h}/cases.json`));
const mutationsOf = (h: string) => new Set(idsOf(`oracle/${h}/mutations.json`));
/** Other golden files of a harness's folder that record cases by id (oracle/codex/marketplace.json), cited by their path. */
const OTHER_GOLDENS: Record<string, string[]> = { codex: ['marketplace.json'] };
const probed = Object.fromEntries(Object.keys(GOLDEN).map((h) => [h, mutationsOf(GOLDEN[h]!)]));
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
    const text = r.meta.rationale ?? '';
    const others = (OTHER_GOLDENS[r.meta.harness!] ?? []).filter((f) => text.includes(`oracle/${GOLDEN[r.meta.harness!]}/${f}`));
    const otherIds = new Set(others.flatMap((f) => idsOf(`oracle/${GOLDEN[r.meta.harness!]}/${f}`)));
    const cited = named(text).filter((w) => cases.has(w) || otherIds.has(w));
    // A mutation probe's id (`codex-config:/notify:add`) names a case of mutations.json.
    const mutations = [...text.matchAll(/`([a-z-]+:\/[^`\s]*)`/g)].map((m) => m[1]!).filter((id) => probed[r.meta.harness!]!.has(id));
    expect({ rule: r.meta.id, cites: cited.length + mutations.length > 0 }).toEqual({ rule: r.meta.id, cites: true });
    const golden = GOLDEN[r.meta.harness!];
    expect(text.includes(`oracle/${golden}/cases.json`) || (mutations.length > 0 && text.includes(`oracle/${golden}/mutations.json`)) || others.length > 0).toBe(true);
  });
  it.each(ALL_RULES.filter((r) => r.meta.harness === 'cursor').map((r) => [r.meta.id, r] as const))('%s (Cursor, documentation only) links its page', (_id, r) => {
    expect(r.meta.rationale).toMatch(/https:\/\/(docs\.)?cursor\.com\//);
  });
});
