/**
 * Value-level agreement (issue 24): what Claude Code lists for every agent, skill and command of the
 * public corpora, placed as a project file and as a plugin file. One run per batch and kind: the
 * agents of a batch go to `.claude/agents/` and to the plugin `pl<batch>` (`--plugin-dir`), the skills
 * and commands likewise; a batch never holds two files that would be listed under the same name.
 * Each case records the run's layout (batch and paths), so the jest test lints the very same trees.
 *
 * The lists are read from the main request: "Available agent types for the Agent tool:"
 * (`- <name>: <description> (Tools: <tools>)`) and "The following skills are available for use
 * with the Skill tool:" (`- <dir>: <description>`, `- <dir> (<name>): <description>`, or `- <dir>`).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { artifactFiles, sha256 } from './parse-sets.mjs';
import { requestText, runClaude } from '../lib/runtime.mjs';

const AGENTS = 'Available agent types for the Agent tool:\n';
const SKILLS = 'The following skills are available for use with the Skill tool:\n';

/** The agent, skill and command files of a corpus, by the paths Claude Code would read them at. */
export function corpusFiles(dir) {
  if (basename(dir) === 'voltagent-subagents') {
    // Each category folder is a plugin whose agents lie beside its manifest.
    const out = [];
    const cats = join(dir, 'categories');
    for (const cat of readdirSync(cats).sort()) {
      const folder = join(cats, cat);
      for (const name of readdirSync(folder).sort()) {
        if (name.endsWith('.md') && name !== 'README.md') out.push({ rel: `categories/${cat}/${name}`, kind: 'agent' });
      }
    }
    return out;
  }
  return artifactFiles(dir);
}

