/**
 * Value-level agreement with Claude Code (issue 24): for every recorded file, as a project file and as a
 * plugin file, what Claude Code 2.1.332 lists (loaded or not, the name, the description, the tools
 * `(Tools: …)`) equals agentlint's reading of the same file in the same tree: the values its rules
 * judge, and what its findings say about the file. Recorded by `npm run oracle -- --record`
 * (oracle/claude-code/listing.mjs, placements.mjs): oracle/claude-code/placements.json (constructs)
 * and listing.json (every agent, skill and command of the two public corpora, by path and sha256).
 */
import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import type { Artifact } from '../../../src/artifacts/model.js';
import { getPair } from '../../../src/artifacts/tree.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { lint } from '../../../src/engine/run.js';
import { toolEntries } from '../../../src/harnesses/claude-code/lib/tool-list.js';
import { describeWithCorpus } from '../../helpers/corpus.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface AgentEntry { description: string; tools: string }
interface SkillEntry { key: string; name: string | null; description: string }
interface ListingCase {
  id: string;
  kind: 'agent' | 'skill' | 'command';
  file?: string;
  source?: { path: string; sha256: string };
  layout: { batch: number; plugin: string; project: string; pluginPath: string; key: string };
  /** `user`: the agent as a user agent (~/.claude/agents); agentlint reads it as the project file. */
  verdict: { project: AgentEntry | SkillEntry | null; plugin: AgentEntry | SkillEntry | null; user?: AgentEntry | null };
}
interface Golden { claudeCode: string; cases: ListingCase[] }

const DIR = join(process.cwd(), 'oracle/claude-code');
const load = (name: string): Golden => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Golden;
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

/** Findings that say Claude Code does not load the file at all. */
const NOT_LOADED = /never loads|skips the file|does not load this (agent|skill|command)|is never loaded|Claude Code does not load/;
/** Findings that say the description is dropped. */
const DESCRIPTION_DROPPED = /value is dropped|drops it\b/;

