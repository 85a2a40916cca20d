/**
 * Every message `claude plugin validate` printed in the recorded runs (issue 19's validator sweep, from the outside):
 * the validate cases (rules-validate.json, plugin-parts.json) and the mutation probe (mutations.json). Each distinct
 * message, its numbers and quoted names made generic, is a row of docs/harnesses/claude-code-validator.md with the
 * agentlint rules that report the first case it was seen in. A message no rule reports fails this test, unless it is
 * in NOT_REPORTED with the reason. `npm run docs` rewrites the page (UPDATE_DOCS=1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Seen { message: string; level: string; path: string; file: string; files: Record<string, string>; caseId: string }
const DIR = 'oracle/claude-code';
const PAGE = 'docs/harnesses/claude-code-validator.md';

/** A message with its quoted values and numbers made generic, so one check's messages are one row. */
const pattern = (m: string) => m.replace(/'[^']*'|"[^"]*"|`[^`]*`|\d+(\.\d+)?/g, '…').replace(/\s+/g, ' ').trim();

function seen(): Seen[] {
  const out: Seen[] = [];
  for (const f of ['rules-validate.json', 'plugin-parts.json', 'rules-validator-sweep.json']) {
    const cases = (JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as { cases: Array<{ id: string; kind: string; files: Record<string, string>; observed: { messages?: Array<{ file: string; level: string; path: string; message: string }> } }> }).cases;
    for (const c of cases) for (const m of c.observed.messages ?? []) out.push({ ...m, files: c.files, caseId: `${f.replace('.json', '')}: ${c.id}` });
  }
  const mutations = (JSON.parse(readFileSync(`${DIR}/mutations.json`, 'utf8')) as { cases: Array<{ id: string; kind: string; files: Record<string, string>; target: string; outcome: string; evidence: string }> }).cases;
  for (const c of mutations) {
    if (c.kind === 'settings') continue; // the settings loader's messages, not the validator's
    const e = c.evidence.replace(/^validate: /, '').replace(/^warnings only: /, '').replace(/; listed .*$|; not in .*$/, '');
    const m = /^([\w$.[\]-]+): (.+)$/.exec(e);
    if (!m || /^(no message|rules-runtime\.json|batch)/.test(e)) continue;
    out.push({ message: m[2]!, level: c.outcome === 'rejects' ? 'error' : 'warning', path: m[1]!, file: c.target, files: c.files, caseId: `mutations: ${c.id}` });
  }
  return out;
}

/**
 * Messages no rule reports, on purpose: the validator's advice about metadata agentlint reports under another name, or
 * checks that concern only the Claude.ai marketplace sync. Each with its reason (shown in the page).
 */
const ON_THE_PLUGIN_JSON =
  'the marketplace entry\'s plugin.json does not parse: agentlint reports it on that plugin.json (`schema/json-invalid`), where the mistake is (rules-validator-sweep.json `entry version beside a plugin.json that does not parse`)';
const NOT_REPORTED: Record<string, string> = {
  "agent: A plugin's … setting is deprecated and will stop applying in a future release. Tell people to set … in their own settings or pass --agent.":
    "a note (validate's advice, not an error or a warning) that a setting still in effect is deprecated: Claude Code 2.1.332 keeps a plugin's `agent` (plugin-parts.json `plugin settings.json: only agent is kept`), so agentlint does not report it until a release stops applying it",
  'types ./types.d.ts declares on $: nothing (no EngineInterface member)': "a note on the plugin's hooks-module types contract, which agentlint does not read (see the inventory's hooks-module family)",
  'The file is not a regular file (a symlink, a FIFO, a directory) and was not read — MCP server files are read without following symlinks and are capped at … bytes. The plugin loader has neither limit, so validate the real file separately.':
    'the validator\'s note on the folder it could not read as a file; the mistake, a manifest path naming a folder, is reported on plugin.json (`plugin/component-paths`, rules-validator-sweep.json `mcpServers names a folder ending in .json`)',
  'Invalid JSON syntax: JSON Parse error: Property name must be a string literal': ON_THE_PLUGIN_JSON,
  'Could not parse a/.claude-plugin/plugin.json for version cross-check: JSON Parse error: Property name must be a string literal': ON_THE_PLUGIN_JSON,
  'No description in frontmatter. A description helps users and Claude understand when to use this command.':
    'a command without `description` is listed with the first line of its body instead (documented: https://docs.claude.com/en/docs/claude-code/slash-commands, the frontmatter table: "Default: Uses the first line from the prompt"); the mutation probe recorded the command as listed (`command:/description:remove`, accepted)',
};

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function rulesFor(s: Seen): string[] {
  const root = writeTree(s.files);
  roots.push(root);
  const r = lint({ root });
  return [...new Set([...r.diagnostics, ...r.suppressed].filter((d) => d.span.path === s.file).map((d) => d.kind))].sort();
}

