#!/usr/bin/env node
// Marketplace probe for OpenAI Codex CLI (pinned in oracle/pins.json): what Codex does with each form of an entry of a
// repository marketplace (`.agents/plugins/marketplace.json`) and with a plugin folder it points at. Each case is one
// trusted git project whose marketplace lists a valid plugin `good` and the entry under test; `codex plugin
// marketplace add ./` then `codex plugin list` tells:
//  - `marketplace-fails`: the marketplace does not load (an "invalid marketplace file" error; nothing is listed, not
//    even `good`);
//  - `skipped`: `good` is listed, the entry is not;
//  - `listed`: both are listed. A listed local entry is then installed (`codex plugin add`): `add-fails` with the error.
// The `default-skills` case installs a plugin whose manifest names no `skills` and lists the skills Codex exposes
// (`codex debug prompt-input`): its `skills/` folder is read by default.
// Golden file: oracle/codex/marketplace.json.
//
//   node oracle/codex/marketplace.mjs            # record
//   node oracle/codex/marketplace.mjs --check    # exit 1 when an outcome differs from the record
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { boundedProcess } from '../lib/runtime.mjs';
import { ensureHarness, pin } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = pin('codex').version;
const GOLDEN = join(ROOT, 'oracle/codex/marketplace.json');
const check = process.argv.includes('--check');
const { bin: CODEX } = ensureHarness('codex');

