/** Large differences stay readable: grouped by harness, collapsed past 20 lines, the comment under GitHub's limit. */
import { describe, expect, it } from '@jest/globals';
import type { InventoryDiff } from '../../src/engine/inventory/diff.js';
import { INVENTORY_MARKER, inventoryCommentBody, planInventoryComment } from '../../src/github/inventory-comment.js';
import { COMMENT_LIMIT, formatDiffMarkdown } from '../../src/report/inventory-markdown.js';

function diffWith(n: number, detail = (i: number) => `model \`opus\` → \`sonnet\` (${i})`): InventoryDiff {
  return {
    schemaVersion: 1,
    base: 'main',
    harnesses: [
      {
        harness: 'claude-code',
        title: 'Claude Code',
        changes: Array.from({ length: n }, (_, i) => ({ change: 'changed' as const, kind: 'agent', name: `a${String(i + 1).padStart(4, '0')}`, path: `.claude/agents/a${i + 1}.md`, details: [detail(i + 1)], problem: false })),
      },
      { harness: 'copilot', title: 'Copilot', changes: [{ change: 'removed', kind: 'skill', name: 'pdf', path: '.claude/skills/pdf/SKILL.md', details: ['removed'], problem: false }] },
    ],
  };
}

describe('formatDiffMarkdown', () => {
  it('shows 20 lines of a harness, then collapses the rest in <details>', () => {
    expect(formatDiffMarkdown(diffWith(22))).toBe(
      [
        '### agentlint: what this change does to what each harness loads',
        '',
        'Compared with `main`: 23 changes.',
        '',
        '#### Claude Code (22)',
        '',
        ...Array.from({ length: 20 }, (_, i) => `- \`a${String(i + 1).padStart(4, '0')}\`: model \`opus\` → \`sonnet\` (${i + 1})`),
        '',
        '<details><summary>2 more</summary>',
        '',
        '- `a0021`: model `opus` → `sonnet` (21)',
        '- `a0022`: model `opus` → `sonnet` (22)',
        '',
        '</details>',
        '',
        '#### Copilot (1)',
        '',
        '- skill `pdf`: removed',
        '',
      ].join('\n'),
    );
  });

  it('keeps the comment under GitHub\'s 65,536 characters, closes the open <details> and points to the summary', () => {
    const body = inventoryCommentBody(diffWith(3000, (i) => `description changed ${'x'.repeat(40)} ${i}`), { summaryUrl: 'https://github.com/o/r/actions/runs/1' });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(`${INVENTORY_MARKER}\n### agentlint:`)).toBe(true);
    const tail = body.trimEnd().split('\n').slice(-3);
    expect(tail[0]).toBe('</details>');
    expect(tail[2]).toMatch(/^…and \d+ more\. The whole list is in the \[job summary\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1\)\.$/);
    // Every line shown plus the count said equals the whole.
    const shown = body.split('\n').filter((l) => l.startsWith('- ')).length;
    expect(shown + Number(/…and (\d+) more/.exec(body)![1])).toBe(3001);
  });

  it('says "no change" when nothing loads differently', () => {
    expect(formatDiffMarkdown({ schemaVersion: 1, base: 'main', harnesses: [] })).toBe('### agentlint: what this change does to what each harness loads\n\nNo change in what any harness loads, compared with `main`.\n');
  });
});

describe('planInventoryComment', () => {
  const bot = { type: 'Bot' };
  it('creates the comment only when there is a change', () => {
    expect(planInventoryComment([], 'body', true)).toEqual({ action: 'created', deleteIds: [] });
    expect(planInventoryComment([], 'body', false)).toEqual({ action: 'none', deleteIds: [] });
  });

  it('edits the first of ours in place (also to "no change") and deletes the other copies', () => {
    const existing = [
      { id: 1, body: `quoted ${INVENTORY_MARKER}`, user: { type: 'User' } },
      { id: 2, body: `${INVENTORY_MARKER}\nold`, user: bot },
      { id: 3, body: `${INVENTORY_MARKER}\nold copy`, user: bot },
      { id: 4, body: 'another bot', user: bot },
    ];
    expect(planInventoryComment(existing, `${INVENTORY_MARKER}\nnew`, true)).toEqual({ action: 'updated', id: 2, deleteIds: [3] });
    expect(planInventoryComment(existing, `${INVENTORY_MARKER}\nno change`, false)).toEqual({ action: 'updated', id: 2, deleteIds: [3] });
    expect(planInventoryComment(existing.slice(0, 2), `${INVENTORY_MARKER}\nold`, true)).toEqual({ action: 'unchanged', id: 2, deleteIds: [] });
  });
});
