/**
 * A skill of an Agent Plugin (`skills/<name>/SKILL.md`) that does not conform to the Agent Skills specification: a
 * client skips it (Agent Plugins 1.0.0 §7.1).
 */
import { skillFolderName } from '../../../artifacts/names.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, stringValue, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { AGENT_SKILL_LIMITS, AGENT_SKILL_NAME } from '../known-values.js';

const SKIPS = 'the Agent Plugins specification has clients skip this skill';
const SPEC = 'https://agentskills.io/specification';
const shown = (v: TreeNode | null | undefined) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);

export default artifactRule({
  meta: {
    id: 'agent-plugins/skill',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A skill of an Agent Plugin that breaks the Agent Skills specification (no frontmatter, a `name` that differs from its folder or breaks the name rules, a missing or too long `description`, a too long `compatibility`, `metadata` that is not a map of strings).',
    kinds: ['agent-plugin-skill'],
    optIn: false,
    fixable: 'maybe',
    rationale: 'Agent Plugins 1.0.0 §7.1 (https://agent-plugins.org; documented, not observed): "If a discovered skill does not conform to the Agent Skills specification, the client MUST skip that skill and continue loading other skills." The Agent Skills specification (https://agentskills.io/specification) requires YAML frontmatter with `name` (1-64 characters, lower-case letters, digits and hyphens, no leading, trailing or consecutive hyphen, equal to the parent folder\'s name) and `description` (1-1024 characters); `compatibility` is at most 500 characters and `metadata` maps strings to strings. Only the skills of a plugin whose `plugin.json` declares the 1.0.0 `$schema` are read. A warning, not an error: Codex CLI 0.171.0 does not skip such a skill, it lists a skill whose `name` differs from its folder under that name (oracle/codex/marketplace.json `agent-plugin-skill-name-differs`), so what the skill is called depends on the client.',
    examples: {
      file: 'skills/summarize/SKILL.md',
      wrong: '---\nname: summarise\ndescription: Summarize a meeting transcript\n---\nSummarize.\n',
      right: '---\nname: summarize\ndescription: Summarize a meeting transcript\n---\nSummarize.\n',
      context: { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' },
    },
  },
  check(a, ctx) {
    const fm = a.markdown?.frontmatter;
    const root = a.root;
    if (!fm?.present || root?.type !== 'map') {
      const why = !fm?.present ? 'it has no YAML frontmatter' : fm.problems[0] ? 'its frontmatter is not valid YAML' : 'its frontmatter is not a map';
      ctx.report({ message: `${SKIPS}: ${why}; a skill needs \`name\` and \`description\` (${SPEC})`, range: fm?.problems[0]?.range ?? firstLine(a.file) });
      return;
    }
    const folder = skillFolderName(a.path);
    const name = getPair(root, 'name');
    const n = stringValue(name?.value);
    if (!name) ctx.report({ message: `${SKIPS}: \`name\` is required (${SPEC})`, range: fm.openRange });
    else if (n === undefined) ctx.report({ message: `${SKIPS}: \`name\` is ${shown(name.value)}, not a string (${SPEC})`, range: name.value?.range ?? name.keyRange });
    else {
      const why = n.length === 0 || n.length > AGENT_SKILL_LIMITS.name ? `is ${n.length} characters long (1-${AGENT_SKILL_LIMITS.name})` : n.includes('--') ? 'holds `--`' : !AGENT_SKILL_NAME.test(n) ? 'may only hold lower-case letters, digits and single hyphens, not at either end' : folder !== undefined && n !== folder ? `differs from its folder \`${folder}\`` : undefined;
      const fixable = folder !== undefined && AGENT_SKILL_NAME.test(folder) && folder.length <= AGENT_SKILL_LIMITS.name && folder !== n;
      if (why) ctx.report({ message: `${SKIPS}: \`name\` \`${n}\` ${why} (${SPEC})`, range: name.value!.range, suggestion: fixable ? { msg: `use the folder's name \`${folder}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value!.range, text: folder! }] } : undefined });
    }
    const desc = getPair(root, 'description');
    const d = stringValue(desc?.value);
    if (!desc) ctx.report({ message: `${SKIPS}: \`description\` is required (${SPEC})`, range: fm.openRange });
    else if (d === undefined || d.trim() === '') ctx.report({ message: `${SKIPS}: \`description\` is ${d === undefined ? `${shown(desc.value)}, not a string` : 'empty'} (${SPEC})`, range: desc.value?.range ?? desc.keyRange });
    else if (d.length > AGENT_SKILL_LIMITS.description) ctx.report({ message: `${SKIPS}: \`description\` is ${d.length} characters long (at most ${AGENT_SKILL_LIMITS.description}) (${SPEC})`, range: desc.value!.range });
    const compat = getPair(root, 'compatibility');
    const c = stringValue(compat?.value);
    if (compat && (c === undefined || c.length > AGENT_SKILL_LIMITS.compatibility)) ctx.report({ message: `${SKIPS}: \`compatibility\` ${c === undefined ? `is ${shown(compat.value)}, not a string` : `is ${c.length} characters long (at most ${AGENT_SKILL_LIMITS.compatibility})`} (${SPEC})`, range: compat.value?.range ?? compat.keyRange });
    const meta = getPair(root, 'metadata');
    if (meta && meta.value?.type !== 'map') ctx.report({ message: `${SKIPS}: \`metadata\` is ${shown(meta.value)}, not a map of strings (${SPEC})`, range: meta.value?.range ?? meta.keyRange });
    else if (meta?.value?.type === 'map') {
      const bad = meta.value.pairs.find((p) => stringValue(p.value) === undefined);
      if (bad) ctx.report({ message: `${SKIPS}: \`metadata.${bad.key}\` is ${shown(bad.value)}; \`metadata\` maps strings to strings (quote the value) (${SPEC})`, range: bad.value?.range ?? bad.keyRange });
    }
  },
});
