/**
 * One plugin folder, several harnesses' manifests (`.claude-plugin/plugin.json`, `.codex-plugin/plugin.json`,
 * `.cursor-plugin/plugin.json`, `.github/plugin/plugin.json`, `gemini-extension.json`, an Agent Plugins
 * `plugin.json`): their names, versions and descriptions should agree, and a skill one harness loads from the folder
 * should not be missed by another harness whose manifest is there.
 */
import { posix } from 'node:path';
import type { Harness } from '../../artifacts/harness.js';
import type { Artifact, Project } from '../../artifacts/model.js';
import { getPair, stringValue } from '../../artifacts/tree.js';
import { projectRule, type RuleContext } from '../../diagnostics/rule.js';

const AP_1_0 = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
/** Manifest kinds, in the order a folder's manifests are compared (the first present is the reference). */
const MANIFESTS: ReadonlyArray<{ kind: string; harness: Harness | undefined; label: string }> = [
  { kind: 'agent-plugin', harness: undefined, label: 'Agent Plugins' },
  { kind: 'plugin', harness: 'claude-code', label: 'Claude Code' },
  { kind: 'codex-plugin', harness: 'codex', label: 'Codex' },
  { kind: 'cursor-plugin', harness: 'cursor', label: 'Cursor' },
  { kind: 'copilot-plugin', harness: 'copilot', label: 'Copilot CLI' },
  { kind: 'gemini-extension', harness: 'gemini', label: 'Gemini CLI' },
];
/** The skill kinds whose artifacts carry the plugin folder they were read from, by harness. */
const SKILL_KINDS: Readonly<Record<string, Harness>> = { skill: 'claude-code', 'codex-plugin-skill': 'codex', 'cursor-skill': 'cursor', 'gemini-skill': 'gemini' };
const HARNESS_LABEL: Readonly<Record<string, string>> = { 'claude-code': 'Claude Code', codex: 'Codex', cursor: 'Cursor', gemini: 'Gemini CLI' };

interface Manifest { a: Artifact; label: string; harness: Harness | undefined }

function folderOf(a: Artifact): string | undefined {
  if (a.kind === 'gemini-extension') return a.path.includes('/') ? posix.dirname(a.path) : '.';
  if (a.kind === 'agent-plugin' && stringValue(getPair(a.root, '$schema')?.value) !== AP_1_0) return undefined;
  if (a.kind === 'copilot-plugin' && /(^|\/)\.claude-plugin\/plugin\.json$/.test(a.path)) return undefined; // Claude Code's file, read by Copilot too
  const r = a.data.pluginRoot;
  return typeof r === 'string' ? r : undefined;
}

function manifestsByFolder(project: Project): Map<string, Manifest[]> {
  const out = new Map<string, Manifest[]>();
  for (const m of MANIFESTS) {
    for (const a of project.artifacts) {
      if (a.kind !== m.kind || a.root?.type !== 'map') continue;
      const dir = folderOf(a);
      if (dir === undefined) continue;
      const list = out.get(dir) ?? [];
      if (!list.some((x) => x.a.path === a.path)) list.push({ a, label: m.label, harness: m.harness });
      out.set(dir, list);
    }
  }
  return out;
}

function compareFields(list: Manifest[], ctx: RuleContext): void {
  const [first, ...rest] = list;
  // Descriptions are not compared: plugins word them per harness on purpose (obra/superpowers, this repository's own
  // Copilot and Gemini manifests), and a description changes nothing a harness loads.
  for (const field of ['name', 'version']) {
    const want = stringValue(getPair(first!.a.root, field)?.value);
    if (want === undefined) continue;
    for (const m of rest) {
      const p = getPair(m.a.root, field);
      const got = stringValue(p?.value);
      if (got === undefined || got === want) continue;
      ctx.report({
        path: m.a.path,
        range: p!.value!.range,
        jsonPath: p!.path,
        // About the folder's manifests together, not one harness's loading: no harness.
        level: 'info',
        effect: 'style',
        message: `\`${field}\` differs from the ${first!.label} manifest's: that one (\`${first!.a.path}\`) has ${JSON.stringify(want)}, and ${m.label} shows this plugin ${field === 'name' ? 'under another name' : 'at another version'}`,
        related: [{ message: `the ${first!.label} manifest's \`${field}\``, span: { path: first!.a.path, range: getPair(first!.a.root, field)!.value!.range } }],
      });
    }
  }
}