const GOOD = { name: 'good', source: { source: 'local', path: './plugins/good' }, policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' }, category: 'Productivity' };
const SKILL = (n) => `---\nname: ${n}\ndescription: Say ${n}\n---\nHi\n`;
const BASE_FILES = {
  'plugins/good/.codex-plugin/plugin.json': JSON.stringify({ name: 'good', version: '1.0.0', skills: './skills/' }),
  'plugins/good/skills/hello/SKILL.md': SKILL('hello'),
  'plugins/other/.codex-plugin/plugin.json': JSON.stringify({ name: 'other', version: '1.0.0' }),
  'plugins/other/skills/bye/SKILL.md': SKILL('bye'),
  'plugins/bare/README.md': 'no manifest\n',
  'plugins/missing-skills/.codex-plugin/plugin.json': JSON.stringify({ name: 'other', version: '1.0.0', skills: './nothere/' }),
  'plugins/missing-skills/skills/bye/SKILL.md': SKILL('bye'),
};
const local = (path) => ({ source: 'local', path });

/** Each case: the entry listed after `good` (or a whole marketplace), and the plugin name to look for. */
export const CASES = [
  { id: 'entry-valid-local', entry: { name: 'other', source: local('./plugins/other') } },
  { id: 'entry-string-source', entry: { name: 'other', source: './plugins/other' } },
  { id: 'entry-path-without-dot-slash', entry: { name: 'other', source: local('plugins/other') } },
  { id: 'entry-path-leaves-root', entry: { name: 'other', source: local('./../other') } },
  { id: 'entry-path-empty', entry: { name: 'other', source: local('./') } },
  { id: 'entry-path-no-manifest', entry: { name: 'other', source: local('./plugins/bare') } },
  { id: 'entry-path-missing', entry: { name: 'other', source: local('./plugins/nothere') } },
  { id: 'entry-name-differs-from-manifest', entry: { name: 'other', source: local('./plugins/good') } },
  { id: 'entry-git-subdir', entry: { name: 'other', source: { source: 'git-subdir', url: 'https://example.com/x.git', path: 'plugins/a' } } },
  { id: 'entry-url', entry: { name: 'other', source: { source: 'url', url: 'https://example.com/x.git' } } },
  { id: 'entry-github-repo', entry: { name: 'other', source: { source: 'github', repo: 'o/r' } } },
  { id: 'entry-name-with-space', entry: { name: 'other one', source: local('./plugins/good') }, look: 'other one' },
  { id: 'entry-name-missing', entry: { source: local('./plugins/other') } },
  { id: 'entry-source-missing', entry: { name: 'other' } },
  { id: 'entry-category-number', entry: { name: 'other', source: local('./plugins/other'), category: 5 } },
  { id: 'entry-installation-unknown', entry: { name: 'other', source: local('./plugins/other'), policy: { installation: 'MAYBE' } } },
  { id: 'entry-authentication-unknown', entry: { name: 'other', source: local('./plugins/other'), policy: { authentication: 'NEVER' } } },
  { id: 'entry-local-path-missing', entry: { name: 'other', source: { source: 'local' } } },
  { id: 'entry-local-path-number', entry: { name: 'other', source: { source: 'local', path: 5 } } },
  { id: 'entry-source-number', entry: { name: 'other', source: 5 } },
  { id: 'entry-policy-string', entry: { name: 'other', source: local('./plugins/other'), policy: 'AVAILABLE' } },
  { id: 'entry-not-object', entry: 'other' },
  { id: 'entry-npm-source', entry: { name: 'other', source: { source: 'npm', package: 'other' } } },
  { id: 'entry-manifest-skills-missing', entry: { name: 'other', source: local('./plugins/missing-skills') } },
  { id: 'entry-unknown-key', entry: { name: 'other', source: local('./plugins/other'), featured: true } },
  { id: 'entry-not-available', entry: { name: 'other', source: local('./plugins/other'), policy: { installation: 'NOT_AVAILABLE' } } },
  { id: 'marketplace-name-missing', market: { plugins: [GOOD] } },
  { id: 'marketplace-plugins-missing', market: { name: 'mk' } },
];

async function run(args, cwd, env) {
  const r = await boundedProcess(CODEX, args, { cwd, env });
  return { exit: r.code, text: `${r.stderr}\n${r.stdout}` };
}

async function inProject(files, fn) {
  const home = mkdtempSync(join(tmpdir(), 'codex-mk-home-'));
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'codex-mk-')));
  try {
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    mkdirSync(join(home, '.codex'));
    writeFileSync(join(home, '.codex/config.toml'), `[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`);
    return await fn(dir, { PATH: process.env.PATH, HOME: home, CODEX_HOME: join(home, '.codex') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  }
}

const firstError = (text, dir) => (text.split('\n').find((l) => /^Error/.test(l)) ?? '').split(dir).join('.').replace(/ at line \d+ column \d+/, '').trim();

async function observe(c) {
  const market = c.market ?? { name: 'mk', plugins: [GOOD, c.entry] };
  const files = { ...BASE_FILES, '.agents/plugins/marketplace.json': JSON.stringify(market, null, 2) };
  return inProject(files, async (dir, env) => {
    const added = await run(['plugin', 'marketplace', 'add', './'], dir, env);
    const list = await run(['plugin', 'list'], dir, env);
    const rows = list.text.split('\n').map((l) => l.split(/\s{2,}/)[0]);
    const look = `${c.look ?? 'other'}@mk`;
    const isObject = c.entry && typeof c.entry === 'object';
    if (!rows.includes('good@mk')) return { outcome: 'marketplace-fails', evidence: firstError(added.text, dir) || firstError(list.text, dir) || 'nothing listed' };
    if (!c.entry) return { outcome: 'listed', evidence: '`good@mk` is listed' };
    if (!rows.includes(look)) return { outcome: 'skipped', evidence: `\`good@mk\` is listed, \`${look}\` is not` };
    const isLocal = isObject && (typeof c.entry.source === 'string' || c.entry.source?.source === 'local');
    if (!isLocal) return { outcome: 'listed', evidence: `\`${look}\` is listed` };
    const add = await run(['plugin', 'add', look], dir, env);
    if (add.exit !== 0) return { outcome: 'add-fails', evidence: `listed; \`codex plugin add\`: ${firstError(add.text, dir)}` };
    const p = await run(['debug', 'prompt-input', 'hi'], dir, env);
    const skills = [...p.text.matchAll(new RegExp(`- (${c.look ?? 'other'}:[a-z-]+): Say`, 'g'))].map((m) => m[1]);
    return { outcome: 'listed', evidence: `\`${look}\` is listed and installs; ${skills.length ? `its skills: ${skills.map((x) => `\`${x}\``).join(', ')}` : 'no skill of it is listed'}` };
  });
}

const AP = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
/**
 * Plugins read through their manifests: each case is one plugin folder (`plugins/p`, listed as `p`) holding
 * `skills/sum/SKILL.md`; `codex plugin add` installs it (or fails), then the skills Codex lists and the version
 * folder of the install tell which manifest it read.
 */
export const PLUGIN_CASES = [
  { id: 'agent-plugin-root-manifest', files: { 'plugin.json': { $schema: AP, name: 'p', version: '1.0.0' } } },
  { id: 'agent-plugin-without-schema', files: { 'plugin.json': { name: 'p', version: '1.0.0' } } },
  { id: 'agent-plugin-name-uppercase', entry: 'P', files: { 'plugin.json': { $schema: AP, name: 'P', version: '1.0.0' } } },
  { id: 'agent-plugin-other-schema-version', files: { 'plugin.json': { $schema: 'https://agent-plugins.org/schemas/9.0.0/plugin.schema.json', name: 'p', version: '1.0.0' } } },
  { id: 'agent-plugin-unknown-field', files: { 'plugin.json': { $schema: AP, name: 'p', version: '1.0.0', skills: './other/' } } },
  { id: 'agent-plugin-skill-name-differs', skillName: 'other-name', files: { 'plugin.json': { $schema: AP, name: 'p', version: '1.0.0' } } },
  { id: 'agent-plugin-beside-codex-manifest', files: { 'plugin.json': { $schema: AP, name: 'p', version: '1.0.0' }, '.codex-plugin/plugin.json': { name: 'p', version: '2.0.0' } } },
  { id: 'codex-manifest-beside-undeclared-plugin-json', files: { 'plugin.json': { name: 'p', version: '1.0.0' }, '.codex-plugin/plugin.json': { name: 'p', version: '2.0.0' } } },
];

async function observePlugin(c) {
  const entry = c.entry ?? 'p';
  const files = {
    '.agents/plugins/marketplace.json': JSON.stringify({ name: 'mk', plugins: [{ name: entry, source: './plugins/p' }] }),
    'plugins/p/skills/sum/SKILL.md': SKILL(c.skillName ?? 'sum'),
    ...Object.fromEntries(Object.entries(c.files).map(([k, v]) => [`plugins/p/${k}`, JSON.stringify(v)])),
  };
  return inProject(files, async (dir, env) => {
    await run(['plugin', 'marketplace', 'add', './'], dir, env);
    const add = await run(['plugin', 'add', `${entry}@mk`], dir, env);
    if (add.exit !== 0) return { id: c.id, plugin: c.files, outcome: 'add-fails', evidence: `\`codex plugin add\`: ${firstError(add.text, dir)}` };
    const version = /cache\/mk\/[^/]+\/([^\s/]+)/.exec(add.text)?.[1];
    const p = await run(['debug', 'prompt-input', 'hi'], dir, env);
    const skill = new RegExp(`- (${entry}:[a-z-]+): Say`).exec(p.text)?.[1];
    return { id: c.id, plugin: c.files, outcome: skill ? 'loads' : 'no-skills', evidence: `installed as version \`${version}\`; ${skill ? `its skill is listed as \`${skill}\`` : 'no skill of it is listed'}` };
  });
}

async function defaultSkills() {
  const files = {
    '.agents/plugins/marketplace.json': JSON.stringify({ name: 'mk', plugins: [{ name: 'dflt', source: './plugins/dflt' }] }),
    'plugins/dflt/.codex-plugin/plugin.json': JSON.stringify({ name: 'dflt', version: '1.0.0' }),
    'plugins/dflt/skills/hey/SKILL.md': SKILL('hey'),
  };
  return inProject(files, async (dir, env) => {
    await run(['plugin', 'marketplace', 'add', './'], dir, env);
    await run(['plugin', 'add', 'dflt@mk'], dir, env);
    const p = await run(['debug', 'prompt-input', 'hi'], dir, env);
    const listed = p.text.includes('- dflt:hey: Say hey');
    return { id: 'plugin-default-skills', outcome: listed ? 'loads' : 'ignores', evidence: listed ? 'a manifest without `skills`: `dflt:hey` (under `skills/`) is listed' : '`dflt:hey` is not listed' };
  });
}

const started = Date.now();
const cases = [];
for (const c of CASES) cases.push({ id: c.id, ...(c.entry ? { entry: c.entry } : { marketplace: c.market }), ...(await observe(c)) });
cases.push(await defaultSkills());
for (const c of PLUGIN_CASES) cases.push(await observePlugin(c));
const seconds = Math.round((Date.now() - started) / 1000);
if (check) {
  const old = JSON.parse(readFileSync(GOLDEN, 'utf8'));
  const was = new Map(old.cases.map((c) => [c.id, c.outcome]));
  const diffs = cases.filter((c) => was.get(c.id) !== c.outcome);
  for (const d of diffs) console.log(`DIFF ${d.id}: recorded ${was.get(d.id)}, observed ${d.outcome} (${d.evidence})`);
  console.log(`checked ${cases.length} Codex marketplace cases in ${seconds} s: ${diffs.length} difference(s)`);
  process.exit(diffs.length ? 1 : 0);
}
writeFileSync(GOLDEN, `${JSON.stringify({ harness: 'codex', version: VERSION, probe: 'oracle/codex/marketplace.mjs', cases }, null, 2)}\n`);
console.log(`recorded ${cases.length} Codex marketplace cases in ${seconds} s`);