describe('every message claude plugin validate printed in a recorded run', () => {
  const rows = new Map<string, { levels: Set<string>; example: Seen; count: number }>();
  for (const s of seen()) {
    const key = pattern(s.message);
    const row = rows.get(key) ?? { levels: new Set<string>(), example: s, count: 0 };
    row.levels.add(s.level);
    row.count++;
    rows.set(key, row);
  }
  const table = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, row]) => ({ key, ...row, rules: rulesFor(row.example) }));

  it('each message is reported by a rule on the file of its first recorded case, or is deliberately not reported', () => {
    const missing = table.filter((r) => r.rules.length === 0 && !(r.key in NOT_REPORTED)).map((r) => `${r.key} (${r.example.caseId})`);
    expect(missing).toEqual([]);
  });

  it(`is listed in ${PAGE}`, () => {
    const esc = (t: string) => t.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const text = [
      '# What `claude plugin validate` said in the recorded runs, and the rule that reports it',
      '',
      `Generated by \`npm run docs\` from the Claude Code goldens (\`${DIR}/rules-validate.json\`, \`plugin-parts.json\`,`,
      '`rules-validator-sweep.json`, `mutations.json`; `__tests__/oracle/claude-code/validator-messages.test.ts`). Each row is one message of the pinned',
      "`claude plugin validate`, its quoted values and numbers shown as `…`; the rules are those agentlint reports on the",
      'file of the first recorded case that printed it. The test fails when a message has no rule and no reason.',
      '',
      "The binary's own list of message texts, and which of them no recorded run printed yet, is",
      '[claude-code-validator-inventory.md](claude-code-validator-inventory.md).',
      '',
      `${table.length} distinct messages, ${table.reduce((n, r) => n + r.count, 0)} sightings.`,
      '',
      '| message | validator level | seen | first case | agentlint |',
      '|---|---|---:|---|---|',
      ...table.map((r) => `| ${esc(r.key)} | ${[...r.levels].sort().join(', ')} | ${r.count} | ${esc(r.example.caseId)} | ${r.rules.length ? r.rules.map((k) => `\`${k}\``).join(', ') : `not reported: ${esc(NOT_REPORTED[r.key] ?? '')}`} |`),
      '',
    ].join('\n');
    if (process.env.UPDATE_DOCS === '1') writeFileSync(PAGE, text);
    expect(existsSync(PAGE) ? readFileSync(PAGE, 'utf8') : `(missing ${PAGE})`).toBe(text);
  });
});

/**
 * The validator's own message texts (oracle/claude-code/validator-inventory.json, read from the pinned binary by
 * oracle/claude-code/validator-inventory.mjs): each is printed in a recorded case (and so is a row above, with its rule), or
 * belongs to a family agentlint deliberately leaves to the validator (the reason below), or is still to be triggered by
 * a case. The page lists all three; the test pins the count of the last so the backlog only shrinks on purpose.
 */
const FAMILIES: Array<{ re: RegExp; reason: string }> = [
  { re: /is not a shipped file, a declared binaries entry|a name derivable from the declared entries|^fail to start\. Check for a typo against the "binaries" map|valid binaries entries declared, but/, reason: 'the names Claude Code derives from the `binaries` map at install time (per platform) and the install hook\'s limits on how many it fetches, which agentlint does not model: a `${CLAUDE_PLUGIN_ROOT}/bin/<name>` server command that matches no shipped file or `binaries` entry is left to the validator' },
  { re: /symlink|a link\b|junction|size cap|FIFO|was not read|were not read|not validated|could not be listed|letter case|Windows can open|Failed to read|could not be read|read without following|validate the real|neither limit|not a regular file|neither a regular file|not examined|stopped at|is over \$\{…\} bytes|bytes, sha256|links into the repository's \.git|Looked for links|not read —|the path is not a$/, reason: 'what the validator itself could not read (a link, a special file, a size cap, an unreadable folder): not a mistake in the file. agentlint follows no link out of the tree and lists files it cannot read in `skipped`' },
  { re: /managed settings|managedMcpServers|settings source|settings-sourced|cannot be authored\. Use a remote source|validateOfficialNameSource|allowManagedPermissionRulesOnly|PluginMarketplaceSchema|This settings schema was built/, reason: 'checks of managed settings and of settings-sourced marketplaces, which live in an administrator\'s settings, not in a repository' },
  { re: /network location|owner\/repo shorthand|^Path does not exist|^Cannot access path|^File path must point to a \.json|^Path is neither a file nor a directory|^No manifest found in directory|^File not found: \$\{…\}$|^Path is not a file: \$\{…\}$/, reason: 'about the path given to `claude plugin validate` or `claude plugin marketplace add` on the command line, not about a file' },
  { re: /^Stubbing|^Dropping|^Unreadable entries|\(\+\$\{…\} more\)/, reason: 'debug-log lines and list formatting, not messages' },
  {
    re: /^(Dependency must be a plugin name|Package name cannot contain path traversal|Invalid npm package name format|Package reference cannot contain|File extensions must start with dot|Option keys must be valid identifiers|MCPB (file path|URL) must end with)/,
    reason: 'a branch of a union, or a record key: the validator prints the union\'s own message instead ("Invalid input", "Invalid key in record", "must end with \".json\""; rules-validator-sweep.json `dependency name not a plugin name`, `npm source with a traversal`, `lsp extension without a dot inline`, `userConfig option key not an identifier`, `mcpServers names an MCPB bundle with the wrong ending`), and agentlint reports that mistake',
  },
  { re: /^(Only \$\{CLAUDE_PROJECT_DIR\}, \$\{CLAUDE_PLUGIN_ROOT\} and \$\{CLAUDE_PLUGIN_DATA\} are expanded in `file`|`file` )/, reason: "the run-time checks of a script hook's `file` (thrown when the hook runs, \"script hook: …\"): the hook types a settings.json, a plugin's hooks or a frontmatter `hooks` may declare are the schema's command, prompt, agent, http and mcp_tool, none of which has a `file`" },
  {
    re: /^(unknown hook event\. Valid events|must be an object mapping hook event names to matcher arrays|holds PreToolUse\/PermissionRequest hooks where a matcher was expected)/,
    reason: "the plugin loader's reasons for a manifest's inline `hooks`, which it logs in another wording (rules-validator-sweep.json `inline hooks with an unknown event at load`: \"unknown hook event; entry ignored\"; `inline hooks as a single matcher at load`: the manifest is refused); agentlint reports those mistakes (`hooks/event-known`, `hooks/handler`)",
  },
  { re: /^must be an absolute path$|^Plugin ID must be in format: plugin@marketplace$/, reason: "the installed-plugin record Claude Code writes itself (its `sourceProducerPath`, its map keyed by plugin id), never authored in a repository; a marketplace's `renames` targets are checked with the same pattern and printed as \"target … is not a valid plugin name\" (rules-validator-sweep.json `renames target a plugin whose name is not a plugin id`)" },
  { re: /^Bare source names resolve under metadata\.pluginRoot, which this marketplace does not set/, reason: 'the install-time error of an entry whose bare source could not be resolved; validate names the same mistake in its own words ("Bare source name … requires metadata.pluginRoot", rules-validator-sweep.json `bare source name without pluginRoot`), which agentlint reports (`marketplace/schema`)' },
  { re: /is reserved for official Anthropic marketplaces/, reason: 'checked by `claude plugin marketplace add` against the source a marketplace is added from, not by validate (rules-validator-sweep.json `marketplace named like a reserved official one`: no message); agentlint reports the name itself (`marketplace/reserved-name`)' },
  { re: /^(must name a single repository|an executable and spawned|Path placeholders like|Checked out sparsely|or nested one directory|version, else the entry|while a version is declared|static file server|in place \(no copy|valid while Claude Code runs|holds the reason\)|unparseable sources to this|paths have no marketplace repository|exotic spec|vouches no tool|hostnames seen in|this session matches|`file` matches the manifest|`pattern` matches the dependency|session's working directory|Often the product name|as PluginMarketplaceSchema|validateOfficialNameSource runs)/, reason: "the schemas' documentation of a field (a `.describe()` text written across several strings), not a message" },
  { re: /^(built-in plugins|plugins auto-loaded from|plugins synced from|plugins loaded by claude plugin test|a VS Code\/Cursor extension manifest|an npm package\.json|an MCPB\/DXT manifest|an MCP server manifest|manifests across many tools|a JSON Schema document)$/, reason: 'a phrase completing another message (a reserved marketplace name, or where an unknown field is commonly seen): covered by that message' },
  { re: /contract|EngineInterface|\bdeclares?\b|is not declared: |augment|engine\.create|\$\.|PluginState|\btypes\b|command\.register|command\.run|Shader|wasm|telemetry|gating hook|breakPromptCache|answers its own|type-checked|^line \$\{…\}|TypeScript|triple-slash|template literal|never closes|@ts-|roll-up|outside a (comment|string)|plain ASCII \(or a control|without `export`|`from '|`interface`|hooks module|surface|capabilities|a name Claude Code ships|first mod to register|names an alias|^advice:|state of other plugins|The module path leaves|leaves the plugin's folder|, compiled line/, reason: "the checks of a plugin's hooks-module code (its TypeScript contract and source), an experimental feature whose files are code: agentlint lints declarations, not plugin code" },
];

