/**
 * Claude Code's effective values for agents, skills and commands, read from the
 * same parsed frontmatter and known values the rules use (src/rules/shared/*):
 * the model after its alias is matched, the tools after unknown names are
 * dropped, the fields a plugin agent ignores left out.
 */
import { AGENT_FIELDS, MODEL_INHERIT, PLUGIN_IGNORED_AGENT_FIELDS, RETIRED_TOOLS, SKILL_FIELDS } from '../../harnesses/claude-code/known-values/claude-code.js';
import type { Artifact } from '../../artifacts/model.js';
import { getNode, getPair, scalarString, toValue, type TreeNode } from '../../artifacts/tree.js';
import { classifyModel } from '../../harnesses/claude-code/lib/model-ref.js';
import { checkToolEntry, toolEntries } from '../../harnesses/claude-code/lib/tool-list.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { DroppedValue } from './model.js';

export interface Effective {
  values: Record<string, string | string[]>;
  dropped: DroppedValue[];
}

/** The frontmatter could not be read: Claude Code drops every field (constructs.json, the failing cases). */
export function frontmatterUnreadable(a: Artifact): boolean {
  return a.markdown?.frontmatter.problems.some((p) => p.code === 'yaml-invalid' || p.code === 'frontmatter-unclosed') ?? false;
}

/** A model value as Claude Code uses it: an alias in lower case (aliases match case-insensitively), else as written. */
export function effectiveModel(node: TreeNode | null | undefined): string | undefined {
  if (!node || node.type !== 'scalar' || typeof node.value !== 'string' || node.value === '') return undefined;
  const v = node.value;
  return classifyModel(v).kind === 'alias' ? v.toLowerCase() : v;
}

/** The tools a list gives, and the entries Claude Code drops (with why). Renamed tools that still work count as their new name. */
export function effectiveTools(a: Artifact, field: string, spaces = false): { kept: string[]; dropped: DroppedValue[] } | undefined {
  const node = getNode(a.root, field);
  if (!node || node.type === 'map') return undefined;
  const kept: string[] = [];
  const dropped: DroppedValue[] = [];
  for (const e of toolEntries(a.file, node, spaces)) {
    const problem = checkToolEntry(e.text, `\`${field}\``);
    if (!problem || problem.level === 'info') {
      if (!kept.includes(e.text)) kept.push(e.text);
      continue;
    }
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(\(.*\))?$/s.exec(e.text);
    const retired = m ? RETIRED_TOOLS[m[1]!] : undefined;
    if (retired?.stillWorks && retired.use.length === 1) {
      const now = `${retired.use[0]}${m![2] ?? ''}`;
      if (!kept.includes(now)) kept.push(now);
      continue;
    }
    const reason = retired ? `${retired.status}, no longer a tool` : problem.malformed ? 'a malformed entry' : 'an unknown name';
    dropped.push({ field, written: e.text, reason });
  }
  return { kept, dropped };
}

function scalarText(node: TreeNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'scalar') return node.value === null ? undefined : String(node.value);
  const v = toValue(node);
  return JSON.stringify(v);
}

/** A one-line description as shown in listings (long ones cut). */
function oneLine(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}

