/** The configuration's JSON Schema, generated from the registry (committed as schema/agentlint.schema.json). */
import { INSTALL_TARGETS } from '../harnesses/registry.js';
import { HARNESSES } from '../artifacts/harness.js';
import { HARNESS_SURFACES } from './surfaces.js';
import type { Rule } from '../diagnostics/rule.js';
import type { JsonSchema } from './schema.js';

export function buildConfigSchema(rules: readonly Rule[]): JsonSchema {
  const ruleProps: Record<string, JsonSchema> = {};
  for (const r of rules) {
    if (r.scope === 'engine') continue;
    const props: Record<string, JsonSchema> = {
      enabled: { type: 'boolean', description: 'false disables the rule (an opt-in rule stays off).' },
    };
    for (const [k, v] of Object.entries(r.meta.options?.properties ?? {})) {
      props[k] = { ...v } as JsonSchema;
    }
    ruleProps[r.meta.id] = {
      type: ['object', 'null'],
      description: `${r.meta.description}${r.meta.optIn ? ' (opt-in: a block enables it)' : ''}`,
      properties: props,
      additionalProperties: false,
    };
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://github.com/agentlint/agentlint/blob/main/schema/agentlint.schema.json',
    title: 'agentlint configuration (.agentlint.yml)',
    type: 'object',
    additionalProperties: false,
    properties: {
      lints: {
        type: 'object',
        description: 'Lint levels: a rule id, `category:<name>` or `all` mapped to allow, warn or deny, or to `{ level, reason }` (an `allow` of a security finding needs a reason).',
        additionalProperties: { type: ['string', 'object'] },
      },
      rules: {
        type: 'object',
        description: 'A block per rule; presence opts an opt-in rule in.',
        properties: ruleProps,
        additionalProperties: true,
      },
      ignore: { type: 'array', description: 'Globs (relative to the scan root) of paths not to lint.', items: { type: 'string' } },
      harnesses: {
        type: 'array',
        description: 'The agent harnesses to check (their files and rules). Default: every harness whose files the repository holds. ai-rulez and AGENTLTL.yaml files are always checked.',
        items: { type: 'string', enum: [...HARNESSES] },
      },
      surfaces: {
        type: 'object',
        additionalProperties: false,
        description: "The surfaces of each harness this repository uses (docs/catalogues.md#surfaces): a finding true only for a surface left out is not reported. Default: every surface.",
        properties: Object.fromEntries(Object.entries(HARNESS_SURFACES).map(([h, s]) => [h, { type: 'array', items: { type: 'string', enum: [...s] } }])),
      },
      catalog: {
        type: 'array',
        description: 'Files written in this repository and installed into others (a catalogue, a template collection): each entry reads the files its globs match as the kind they install as, judged as installed (docs/catalogues.md).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files', 'as'],
          properties: {
            files: { type: ['string', 'array'], description: 'Globs relative to the scan root.', items: { type: 'string' } },
            as: { type: 'string', enum: INSTALL_TARGETS.map((t) => t.id), description: 'What the files install as.' },
            metadata: { type: 'array', items: { type: 'string' }, description: "Keys the catalogue adds for its own use (its index, its website): never reported as unknown fields." },
          },
        },
      },
    },
  };
}