/** Codex reads an Agent Plugins `plugin.json` before its own manifest (oracle/codex/marketplace.json `agent-plugin-beside-codex-manifest`). */
function codexShadowed(list: Manifest[], ctx: RuleContext): void {
  const ap = list.find((m) => m.a.kind === 'agent-plugin');
  const codex = list.find((m) => m.a.kind === 'codex-plugin');
  if (!ap || !codex || codex.a.root?.type !== 'map') return;
  const own = codex.a.root.pairs.filter((p) => !['name', 'version', 'description'].includes(p.key) || stringValue(p.value) !== stringValue(getPair(ap.a.root, p.key)?.value));
  if (own.length === 0) return;
  ctx.report({
    path: codex.a.path,
    range: own[0]!.keyRange,
    jsonPath: own[0]!.path,
    harness: 'codex',
    level: 'warn',
    effect: 'ignored',
    message: `Codex reads the Agent Plugins manifest \`${ap.a.path}\` of this folder and ignores this file: its ${own.map((p) => `\`${p.key}\``).join(', ')} ${own.length === 1 ? 'has' : 'have'} no effect in Codex`,
  });
}

/** A skill of the folder that one harness with a manifest here loads and another does not. */
function missedSkills(project: Project, dir: string, list: Manifest[], ctx: RuleContext): void {
  const byHarness = new Map<Harness, Set<string>>();
  for (const m of list) if (m.harness && HARNESS_LABEL[m.harness]) byHarness.set(m.harness, new Set());
  if (byHarness.size < 2) return;
  for (const a of project.artifacts) {
    const h = SKILL_KINDS[a.kind];
    const root = a.pluginRoot ?? (a.data.extensionRoot as string | undefined);
    // A harness's own repository folders (`.agents/skills`, `.claude/skills`, …) are not the plugin's components.
    const inside = dir === '.' ? a.path : a.path.slice(dir.length + 1);
    if (h && root === dir && !inside.startsWith('.')) byHarness.get(h)?.add(a.path);
  }
  const all = new Map<string, Harness>();
  for (const [h, paths] of byHarness) for (const p of paths) if (!all.has(p)) all.set(p, h);
  for (const [h, paths] of byHarness) {
    const manifest = list.find((m) => m.harness === h)!;
    for (const [path, by] of all) {
      if (paths.has(path)) continue;
      const field = getPair(manifest.a.root, 'skills');
      ctx.report({
        path: manifest.a.path,
        range: field?.keyRange ?? (manifest.a.root?.type === 'map' ? manifest.a.root.pairs[0]?.keyRange : undefined) ?? manifest.a.root!.range,
        jsonPath: field?.path,
        harness: h,
        element: { type: 'skill', name: path },
        level: 'warn',
        // The manifest itself loads: only the skill it names is missed (the inventory lists it as not loaded).
        effect: 'ignored',
        message: `${HARNESS_LABEL[h]} does not load a skill of this plugin that ${HARNESS_LABEL[by]} loads: the skill \`${path}\`; ${field ? `this manifest's \`skills\` does not reach it` : `${HARNESS_LABEL[h]} reads only its default skills folder here`}`,
      });
    }
  }
}

export default projectRule({
  meta: {
    id: 'schema/plugin-manifests-agree',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A plugin folder with several harnesses\' manifests that disagree: a skill one harness loads from it and another misses (warning), a Codex manifest beside an Agent Plugins one (Codex ignores it), or a `name` or `version` that differs (information).',
    kinds: ['plugin', 'codex-plugin', 'cursor-plugin', 'copilot-plugin', 'gemini-extension', 'agent-plugin'],
    optIn: false,
    fixable: false,
    readsRepository: true,
    rationale: 'One plugin repository often ships a manifest per harness; each harness reads only its own. Claude Code adds a manifest\'s `skills` paths to `skills/` (https://code.claude.com/docs/en/plugins-reference), Codex reads the `skills` path of its manifest instead of `skills/` (oracle/codex/marketplace.json `plugin-default-skills`; oracle/codex/mutations.json `codex-plugin:/skills:*`), Cursor its `skills` paths or `skills/` (https://cursor.com/docs/reference/plugins, documented), Gemini CLI an extension\'s `skills/`; so a skill folder one manifest reaches can be missing in another harness without a word: that is a warning, and the inventory lists it as not loaded for that harness. Codex 0.171.0 reads a folder\'s Agent Plugins `plugin.json` before `.codex-plugin/plugin.json` (`agent-plugin-beside-codex-manifest`), so the Codex manifest\'s fields have no effect there. Names and versions that differ change only how each harness shows the plugin: information. Descriptions are not compared: plugins word them per harness on purpose.',
    examples: {
      file: 'notes/.codex-plugin/plugin.json',
      wrong: '{\n  "name": "notes",\n  "skills": "./codex-skills/"\n}\n',
      right: '{\n  "name": "notes",\n  "skills": "./skills/"\n}\n',
      context: {
        'notes/.claude-plugin/plugin.json': '{ "name": "notes" }\n',
        'notes/skills/summarize/SKILL.md': '---\nname: summarize\ndescription: Summarize notes\n---\n',
        'notes/codex-skills/other/SKILL.md': '---\nname: other\ndescription: Other\n---\n',
      },
    },
  },
  reads: { skill: [] },
  check(project, ctx) {
    for (const [dir, list] of manifestsByFolder(project)) {
      if (list.length < 2) continue;
      compareFields(list, ctx);
      codexShadowed(list, ctx);
      missedSkills(project, dir, list, ctx);
    }
  },
});