/** What the listing shows of a description, compared loosely: `\n` escapes and newlines as spaces, HTML entities undone. */
function normal(text: string): string {
  return text.replace(/\\n/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

/** The text of a scalar (a number or boolean as YAML writes it); undefined for none, null or a list or map. */
function scalarText(a: Artifact, key: string): string | undefined {
  const v = getPair(a.root, key)?.value;
  if (!v || v.type !== 'scalar' || v.value === null) return undefined;
  return String(v.value);
}

interface Placed { c: ListingCase; placement: 'project' | 'plugin' | 'user'; path: string }

/** Every difference between the listing and agentlint's reading of one file in one placement. */
function differences(p: Placed, a: Artifact | undefined, findings: Diagnostic[]): string[] {
  const { c, placement } = p;
  const listed = c.verdict[placement];
  const out: string[] = [];
  const say = (what: string) => out.push(`${c.id} as ${placement} ${c.kind}: ${what}`);
  const notLoaded = findings.filter((d) => NOT_LOADED.test(d.message));
  if (listed && notLoaded.length > 0) say(`Claude Code lists it, agentlint says ${notLoaded.map((d) => `${d.kind} "${d.message}"`).join('; ')}`);
  if (!listed) {
    if (c.kind === 'agent' && notLoaded.length === 0) say(`Claude Code does not list it, agentlint says nothing of that (${findings.map((d) => d.kind).join(', ') || 'no finding'})`);
    if (c.kind !== 'agent' && findings.length === 0) say('Claude Code does not offer it to the model, agentlint has no finding');
    return out;
  }
  if (!a) {
    say('agentlint did not read the file as this kind');
    return out;
  }
  const file = c.layout.project.split('/').pop()!.replace(/\.md$/, '');
  const unit = c.kind === 'skill' ? c.layout.project.split('/').slice(-2)[0]! : file;
  const prefix = placement === 'plugin' ? `${c.layout.plugin}:` : '';
  const name = scalarText(a, 'name');
  const written = scalarText(a, 'description');
  if (c.kind === 'agent') {
    const entry = listed as AgentEntry;
    // Listed under the name agentlint read (a plugin agent without one under its file name).
    const expectedKey = `${prefix}${name !== undefined && name !== '' ? name : file}`;
    if (`${prefix}${c.layout.key}` !== expectedKey) say(`listed as \`${prefix}${c.layout.key}\`, agentlint reads the name \`${expectedKey}\``);
    const tools = getPair(a.root, 'tools')?.value;
    const entries = tools ? toolEntries(a.file, tools, false).map((e) => e.text) : [];
    const shown = entries.length === 0 ? 'All tools' : entries.join(', ');
    if (shown !== entry.tools) say(`tools listed as \`${entry.tools}\`, agentlint reads \`${shown}\``);
    const fallback = placement === 'plugin' && (written === undefined || written.trim() === '');
    const expected = fallback ? `Agent from ${c.layout.plugin} plugin` : written;
    if (expected !== undefined) compareDescription(c, entry.description, expected, say);
  } else {
    const entry = listed as SkillEntry;
    const shownName = entry.name === null ? unit : entry.name.slice(prefix.length);
    // A project command is listed under its file name alone; elsewhere a `name` shows in parentheses.
    const readName = name !== undefined && name !== '' ? name : unit;
    if (!(c.kind === 'command' && placement === 'project') && shownName !== readName) say(`listed with the name \`${shownName}\`, agentlint reads \`${readName}\``);
    if (written !== undefined && written.trim() !== '') compareDescription(c, entry.description, written, say);
  }
  const dropped = findings.filter((d) => d.span.jsonPath === '$.frontmatter.description' && DESCRIPTION_DROPPED.test(d.message));
  if (dropped.length > 0 && written !== undefined && !('tools' in listed && listed.description.startsWith('Agent from '))) {
    say(`agentlint says the description is dropped (${dropped.map((d) => d.kind).join(', ')}), Claude Code shows it`);
  }
  return out;
}

function compareDescription(c: ListingCase, shown: string, expected: string, say: (w: string) => void): void {
  const corpus = c.source !== undefined;
  if (corpus ? shown !== `sha256:${sha256(normal(expected))}` : normal(shown) !== normal(expected)) {
    say(`description listed ${corpus ? `(${shown.slice(0, 19)}…)` : `\`${shown}\``}, agentlint reads \`${expected.slice(0, 200)}\``);
  }
}

/** Lint each batch's tree as the probe laid it out and collect every difference. */
function compareAll(golden: Golden, textOf: (c: ListingCase) => string): string[] {
  const out: string[] = [];
  const batches = new Map<string, ListingCase[]>();
  for (const c of golden.cases) {
    const key = `${c.layout.batch}:${c.kind}`;
    batches.set(key, [...(batches.get(key) ?? []), c]);
  }
  for (const cases of batches.values()) {
    const plugin = cases[0]!.layout.plugin;
    const files: Record<string, string> = { [`${plugin}/.claude-plugin/plugin.json`]: `{"name":"${plugin}"}\n` };
    for (const c of cases) files[c.layout.project] = files[c.layout.pluginPath] = textOf(c);
    const root = writeTree(files);
    try {
      const result = lint({ root, harnesses: ['claude-code'] });
      const artifacts = new Map(discover(root).project.artifacts.filter((a) => a.harness === 'claude-code' || a.harness === undefined).map((a) => [`${a.path}\0${a.kind}`, a]));
      for (const c of cases) {
        for (const placement of ['project', 'plugin', 'user'] as const) {
          if (placement === 'user' && c.verdict.user === undefined) continue;
          const path = placement === 'plugin' ? c.layout.pluginPath : c.layout.project;
          const findings = result.diagnostics.filter((d) => d.span.path === path);
          out.push(...differences({ c, placement, path }, artifacts.get(`${path}\0${c.kind}`), findings));
        }
      }
    } finally {
      removeTree(root);
    }
  }
  return out;
}

describe('agentlint reads every constructed file as Claude Code lists it, in both placements', () => {
  const golden = load('placements.json');
  test('recorded on the pinned release, agents also as user agents', () => {
    expect(golden.claudeCode).toBe(JSON.parse(readFileSync('oracle/pins.json', 'utf8'))['claude-code'].version);
    expect(golden.cases.length).toBeGreaterThanOrEqual(100);
    expect(golden.cases.filter((c) => c.kind === 'agent').every((c) => c.verdict.user !== undefined)).toBe(true);
  });
  test('no difference', () => {
    expect(compareAll(golden, (c) => c.file!)).toEqual([]);
  });
});

describeWithCorpus('agentlint reads every corpus file as Claude Code lists it, in both placements', (corpus) => {
  const golden = load('listing.json');
  const roots: Record<string, string> = { 'wshobson-agents': corpus, 'voltagent-subagents': join(corpus, '..', 'voltagent-subagents') };
  test('both corpora recorded', () => {
    expect(golden.cases.filter((c) => c.id.startsWith('voltagent-subagents/')).length).toBeGreaterThanOrEqual(100);
    expect(golden.cases.filter((c) => c.id.startsWith('wshobson-agents/')).length).toBeGreaterThanOrEqual(400);
  });
  test('no difference', () => {
    const textOf = (c: ListingCase) => {
      const text = readFileSync(join(roots[c.id.split('/')[0]!]!, c.source!.path), 'utf8');
      // A changed corpus file needs a new recording (npm run oracle -- --record).
      expect([c.id, sha256(text)]).toEqual([c.id, c.source!.sha256]);
      return text;
    };
    expect(compareAll(golden, textOf)).toEqual([]);
  });
});
