import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContextError, readContext } from '../../src/github/context.js';
import { parseLints } from '../../src/github/action.js';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'agentlint-ctx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function event(name: string, payload: unknown) {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: 'merge0000' };
}

const examples = require('@octokit/webhooks-examples') as Array<{ name: string; examples: Array<Record<string, any>> }>;
const prExample = examples.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'opened')!;

describe('readContext', () => {
  it('pull_request: the head SHA from the payload, not GITHUB_SHA', () => {
    const c = readContext(event('pull_request', prExample));
    expect(c.headSha).toBe(prExample.pull_request.head.sha);
    expect(c.headSha).not.toBe('merge0000');
    expect(c.pullNumber).toBe(prExample.number);
    expect(c).toMatchObject({ owner: 'o', repo: 'r', eventName: 'pull_request' });
  });

  it('pull_request_target from a fork: head SHA and fork flag', () => {
    const p = structuredClone(prExample);
    p.pull_request.head.repo.full_name = 'someone/fork';
    const c = readContext(event('pull_request_target', p));
    expect(c.headSha).toBe(p.pull_request.head.sha);
    expect(c.fromFork).toBe(true);
  });

  it('push: the pushed head; workflow_dispatch: GITHUB_SHA; neither has a pull request', () => {
    const push = readContext(event('push', { after: 'abc123' }));
    expect(push.headSha).toBe('abc123');
    expect(push.pullNumber).toBeUndefined();
    const dispatch = readContext(event('workflow_dispatch', { inputs: {} }));
    expect(dispatch.headSha).toBe('merge0000');
    expect(dispatch.pullNumber).toBeUndefined();
  });

  it('fails clearly without a repository', () => {
    expect(() => readContext({ GITHUB_EVENT_NAME: 'push' })).toThrow(ContextError);
  });
});

describe('the lints input', () => {
  it('reads YAML or JSON maps into call-site entries', () => {
    expect(parseLints('{agents/name-format: deny}')).toEqual([{ key: 'agents/name-format', setting: 'deny' }]);
    expect(parseLints('{"all": "warn", "category:style": "allow"}')).toEqual([
      { key: 'all', setting: 'warn' },
      { key: 'category:style', setting: 'allow' },
    ]);
    expect(parseLints('agents/model-valid: deny\nagents/tools-known: allow\n')).toHaveLength(2);
    expect(parseLints('')).toEqual([]);
  });
  it('rejects unknown kinds and settings, suggesting the closest', () => {
    expect(() => parseLints('{agents/name-formatt: deny}')).toThrow(/did you mean `agents\/name-format`/);
    expect(() => parseLints('{all: error}')).toThrow(/allow, warn or deny/);
    expect(() => parseLints('[a, b]')).toThrow(/must be a map/);
  });
});
