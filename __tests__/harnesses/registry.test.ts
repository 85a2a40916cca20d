/** The registry of harnesses and tool formats: one descriptor per folder, and every rule where its descriptor says. */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { HARNESSES } from '../../src/artifacts/harness.js';
import { DESCRIPTORS, HARNESS_DESCRIPTORS, KIND_SPECS } from '../../src/harnesses/registry.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { LEADING_RULES } from '../../src/rules/core.js';

const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

describe('the registry', () => {
  it('lists one descriptor per folder of src/harnesses and src/formats, under the folder name', () => {
    expect(HARNESS_DESCRIPTORS.map((d) => d.id).sort()).toEqual(folders('src/harnesses'));
    expect(DESCRIPTORS.filter((d) => d.type === 'format').map((d) => d.id).sort()).toEqual(folders('src/formats'));
  });

  it('gives the harness ids in registry order', () => {
    expect(HARNESSES).toEqual(HARNESS_DESCRIPTORS.map((d) => d.id));
    expect(HARNESSES[0]).toBe('claude-code');
  });

  it('has each kind once, with the extensions its descriptor gives, and each kind of a harness names that harness', () => {
    expect(new Set(KIND_SPECS.map((k) => k.id)).size).toBe(KIND_SPECS.length);
    const listed = new Map(KIND_SPECS.map((k) => [k.id, k]));
    for (const d of DESCRIPTORS) {
      for (const k of d.kinds) {
        expect([k.id, k.harness]).toEqual([k.id, d.type === 'harness' ? d.id : undefined]);
        expect([k.id, listed.get(k.id)?.extensions?.length ?? 0]).not.toEqual([k.id, 0]);
        // The registry lists copies with the extensions: the descriptor's kinds are left as they are.
        expect([k.id, k.extensions]).toEqual([k.id, d.extensions[k.id] && k !== listed.get(k.id) ? undefined : k.extensions]);
      }
    }
  });

  it("loads every family's rules, each declaring the descriptor's harness (none for a tool format)", async () => {
    for (const d of DESCRIPTORS) {
      const rules = await d.rules();
      expect(rules.length).toBeGreaterThan(0);
      for (const r of rules) expect([r.meta.id, r.meta.harness]).toEqual([r.meta.id, d.type === 'harness' ? d.id : undefined]);
    }
  });

  it('lists every rule of every family once in the registry, the always-loaded harness among the leading rules', async () => {
    const fromDescriptors = (await Promise.all(DESCRIPTORS.map((d) => d.rules()))).flat();
    const ids = ALL_RULES.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of fromDescriptors) expect(ids).toContain(r.meta.id);
    const claude = await HARNESS_DESCRIPTORS[0].rules();
    const leading = new Set(LEADING_RULES);
    expect(claude.filter((r) => !leading.has(r))).toEqual([]);
  });
});
