import { artifactsOf } from '../../../../artifacts/model.js';
import { firstLine } from '../../../../artifacts/source.js';
import { getPair } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { commandName, scopeOf, skillInvocationName } from '../../lib/scope.js';

export default projectRule({
  meta: {
    id: 'commands/shadowed-by-skill',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'info',
    description: 'A command and a skill with the same name in one scope: the skill wins.',
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: false,
    rationale:
      'Commands became a kind of skill (Claude Code v2.1.3) and share one namespace. When `.claude/commands/deploy.md` and `.claude/skills/deploy/SKILL.md` both exist, `/deploy` runs the skill and the command is silently unreachable.',
    // The finding depends only on which paths exist: `wrong` is the command next to the skill in
    // `context`; the fix is a rename, which a single-file example cannot show.
    examples: {
      wrong: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
      right: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
      file: '.claude/commands/deploy.md',
      rightFile: '.claude/commands/deploy-legacy.md',
      context: { '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the app\n---\nDeploy.\n' },
    },
  },
  reads: { command: ['name', 'description'] },
  check(project, ctx) {
    const skills = new Map<string, (typeof project.artifacts)[number]>();
    for (const s of artifactsOf(project, 'skill')) {
      const key = `${scopeOf(s)}\u0000${skillInvocationName(s)}`;
      if (!skills.has(key)) skills.set(key, s);
    }
    for (const c of artifactsOf(project, 'command')) {
      const name = commandName(c);
      const skill = skills.get(`${scopeOf(c)}\u0000${name}`);
      if (!skill) continue;
      const namePair = getPair(c.root, 'name');
      const descPair = getPair(c.root, 'description');
      const range = namePair?.value?.range ?? descPair?.keyRange ?? firstLine(c.file);
      ctx.report({
        path: c.path,
        message: `command \`/${name}\` is shadowed by the skill \`${name}\` (${skill.path}): Claude Code runs the skill, and this command is never used`,
        range,
        element: { type: 'command', name },
        // The whole command is what Claude Code never uses.
        subject: '$',
        help: 'rename or delete one of the two; commands and skills share one namespace',
        related: [{ message: `the skill \`${name}\` that wins`, span: { path: skill.path, range: skill.nameRange ?? firstLine(skill.file), element: { type: 'skill', name: skill.element.name } } }],
      });
    }
  },
});
