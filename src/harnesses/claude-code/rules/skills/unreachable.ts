/** A skill hidden from both the model (`disable-model-invocation: true`) and the user (`user-invocable: false`): nobody can run it. */
import { getPair, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

/** How Claude Code reads a boolean flag (rules-runtime.json `disable-model-invocation written as a string or number`). */
function readAs(n: TreeNode | null | undefined): boolean | undefined {
  if (!n || n.type !== 'scalar') return undefined;
  if (typeof n.value === 'boolean') return n.value;
  const t = String(n.value).trim().toLowerCase();
  return /^(true|yes|1)$/.test(t) ? true : /^(false|no)$/.test(t) ? false : undefined;
}

export default artifactRule({
  meta: {
    id: 'skills/unreachable',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A skill with both `disable-model-invocation: true` and `user-invocable: false`: neither the model nor the user can run it.',
    kinds: ['skill'],
    optIn: false,
    fixable: false,
    rationale:
      '`disable-model-invocation: true` takes a skill out of the list Claude Code sends to the model (observed on 2.1.332: oracle/claude-code/mutations.json, case `skill:/user-invocable:pair:disable-model-invocation`, not listed), and `user-invocable: false` takes it out of the `/` menu (documented: https://code.claude.com/docs/en/skills). With both, nothing can invoke the skill: it is dead weight, or one of the two flags is the wrong way round.',
    examples: {
      wrong: '---\nname: deploy\ndescription: Deploy the app\ndisable-model-invocation: true\nuser-invocable: false\n---',
      right: '---\nname: deploy\ndescription: Deploy the app\ndisable-model-invocation: true\n---',
      file: '.claude/skills/deploy/SKILL.md',
    },
  },
  check(artifact, ctx) {
    const dmi = getPair(artifact.root, 'disable-model-invocation');
    const ui = getPair(artifact.root, 'user-invocable');
    if (!dmi || !ui || readAs(dmi.value) !== true || readAs(ui.value) !== false) return;
    ctx.report({
      message: 'this skill can be run by nobody: `disable-model-invocation: true` hides it from the model (Claude Code does not list it) and `user-invocable: false` hides it from the `/` menu (documented)',
      range: ui.value!.range,
      jsonPath: ui.path,
      help: 'remove `user-invocable: false` to let users run it with `/`, or remove the skill',
      related: [{ message: 'hidden from the model here', span: { path: artifact.path, range: dmi.value!.range, jsonPath: dmi.path } }],
    });
  },
});