/** The `name:` of a frontmatter as a line reader sees it (only to keep names apart in a batch). */
function nameOf(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const n = m && /^name:[ \t]*(.*?)[ \t]*$/m.exec(m[1]);
  const name = n ? n[1].replace(/^(["'])(.*)\1$/, '$2') : '';
  return name === '' ? null : name;
}

/**
 * How many files of a kind one run may list: Claude Code keeps the skill list (skills and commands) within a
 * budget and shows the entries past it without their description (seen with 181 corpus skills in one run).
 */
const PER_RUN = { agent: Infinity, skill: 30, command: 30 };

/** Where each file goes: its batch and the key it is listed under. */
export function layout(files) {
  const batches = []; // per batch: Set of keys used, per kind
  const counts = []; // per batch: files per kind
  return files.map((f) => {
    const file = basename(f.rel, '.md');
    const folder = f.rel.split('/').slice(-2)[0];
    const key = f.kind === 'agent' ? nameOf(f.text) ?? file : f.kind === 'skill' ? folder : file;
    const unit = f.kind === 'skill' ? folder : file; // the folder or file name on disk
    let b = 0;
    for (;; b++) {
      batches[b] ??= new Set();
      counts[b] ??= { agent: 0, skill: 0, command: 0 };
      if (counts[b][f.kind] < PER_RUN[f.kind] && !batches[b].has(`${f.kind}:key:${key}`) && !batches[b].has(`${f.kind}:unit:${unit}`)) break;
    }
    counts[b][f.kind]++;
    batches[b].add(`${f.kind}:key:${key}`);
    batches[b].add(`${f.kind}:unit:${unit}`);
    const plugin = `pl${b}`;
    const paths = f.kind === 'agent'
      ? { project: `.claude/agents/${unit}.md`, plugin: `${plugin}/agents/${unit}.md` }
      : f.kind === 'skill'
        ? { project: `.claude/skills/${unit}/SKILL.md`, plugin: `${plugin}/skills/${unit}/SKILL.md` }
        : { project: `.claude/commands/${unit}.md`, plugin: `${plugin}/commands/${unit}.md` };
    return { ...f, batch: b, key, unit, plugin, paths };
  });
}

/** Agent entries: each ends with ` (Tools: …)`; a description may run over several lines. */
export function agentEntries(text) {
  const at = text.indexOf(AGENTS);
  const out = new Map();
  if (at < 0) return out;
  let current = null;
  for (const line of text.slice(at + AGENTS.length).split('\n')) {
    if (current === null) {
      if (line.startsWith('When you launch')) break;
      if (!line.startsWith('- ')) continue;
      current = line.slice(2);
    } else current += `\n${line}`;
    const end = / \(Tools: (.*)\)$/.exec(current);
    if (!end) continue;
    const body = current.slice(0, end.index);
    const sep = body.indexOf(': ');
    const key = sep < 0 ? body.replace(/:$/, '') : body.slice(0, sep);
    out.set(key, { description: sep < 0 ? '' : body.slice(sep + 2), tools: end[1] });
    current = null;
  }
  return out;
}

/** Skill-list entries of the expected keys (`dir` or `plugin:dir`), with the name shown in parentheses. */
export function skillEntries(text, expected) {
  const at = text.indexOf(SKILLS);
  const out = new Map();
  if (at < 0) return out;
  let current = null;
  const startOf = (line) => {
    if (!line.startsWith('- ')) return null;
    const m = /^- ([^\s():]+(?::[^\s():]+)?)(?: \(([^)]*)\))?(?::(?: (.*))?)?$/s.exec(line);
    return m ? { key: m[1], name: m[2] ?? null, description: m[3] ?? '' } : null;
  };
  for (const line of text.slice(at + SKILLS.length).split('\n')) {
    if (line.startsWith("Today's date")) break;
    const s = startOf(line);
    if (s) {
      current = expected.has(s.key) ? s : null;
      if (current) out.set(s.key, current);
      continue;
    }
    if (current && line !== '') current.description += `\n${line}`;
  }
  for (const e of out.values()) e.description = e.description.replace(/\n+$/, '');
  return out;
}

/**
 * A description as compared (__tests__/oracle/claude-code/listing.test.ts does the same): the listing shows a `\n`
 * escape as a line break in some places and escapes `<` in others, so both become spaces and text.
 */
export function comparable(text) {
  return text.replace(/\\n/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

/** The files of the corpora that exist, each `{ corpus, rel, kind, text }`. */
export function corporaFiles(corpora) {
  const files = [];
  for (const [name, dir] of corpora) {
    if (!existsSync(dir)) continue;
    for (const f of corpusFiles(dir)) files.push({ ...f, corpus: name, text: readFileSync(join(dir, f.rel), 'utf8') });
  }
  return files;
}

/**
 * Record what Claude Code lists for each file (`{ corpus, rel, kind, text }`), as a project and as a plugin
 * file. A corpus file is recorded by path and sha256 (never a copy); a constructed one (`corpus` null) by its text.
 */
export async function listingProbe(files, { version, probe = 'listing', user = false } = {}) {
  const placed = layout(files);
  const batches = Math.max(0, ...placed.map((p) => p.batch)) + 1;
  const listed = new Map(); // `${kind}:${batch}` → { agents | skills }
  for (let b = 0; b < batches; b++) {
    for (const kind of ['agent', 'skill', 'command']) {
      const mine = placed.filter((p) => p.batch === b && p.kind === kind);
      if (mine.length === 0) continue;
      const tree = { [`pl${b}/.claude-plugin/plugin.json`]: `{"name":"pl${b}"}\n` };
      for (const p of mine) {
        tree[p.paths.project] = p.text;
        tree[p.paths.plugin] = p.text;
      }
      const run = await runClaude({ files: tree, prompt: 'hello', args: ['--plugin-dir', `pl${b}`], version, timeoutMs: 120_000 });
      const text = requestText(run.main);
      if (kind === 'agent') listed.set(`${kind}:${b}`, agentEntries(text));
      else listed.set(`${kind}:${b}`, skillEntries(text, new Set(mine.flatMap((p) => [p.key, `pl${b}:${p.key}`]))));
      if (user && kind === 'agent') {
        // The same agents as user agents (~/.claude/agents), alone in their run.
        const home = Object.fromEntries(mine.map((p) => [p.paths.project, p.text]));
        const urun = await runClaude({ homeFiles: home, prompt: 'hello', version, timeoutMs: 120_000 });
        listed.set(`user:${b}`, agentEntries(requestText(urun.main)));
      }
    }
  }
  const cases = placed.map((p) => {
    const entries = listed.get(`${p.kind}:${p.batch}`);
    // A corpus file's description is recorded by its sha256, like the file itself (never a copy).
    const at = (key) => {
      const e = entries.get(key);
      if (!e) return null;
      return p.corpus ? { ...e, description: `sha256:${sha256(comparable(e.description))}` } : e;
    };
    return {
      id: p.corpus ? `${p.corpus}/${p.rel}` : p.rel,
      kind: p.kind,
      ...(p.corpus ? { source: { path: p.rel, sha256: sha256(p.text) } } : { file: p.text }),
      layout: { batch: p.batch, plugin: p.plugin, project: p.paths.project, pluginPath: p.paths.plugin, key: p.key },
      verdict: {
        project: at(p.key),
        plugin: at(`${p.plugin}:${p.key}`),
        ...(user && p.kind === 'agent' ? { user: listed.get(`user:${p.batch}`).get(p.key) ?? null } : {}),
      },
    };
  });
  return { probe, batches, cases };
}