/** First non-empty body line: the description Claude Code falls back to for a skill or command it cannot read. */
function firstBodyLine(a: Artifact): string | undefined {
  const line = a.markdown?.body.split(/\r?\n/).find((l) => l.trim() !== '');
  return line === undefined ? undefined : oneLine(line.replace(/^#+\s*/, ''));
}

const LIST_FIELDS = new Set(['skills']);

/** The values of a Claude Code agent, skill or command. `pluginName` names the plugin it ships in. */
export function claudeValues(a: Artifact, pluginName: string | undefined, findings: readonly Diagnostic[] = []): Effective {
  // A value a rule says Claude Code ignores (an invalid `permissionMode`, a `maxTurns` that is not a number) is not in effect.
  const ignoredAt = (key: string) => findings.find((d) => d.span.jsonPath === `$.frontmatter.${key}` && d.effect === 'ignored');
  const values: Record<string, string | string[]> = {};
  const dropped: DroppedValue[] = [];
  const unreadable = frontmatterUnreadable(a);
  if (a.kind === 'agent') {
    if (unreadable) {
      // A plugin agent still loads: placeholder description, every tool (constructs.json, pluginAgent `loaded`).
      values.description = `Agent from ${pluginName ?? 'the'} plugin`;
      values.model = MODEL_INHERIT;
      values.tools = 'all tools';
      return { values, dropped: [{ field: 'frontmatter', written: 'every field', reason: 'frontmatter is not readable' }] };
    }
    const desc = scalarString(getNode(a.root, 'description'));
    if (desc !== undefined) values.description = oneLine(desc);
    values.model = effectiveModel(getNode(a.root, 'model')) ?? MODEL_INHERIT;
    const tools = effectiveTools(a, 'tools');
    values.tools = tools ? tools.kept : 'all tools';
    if (tools) dropped.push(...tools.dropped);
    const denied = effectiveTools(a, 'disallowedTools');
    if (denied && (denied.kept.length || denied.dropped.length)) {
      values.disallowedTools = denied.kept;
      dropped.push(...denied.dropped);
    }
    for (const pair of a.root?.type === 'map' ? a.root.pairs : []) {
      if (['name', 'description', 'model', 'tools', 'disallowedTools', 'lints'].includes(pair.key)) continue;
      if (!AGENT_FIELDS.includes(pair.key)) continue; // unknown keys are not read (schema/unknown-field says so)
      if (a.pluginDistributed && PLUGIN_IGNORED_AGENT_FIELDS.includes(pair.key)) {
        dropped.push({ field: pair.key, written: pair.key, reason: 'ignored for plugin agents' });
        continue;
      }
      if (ignoredAt(pair.key)) {
        dropped.push({ field: pair.key, written: scalarText(pair.value) ?? pair.key, reason: 'an invalid value' });
        continue;
      }
      const v = pair.key === 'mcpServers' || pair.key === 'hooks' ? keysOf(pair.value) : LIST_FIELDS.has(pair.key) ? listOf(pair.value) : scalarText(pair.value);
      if (v !== undefined) values[pair.key] = v;
    }
    return { values, dropped };
  }
  // Skills and commands.
  if (unreadable) {
    const line = firstBodyLine(a);
    if (line !== undefined) values.description = line;
    return { values, dropped: [{ field: 'frontmatter', written: 'every field', reason: 'frontmatter is not readable' }] };
  }
  const desc = scalarString(getNode(a.root, 'description')) ?? firstBodyLine(a);
  if (desc !== undefined) values.description = oneLine(desc);
  const model = effectiveModel(getNode(a.root, 'model'));
  if (model) values.model = model;
  const allowed = effectiveTools(a, 'allowed-tools', true);
  if (allowed) {
    values['allowed-tools'] = allowed.kept;
    dropped.push(...allowed.dropped);
  }
  for (const pair of a.root?.type === 'map' ? a.root.pairs : []) {
    if (['name', 'description', 'model', 'allowed-tools', 'lints', 'metadata', 'license', 'compatibility'].includes(pair.key)) continue;
    if (!SKILL_FIELDS.includes(pair.key)) continue;
    if (ignoredAt(pair.key)) {
      dropped.push({ field: pair.key, written: scalarText(pair.value) ?? pair.key, reason: 'an invalid value' });
      continue;
    }
    const v = pair.key === 'hooks' ? keysOf(pair.value) : pair.key === 'paths' ? listOf(pair.value) : scalarText(pair.value);
    if (v !== undefined) values[pair.key] = v;
  }
  return { values, dropped };
}

function keysOf(node: TreeNode | null | undefined): string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'map') return node.pairs.map((p) => p.key);
  if (node.type === 'seq') return node.items.map((i) => (i.type === 'scalar' ? String(i.value) : i.type === 'map' ? i.pairs.map((p) => p.key).join(',') : '?'));
  return scalarText(node) === undefined ? undefined : [scalarText(node)!];
}

function listOf(node: TreeNode | null | undefined): string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'seq') return node.items.map((i) => scalarText(i) ?? '').filter(Boolean);
  const s = scalarText(node);
  return s === undefined ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean);
}

/** The name Claude Code registers an agent under: `name` (the file name when unreadable), `plugin:` before it in a plugin. */
export function claudeAgentName(a: Artifact, pluginName: string | undefined): string | undefined {
  const own = frontmatterUnreadable(a) ? (a.pluginDistributed ? a.path.slice(a.path.lastIndexOf('/') + 1).replace(/\.md$/i, '') : undefined) : scalarString(getPair(a.root, 'name')?.value);
  if (own === undefined) return undefined;
  return pluginName !== undefined && a.pluginDistributed ? `${pluginName}:${own}` : own;
}
