/** `inventory: auto` comments only on what a reviewer must see; `comment` on any change. */
import { describe, expect, it } from '@jest/globals';
import type { InventoryChange, InventoryDiff } from '../../src/engine/inventory/diff.js';
import { commentWorthy } from '../../src/github/inventory.js';

const diff = (...changes: InventoryChange[]): InventoryDiff => ({ schemaVersion: 1, base: 'main', harnesses: changes.length ? [{ harness: 'claude-code', title: 'Claude Code', changes }] : [] });
const change = (problem: boolean, details = ['description changed']): InventoryChange => ({ change: 'changed', kind: 'agent', name: 'reviewer', path: '.claude/agents/reviewer.md', details, problem });

describe('inventory: auto', () => {
  it('posts no comment for a change a harness takes as meant (a description, a model)', () => {
    expect(commentWorthy('auto', diff(change(false)), '')).toBe(false);
    expect(commentWorthy('comment', diff(change(false)), '')).toBe(true);
  });

  it('posts it when something stops loading or a value is not in effect, or something new runs', () => {
    expect(commentWorthy('auto', diff(change(false), change(true, ['permissionMode `yolo` is not in effect'])), '')).toBe(true);
    expect(commentWorthy('auto', diff(), '#### What this pull request lets run\n\n- a hook\n')).toBe(true);
    expect(commentWorthy('auto', diff(), '')).toBe(false);
  });
});
