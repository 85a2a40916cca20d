import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/model-format.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agentFile = (model: string) => ({ '.opencode/agent/reviewer.md': `---\ndescription: Reviews\nmodel: ${model}\n---\nReview.\n` });

describe('opencode/model-format', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a V2 variant suffix in an agent file stays in the model id', () => {
    expect(brief(findingsOf(rule, agentFile('anthropic/claude-sonnet-4-6#high')))).toEqual([
      '3:8 warn OpenCode 1.x keeps `#high` in the model id: it asks for `claude-sonnet-4-6#high`, a model no provider has; write `model: anthropic/claude-sonnet-4-6` and `variant: high`',
    ]);
  });

  it('a small_model without provider fails, an empty model is read as not set', () => {
    expect(brief(findingsOf(rule, { 'opencode.json': '{\n  "model": "",\n  "small_model": "gpt-4o-mini"\n}\n' }))).toEqual([
      '2:12 warn `model` is empty: OpenCode runs as if it were not set (it takes a model of a configured provider); remove the key or write `provider/model-id`',
      '3:18 error OpenCode cannot find model `gpt-4o-mini`: a model is written `provider/model-id` (`anthropic/claude-sonnet-4-6`), and a run with it fails with "Model not found"',
    ]);
  });

  it('a trailing slash in a command file is no model id', () => {
    expect(brief(findingsOf(rule, { '.opencode/command/review.md': '---\ndescription: Review\nmodel: anthropic/\n---\nReview.\n' }))).toEqual([
      '3:8 error OpenCode cannot find model `anthropic/`: a model is written `provider/model-id` (`anthropic/claude-sonnet-4-6`), and a run with it fails with "Model not found"',
    ]);
  });

  it('a model id with slashes of its own and a variant key are clean', () => {
    expect(brief(findingsOf(rule, { '.opencode/agent/reviewer.md': '---\ndescription: Reviews\nmodel: openrouter/anthropic/claude-sonnet-4.5\nvariant: high\n---\nReview.\n' }))).toEqual([]);
  });
});