const INVENTORY_PAGE = 'docs/harnesses/claude-code-validator-inventory.md';

describe("the validator's own message texts (validator-inventory.json)", () => {
  const inventory = (JSON.parse(readFileSync(`${DIR}/validator-inventory.json`, 'utf8')) as { claudeCode: string; messages: Array<{ module: string; text: string }> });
  // The hooks schema is shared with the settings loader: its texts printed for a settings.json count too (harness-settings.json).
  const settingsLines = (JSON.parse(readFileSync(`${DIR}/harness-settings.json`, 'utf8')) as { cases: Array<{ observed: { notLoaded: string[]; log: string[] } }> }).cases.flatMap((c) => [...c.observed.notLoaded, ...c.observed.log]);
  const printed = [...seen().map((s) => `${s.path}: ${s.message}`), ...settingsLines];
  /** A text with its `${…}` values as gaps, found in order inside one recorded message. */
  const printedBy = (text: string) => {
    const parts = text.split('${…}').filter((p) => p.trim() !== '');
    return printed.find((m) => {
      let at = 0;
      for (const p of parts) {
        const i = m.indexOf(p, at);
        if (i < 0) return false;
        at = i + p.length;
      }
      return true;
    });
  };
  const rows = inventory.messages.map((m) => ({ ...m, printed: printedBy(m.text), family: FAMILIES.find((f) => f.re.test(m.text)) }));
  const left = rows.filter((r) => !r.printed && !r.family);

  it('has every text printed in a recorded case or in a family with its reason', () => {
    expect(left.map((r) => r.text)).toEqual([]);
  });

  it(`is listed in ${INVENTORY_PAGE}`, () => {
    const esc = (t: string) => t.replace(/\|/g, '\\|').replace(/\n/g, ' ').trim();
    const printedRows = rows.filter((r) => r.printed);
    const familyRows = rows.filter((r) => !r.printed && r.family);
    const text = [
      '# The message texts of `claude plugin validate`, and which a recorded run printed',
      '',
      `Generated by \`npm run docs\` (\`__tests__/oracle/claude-code/validator-messages.test.ts\`) from \`${DIR}/validator-inventory.json\`: the`,
      `${inventory.messages.length} message texts of the validator of Claude Code ${inventory.claudeCode}, read from the pinned binary by`,
      '`oracle/claude-code/validator-inventory.mjs` (its bundled JavaScript is stored as text beside the bytecode; only the texts are',
      'recorded, `${…}` standing for an interpolated value, and `--check` fails when a new release changes them).',
      '',
      `- **${printedRows.length} printed in a recorded case**: each is a row of [claude-code-validator.md](claude-code-validator.md), with the rule that reports it, or (texts of the hooks schema the settings loader shares) a line of \`harness-settings.json\`, checked by \`__tests__/harnesses/claude-code/oracle-settings.test.ts\`.`,
      `- **${familyRows.length} deliberately not reported**, by family, with the reason.`,
      `- **${left.length} not yet triggered by a recorded case** (a text a new release adds lands here, and the test fails until a`,
      '  case prints it or its family gives the reason).',
      '',
      '## Deliberately not reported',
      '',
      '| family | texts | example |',
      '|---|---:|---|',
      ...FAMILIES.map((f) => ({ f, of: familyRows.filter((r) => r.family === f) })).map(({ f, of }) => `| ${esc(f.reason)} | ${of.length} | ${of[0] ? esc(of[0].text) : ''} |`),
      '',
      '## Not yet triggered by a recorded case',
      '',
      '| module | text |',
      '|---|---|',
      ...left.map((r) => `| ${r.module} | ${esc(r.text)} |`),
      '',
      '## Printed in a recorded case',
      '',
      '| module | text |',
      '|---|---|',
      ...printedRows.map((r) => `| ${r.module} | ${esc(r.text)} |`),
      '',
    ].join('\n');
    if (process.env.UPDATE_DOCS === '1') writeFileSync(INVENTORY_PAGE, text);
    expect(existsSync(INVENTORY_PAGE) ? readFileSync(INVENTORY_PAGE, 'utf8') : `(missing ${INVENTORY_PAGE})`).toBe(text);
  });
});
