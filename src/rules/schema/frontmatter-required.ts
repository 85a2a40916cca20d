import { firstLine } from '../../artifacts/source.js';
import type { Artifact } from '../../artifacts/model.js';
import { getPair, scalarString } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

/** No value at all: absent, empty or null (a project agent so written is not loaded). */
function missing(artifact: Artifact, key: string): boolean {
  const v = getPair(artifact.root, key)?.value;
  if (!v) return true;
  if (v.type === 'scalar') return v.value === null || scalarString(v) === '';
  return false;
}

/** Only blanks (`description: "  "`): a project agent loads with it, a plugin agent shows its fallback. */
function blank(artifact: Artifact, key: string): boolean {
  const v = getPair(artifact.root, key)?.value;
  return v?.type === 'scalar' && typeof v.value === 'string' && v.value !== '' && v.value.trim() === '';
}

export default artifactRule({
  meta: {
    id: 'schema/frontmatter-required',
    effect: 'style',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An agent needs `name` and `description`; a skill needs `description`, and so does a plugin command.',
    kinds: ['agent', 'skill', 'command'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code 2.1.332 silently skips a project subagent file with no `name` or no `description` (the reason is only in a debug log), so the agent simply does not exist; one whose description is only blanks loads with that blank description. In a plugin the same files load: without `name` under the file name, without a description (or with a blank one) with the description "Agent from <plugin> plugin", so the main agent cannot tell when to use it. A project skill or command without `description` is offered to the model with its first body line instead; a plugin skill or command without one is not offered to the model at all (it is missing from the Skill tool\'s list; a user can still type it). Oracle: oracle/claude-code/placements.json, cases p-desc-missing, p-desc-empty, p-desc-blank-quoted, p-name-missing.',
    examples: { wrong: '---\nname: reviewer\n---\nReview the diff.', right: '---\nname: reviewer\ndescription: Reviews diffs for bugs; use after every change\n---\nReview the diff.', file: '.claude/agents/reviewer.md' },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    // An unclosed or unparseable frontmatter is schema/yaml-invalid's finding.
    if (fm.present && fm.problems.some((p) => p.code === 'frontmatter-unclosed' || p.code === 'yaml-invalid')) return;
    const range = fm.present ? fm.openRange : firstLine(artifact.file);
    const fileName = artifact.path.split('/').pop()!.replace(/\.md$/i, '');
    const inPlugin = artifact.pluginRoot !== undefined;
    if (artifact.kind === 'agent') {
      for (const key of ['name', 'description']) {
        const absent = missing(artifact, key);
        const onlyBlanks = !absent && key === 'description' && blank(artifact, key);
        if (!absent && !onlyBlanks) continue;
        const pair = getPair(artifact.root, key);
        const insertAt = fm.present ? artifact.file.lines.lineStart(2) : 0;
        const line = key === 'name' ? `name: ${fileName}` : 'description: <when to use this agent>';
        const loads = inPlugin || onlyBlanks;
        ctx.report({
          message: !fm.present
            ? `agent file has no frontmatter, so no \`${key}\`: Claude Code ${inPlugin ? (key === 'name' ? 'loads it under its file name' : 'cannot tell when to use it') : 'skips the file silently'}`
            : key === 'name'
              ? inPlugin ? 'plugin agent has no `name`: Claude Code loads it under its file name' : 'agent has no `name`: Claude Code skips the file silently'
              : onlyBlanks && !inPlugin
                ? 'agent `description` is only blanks: Claude Code loads the agent with that blank description, so the main agent cannot tell when to use it'
                : inPlugin
                  ? `plugin agent has ${onlyBlanks ? 'a blank' : 'no'} \`description\`: Claude Code loads it with the description "Agent from <plugin> plugin", so the main agent cannot tell when to use it`
                  : 'agent has no `description`: Claude Code skips the file silently',
          range: onlyBlanks ? pair!.value!.range : pair?.keyRange ?? range,
          jsonPath: `$.frontmatter.${key}`,
          level: loads ? 'warn' : undefined,
          // Not loaded at all, or loaded with a description the main agent cannot choose by; a missing name alone is cosmetic.
          effect: !loads ? 'not-loaded' : key === 'description' ? 'fails-at-run-time' : undefined,
          suggestion: fm.present && !pair
            ? {
                msg: `add \`${line}\``,
                applicability: key === 'name' ? 'MaybeIncorrect' : 'HasPlaceholders',
                edits: [{ path: artifact.path, range: artifact.file.lines.range(insertAt, insertAt), text: `${line}\n` }],
              }
            : undefined,
        });
      }
      return;
    }
    if (!missing(artifact, 'description') && !blank(artifact, 'description')) return;
    // A command without any frontmatter is commands/frontmatter-missing's finding.
    if (artifact.kind === 'command' && (!fm.present || !inPlugin)) return;
    const pair = getPair(artifact.root, 'description');
    const what = artifact.kind === 'skill' ? 'skill' : 'command';
    ctx.report({
      message: inPlugin
        ? `plugin ${what} has no \`description\`: Claude Code does not offer it to the model (it is missing from the Skill tool's list), so only a user who types it runs it${what === 'skill' ? '; the Agent Skills spec requires one' : ''}`
        : 'skill has no `description`: Claude Code describes it to the model with its first body line, and the Agent Skills spec requires one',
      range: blank(artifact, 'description') ? pair!.value!.range : pair?.keyRange ?? range,
      jsonPath: '$.frontmatter.description',
      level: 'warn',
      effect: inPlugin ? 'fails-at-run-time' : 'style',
    });
  },
});
