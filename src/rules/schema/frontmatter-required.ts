import type { Artifact } from '../../artifacts/model.js';
import { getPair, scalarString } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

function missing(artifact: Artifact, key: string): boolean {
  const v = getPair(artifact.root, key)?.value;
  if (!v) return true;
  if (v.type === 'scalar') return v.value === null || scalarString(v)?.trim() === '';
  return false;
}

export default artifactRule({
  meta: {
    id: 'schema/frontmatter-required',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An agent needs `name` and `description`; a skill needs `description`.',
    kinds: ['agent', 'skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code silently skips a subagent file with no `name` or no `description` (the reason is only in a debug log), so the agent simply does not exist. A plugin agent without `name` still loads under its file name. A skill without `description` loads, but Claude cannot tell when to use it.',
    examples: { wrong: '---\nname: reviewer\n---\nReview the diff.', right: '---\nname: reviewer\ndescription: Reviews diffs for bugs; use after every change\n---\nReview the diff.', file: '.claude/agents/reviewer.md' },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    // An unclosed or unparseable frontmatter is schema/yaml-invalid's finding.
    if (fm.present && fm.problems.some((p) => p.code === 'frontmatter-unclosed' || p.code === 'yaml-invalid')) return;
    const range = fm.present ? fm.openRange : artifact.file.lines.range(0, artifact.file.lines.lineEnd(1));
    const fileName = artifact.path.split('/').pop()!.replace(/\.md$/i, '');
    if (artifact.kind === 'agent') {
      for (const key of ['name', 'description']) {
        if (!missing(artifact, key)) continue;
        const pair = getPair(artifact.root, key);
        const pluginName = key === 'name' && artifact.pluginDistributed;
        const insertAt = fm.present ? artifact.file.lines.lineStart(2) : 0;
        const line = key === 'name' ? `name: ${fileName}` : 'description: <when to use this agent>';
        ctx.report({
          message: !fm.present
            ? `agent file has no frontmatter, so no \`${key}\`: Claude Code ${artifact.pluginDistributed ? (key === 'name' ? 'loads it under its file name' : 'cannot tell when to use it') : 'skips the file silently'}`
            : pluginName
              ? 'plugin agent has no `name`: Claude Code loads it under its file name'
              : `agent has no \`${key}\`: Claude Code skips the file silently`,
          range: pair?.keyRange ?? range,
          jsonPath: `$.frontmatter.${key}`,
          level: pluginName ? 'warn' : undefined,
          suggestion: fm.present && !pair
            ? {
                msg: `add \`${line}\``,
                applicability: key === 'name' ? 'MaybeIncorrect' : 'HasPlaceholders',
                edits: [{ path: artifact.path, range: artifact.file.lines.range(insertAt, insertAt), text: `${line}\n` }],
              }
            : undefined,
        });
      }
    } else if (missing(artifact, 'description')) {
      const pair = getPair(artifact.root, 'description');
      ctx.report({
        message: 'skill has no `description`: Claude cannot tell when to use it, and the Agent Skills spec requires one',
        range: pair?.keyRange ?? range,
        jsonPath: '$.frontmatter.description',
        level: 'warn',
      });
    }
  },
});
