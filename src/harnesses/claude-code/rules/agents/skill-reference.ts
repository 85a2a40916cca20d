import type { Project } from '../../../../artifacts/model.js';
import { getPair } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { closest } from '../../../../diagnostics/suggest.js';
import { toolEntries } from '../../lib/tool-list.js';
import { commandName, skillInvocationName } from '../../lib/scope.js';

/** The name a plugin is known by: its manifest `name`, else its folder. */
export function pluginNames(project: Project): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of project.artifacts) {
    if (a.kind !== 'plugin') continue;
    out.set(String(a.data.pluginRoot ?? a.pluginRoot), a.element.name);
  }
  return out;
}

function pluginNameOf(root: string, names: Map<string, string>): string {
  return names.get(root) ?? (root === '.' ? '' : root.split('/').pop()!);
}

/** Skills (and commands, which are skills since v2.1.3) an agent can preload, by the names it may use. */
/** The skills and commands of the tree, indexed once per run (not once per agent). */
interface SkillIndex {
  /** Names of skills outside any plugin: visible to every agent. */
  project: Set<string>;
  /** Names by plugin root: visible to that plugin's agents. */
  byRoot: Map<string, Set<string>>;
  /** Names by plugin name, for `plugin:skill` references. */
  qualified: Map<string, Set<string>>;
}

function skillIndex(project: Project, plugins: Map<string, string>): SkillIndex {
  const index: SkillIndex = { project: new Set(), byRoot: new Map(), qualified: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, names: string[]) => {
    const set = map.get(key) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    map.set(key, set);
  };
  for (const a of project.artifacts) {
    if (a.kind !== 'skill' && a.kind !== 'command') continue;
    const names = a.kind === 'skill' ? [skillInvocationName(a), a.element.name] : [commandName(a)];
    if (a.pluginRoot !== undefined) {
      add(index.qualified, pluginNameOf(a.pluginRoot, plugins), names);
      add(index.byRoot, a.pluginRoot, names);
    } else names.forEach((n) => index.project.add(n));
  }
  return index;
}

export default projectRule({
  meta: {
    id: 'agents/skill-reference',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "An agent's `skills:` entry that names no skill in the project, the agent's plugin, or a `plugin:skill` of a plugin in the tree.",
    kinds: ['agent'],
    optIn: false,
    fixable: 'maybe',
    readsRepository: true,
    rationale:
      "Documented (https://code.claude.com/docs/en/sub-agents): Claude Code preloads the skills an agent lists in `skills:` into its context. An entry that names no skill (a typo, a renamed folder, a skill of another plugin without its `plugin:` prefix) preloads nothing, and the agent runs without the knowledge it was written to rely on; no oracle case records it, and no message about it was seen. Skills in the user's `~/.claude/skills` cannot be seen from the repository, hence a warning.",
    examples: {
      wrong: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tool\n---',
      right: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tools\n---',
      file: '.claude/agents/pdf-analyst.md',
      context: { '.claude/skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\n' },
    },
  },
  reads: { agent: ['skills'] },
  check(project, ctx) {
    const plugins = pluginNames(project);
    const pluginByName = new Set(plugins.values());
    const index = skillIndex(project, plugins);
    for (const agent of project.artifacts) {
      if (agent.kind !== 'agent') continue;
      const pair = getPair(agent.root, 'skills');
      if (!pair || !pair.value || pair.value.type === 'map') continue;
      const entries = toolEntries(agent.file, pair.value);
      if (entries.length === 0) continue;
      const own = agent.pluginRoot !== undefined ? index.byRoot.get(agent.pluginRoot) : undefined;
      for (const e of entries) {
        const ref = e.text.trim();
        let found: boolean;
        let candidates: string[];
        const colon = ref.indexOf(':');
        if (colon > 0) {
          const pn = ref.slice(0, colon);
          const sk = ref.slice(colon + 1);
          if (!pluginByName.has(pn)) continue; // a plugin outside the tree: cannot be checked
          const set = index.qualified.get(pn) ?? new Set<string>();
          found = set.has(sk);
          candidates = [...set].map((s) => `${pn}:${s}`);
        } else {
          found = index.project.has(ref) || own?.has(ref) === true;
          candidates = found ? [] : [...new Set([...index.project, ...(own ?? [])])];
        }
        if (found) continue;
        const near = closest(ref, candidates);
        const caseOnly = near[0]?.caseOnly === true && near.filter((n) => n.caseOnly).length === 1;
        const unique = near.length === 1;
        ctx.report({
          path: agent.path,
          message: `skill \`${ref}\` is not found${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: the agent does not get the skill it names (preloading is documented: https://code.claude.com/docs/en/sub-agents)`,
          range: e.range,
          jsonPath: e.jsonPath,
          element: agent.element,
          notes: colon > 0 ? [] : [`looked in project skills${agent.pluginRoot !== undefined ? ` and the skills of plugin \`${pluginNameOf(agent.pluginRoot, plugins)}\`` : ''}; user skills in ~/.claude/skills are not visible to agentlint`],
          help: 'name a skill by its folder (`.claude/skills/<name>/SKILL.md`), or `plugin:skill` for another plugin\'s skill',
          suggestion:
            e.exact && (caseOnly || unique)
              ? { msg: `use \`${near[0]!.value}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: agent.path, range: e.range, text: near[0]!.value }] }
              : undefined,
        });
      }
    }
  },
});
