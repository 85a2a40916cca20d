/**
 * Every fix in every fixture tree, applied on its own (MachineApplicable and MaybeIncorrect): the file it edits
 * parses no worse, holds each edit's text at its range and the value the fix's message names, and lints again with
 * no finding of a new class. The precision suite runs the same check over public repositories
 * (`node scripts/precision.mjs run --fixes`).
 */
import { describe, expect, it } from '@jest/globals';
import { checkEveryFix } from '../../src/engine/fix-safety.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { artifactOf, removeTree, writeTree } from '../helpers/index.js';
import { deleteLines } from '../../src/diagnostics/edits.js';
import { applyEdits } from '../../src/engine/fix.js';
import { getPair } from '../../src/artifacts/tree.js';
import { artifactRule } from '../../src/diagnostics/rule.js';
import unknownField from '../../src/rules/schema/unknown-field.js';
import frontmatterTypes from '../../src/harnesses/claude-code/rules/agents/frontmatter-types.js';

/**
 * Fixes that reveal a second mistake the first one hid, each left in its fixture on purpose: the file was wrong
 * before the fix in the place the new finding points at, and the fix itself is right.
 */
const REVEALS: Record<string, string> = {
  // `type: before` is `Before` with the wrong case; its `args` also misname `a` (as `first`).
  'agentltl/formula-structured use `Before`': 'args name `first`, not `a`',
  // `subcommand` is `subcommands` misspelt; under it a positional misspells `name` (`nme`).
  'agentltl/tool-spec rename `subcommand` to `subcommands`': 'a positional says `nme`',
};

describe('every fix in every fixture tree is safe', () => {
  it('leaves its file parsing no worse, with its text in place and no new finding', () => {
    let tried = 0;
    const unsafe: string[] = [];
    for (const root of fixtureRoots()) {
      for (const v of checkEveryFix(root)) {
        tried++;
        if (v.problem && !REVEALS[`${v.rule} ${v.msg}`]) unsafe.push(`${root}: ${v.rule} ${v.applicability} «${v.msg}»: ${v.problem}`);
      }
    }
    expect(unsafe).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 120_000);

  it('catches an unsafe fix: renaming `tools` to `hooks` in a skill (the fix agentlint once offered) makes a new finding', () => {
    const root = writeTree({ '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: Does s\ntools: Read, Grep\n---\nBody.\n' });
    // The old did-you-mean by spelling, as a rule of its own, beside the rule that judges a frontmatter `hooks`.
    const oldRename = artifactRule({
      meta: { ...unknownField.meta, id: 'schema/unknown-field' },
      check(a, ctx) {
        const p = getPair(a.root, 'tools');
        if (p) ctx.report({ message: 'unknown skill field `tools`', range: p.keyRange, suggestion: { msg: 'rename to `hooks`', applicability: 'MachineApplicable', edits: [{ path: a.path, range: p.keyRange, text: 'hooks' }] } });
      },
    });
    try {
      const [old] = checkEveryFix(root, { rules: [oldRename, frontmatterTypes] });
      expect([old!.msg, old!.problem]).toEqual(['rename to `hooks`', "SKILL.md: new finding after the fix: agents/frontmatter-types `…` must be a mapping of hook events to matcher groups, not a string: it has the shape of settings' `…`, and no hook runs from it (documented: https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents)".replace('SKILL.md', '.claude/skills/s/SKILL.md')]);
      // Today's rule offers `allowed-tools`, as a suggestion, and that lints clean.
      const now = checkEveryFix(root);
      expect(now.map((v) => [v.rule, v.applicability, v.msg, v.problem])).toEqual([['schema/unknown-field', 'MaybeIncorrect', 'rename to `allowed-tools`', undefined]]);
    } finally {
      removeTree(root);
    }
  });

  it('deleting a block entry whose value ends at the next line start keeps that line (the closing `---`)', () => {
    const text = '---\nname: r\ndescription: d\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: ./n.sh\n---\nBody.\n';
    const a = artifactOf('agent', 'p/agents/r.md', text, { pluginRoot: 'p' });
    const pair = getPair(a.root, 'hooks')!;
    expect(applyEdits(text, [deleteLines(a.file, pair.range)])).toBe('---\nname: r\ndescription: d\n---\nBody.\n');
  });
});
