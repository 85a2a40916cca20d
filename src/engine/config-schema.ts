/** The configuration's JSON Schema, generated from the registry (committed as schema/agentlint.schema.json). */
import { HARNESSES } from '../artifacts/harness.js';
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
        description: 'Lint levels: a rule id, `category:<name>` or `all` mapped to allow, warn or deny.',
        additionalProperties: { type: 'string' },
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
    },
  };
}
