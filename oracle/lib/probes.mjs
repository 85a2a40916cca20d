/**
 * Every probe the runner (oracle/index.mjs) knows, with the golden files it writes: the one list the runner's lanes,
 * the digests (digest.mjs), `--latest` and `--bump` read.
 *
 * A probe: `entry` (the script under oracle/ and its arguments, as `node oracle/<entry> [--check]` runs it),
 * `harness` (its pin in pins.json), `goldens` (the recorded files it writes, under oracle/), `lane` (0–2: the
 * probes run in three lanes side by side, balanced by measured time), `mutations` (a mutation probe: `--no-mutations`
 * leaves it out), and how to observe only part of it:
 * - `cases: true`: it takes `--cases=<id>|<id>…` (recordOrCheck in cases.mjs, or its own) and observes only those
 *   cases, the others keep their record;
 * - `sets: true`: it takes `--sets=<name>,…` (the golden files' base names) and re-observes only those sets;
 * - neither: a changed digest re-runs it whole.
 * `alsoReads`: repository files or folders it hands the harness, part of its digest (digest.mjs).
 * `needsCorpus`: golden files whose inputs are the shared corpus (../shared, AGENTLINT_CORPUS): without it they
 * are not re-observed (a line says so).
 */
export const PROBES = [
  { entry: 'claude-code/parse-probe.mjs', harness: 'claude-code', lane: 0, sets: true, needsCorpus: ['claude-code/corpus.json', 'claude-code/listing.json'],
    goldens: ['claude-code/constructs.json', 'claude-code/fixtures.json', 'claude-code/corpus.json', 'claude-code/placements.json', 'claude-code/listing.json'] },
  { entry: 'claude-code/validator-inventory.mjs', harness: 'claude-code', lane: 0, goldens: ['claude-code/validator-inventory.json'] },
  { entry: 'claude-code/rules-probe.mjs', harness: 'claude-code', lane: 0, cases: true,
    goldens: ['claude-code/plugin-parts.json', 'claude-code/rules-marketplace.json', 'claude-code/rules-mcp.json', 'claude-code/rules-runtime.json', 'claude-code/rules-shell.json', 'claude-code/rules-validate.json', 'claude-code/rules-validator-sweep.json'] },
  { entry: 'claude-code/settings-probe.mjs', harness: 'claude-code', lane: 0, cases: true, goldens: ['claude-code/harness-settings.json'] },
  { entry: 'claude-code/memory-probe.mjs', harness: 'claude-code', lane: 0, cases: true, goldens: ['claude-code/harness-memory.json'] },
  { entry: 'claude-code/hook-runs-probe.mjs', harness: 'claude-code', lane: 0, cases: true, goldens: ['claude-code/hook-runs.json'] },
  { entry: 'in-agent.mjs claude-code', harness: 'claude-code', lane: 0, cases: true, goldens: ['claude-code/in-agent.json'], alsoReads: ['.claude-plugin/marketplace.json', 'plugins/agentlint'] },
  { entry: 'hidden-content.mjs claude-code', harness: 'claude-code', lane: 0, cases: true, goldens: ['claude-code/hidden-content.json'] },
  { entry: 'kilo-code/probe.mjs', harness: 'kilo-code', lane: 0, cases: true, goldens: ['kilo-code/cases.json'] },
  { entry: 'cline/probe.mjs', harness: 'cline', lane: 0, cases: true, goldens: ['cline/cases.json'] },
  { entry: 'claude-code/mutations-probe.mjs', harness: 'claude-code', lane: 0, mutations: true, goldens: ['claude-code/mutations.json'] },
  { entry: 'gemini/mutations.mjs', harness: 'gemini', lane: 0, mutations: true, goldens: ['gemini/mutations.json'] },
  { entry: 'kilo-code/probe.mjs --mutations', harness: 'kilo-code', lane: 0, mutations: true, goldens: ['kilo-code/mutations.json'] },

  { entry: 'copilot/probe.mjs', harness: 'copilot', lane: 1, cases: true, goldens: ['copilot/cases.json'] },
  { entry: 'in-agent.mjs copilot', harness: 'copilot', lane: 1, cases: true, goldens: ['copilot/in-agent.json'], alsoReads: ['.github/plugin', 'plugin/copilot'] },
  { entry: 'hidden-content.mjs copilot', harness: 'copilot', lane: 1, cases: true, goldens: ['copilot/hidden-content.json'] },
  { entry: 'codex/probe.mjs', harness: 'codex', lane: 1, cases: true, goldens: ['codex/cases.json'] },
  { entry: 'codex/marketplace.mjs', harness: 'codex', lane: 1, goldens: ['codex/marketplace.json'] },
  { entry: 'qwen-code/probe.mjs', harness: 'qwen-code', lane: 1, cases: true, goldens: ['qwen-code/cases.json'] },
  { entry: 'auggie/probe.mjs', harness: 'auggie', lane: 1, cases: true, goldens: ['auggie/cases.json'] },
  { entry: 'copilot/probe.mjs --mutations', harness: 'copilot', lane: 1, mutations: true, goldens: ['copilot/mutations.json'] },
  { entry: 'codex/mutations.mjs', harness: 'codex', lane: 1, mutations: true, goldens: ['codex/mutations.json'] },
  { entry: 'qwen-code/mutations.mjs', harness: 'qwen-code', lane: 1, mutations: true, goldens: ['qwen-code/mutations.json'] },
  { entry: 'opencode/file-mutations.mjs', harness: 'opencode', lane: 1, mutations: true, goldens: ['opencode/mutations-files.json'] },

  { entry: 'gemini/probe.mjs', harness: 'gemini', lane: 2, cases: true, goldens: ['gemini/cases.json'] },
  { entry: 'in-agent.mjs gemini', harness: 'gemini', lane: 2, cases: true, goldens: ['gemini/in-agent.json'], alsoReads: ['gemini-extension.json', 'hooks/hooks.json', 'plugin/gemini'] },
  { entry: 'hidden-content.mjs gemini', harness: 'gemini', lane: 2, cases: true, goldens: ['gemini/hidden-content.json'] },
  { entry: 'opencode/probe.mjs', harness: 'opencode', lane: 2, cases: true, goldens: ['opencode/cases.json'] },
  { entry: 'amp/probe.mjs', harness: 'amp', lane: 2, cases: true, goldens: ['amp/cases.json'] },
  { entry: 'droid/probe.mjs', harness: 'droid', lane: 2, cases: true, goldens: ['droid/cases.json'] },
  { entry: 'opencode/mutations.mjs', harness: 'opencode', lane: 2, mutations: true, goldens: ['opencode/mutations.json'] },
  { entry: 'cline/mutations.mjs', harness: 'cline', lane: 2, mutations: true, goldens: ['cline/mutations.json'] },
  { entry: 'amp/probe.mjs --mutations', harness: 'amp', lane: 2, mutations: true, goldens: ['amp/mutations.json'] },
];

/** The script of a probe entry (`in-agent.mjs gemini` → `in-agent.mjs`) and its arguments. */
export const scriptOf = (entry) => entry.split(' ')[0];
export const argsOf = (entry) => entry.split(' ').slice(1);

/** The arguments that make `probe` observe only `ids` (case ids) or `sets` (golden files); undefined: run it whole. */
export function filterArgs(probe, { ids, goldens }) {
  if (goldens && probe.sets) return [`--sets=${goldens.map((g) => g.split('/').pop().replace(/\.json$/, '')).join(',')}`];
  if (ids && probe.cases) return [`--cases=${ids.join('|')}`];
  return undefined;
}
