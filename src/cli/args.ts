/** Argument parsing for the CLI (no dependency: the grammar is small). */
import { HARNESSES, isHarness, type Harness } from '../artifacts/harness.js';
import { closest } from '../diagnostics/suggest.js';
import { HOOK_HARNESSES } from '../hook/input.js';
import { LINT_SETTINGS, type LintEntry, type LintSetting } from '../engine/levels.js';

export type Format = 'text' | 'json' | 'sarif' | 'github' | 'gitlab' | 'rdjson' | 'markdown';
export const FORMATS: readonly Format[] = ['text', 'json', 'sarif', 'github', 'gitlab', 'rdjson'];
/** `init --ci`: the CI systems `init` writes a job for. */
export const CI_SYSTEMS = ['github', 'gitlab'] as const;
export type CiSystem = (typeof CI_SYSTEMS)[number];
/** `agentlint inventory` formats. */
export const INVENTORY_FORMATS: readonly Format[] = ['text', 'json', 'markdown'];

export interface CliArgs {
  command: 'check' | 'rules' | 'explain' | 'resolve' | 'inventory' | 'init' | 'help' | 'version';
  /** `inventory --diff REV`: the git revision to compare with. */
  diff?: string;
  paths: string[];
  /** The command was named (`check .`), not implied (`.`). */
  explicitCommand?: boolean;
  format: Format;
  config?: string;
  lints: LintEntry[];
  /** `--harness`: the harnesses to check (overrides the config's `harnesses:`). */
  harnesses?: Harness[];
  fix: boolean;
  fixUnsafe: boolean;
  maxWarnings?: number;
  quiet: boolean;
  json: boolean;
  output?: string;
  /** `init --force`: replace existing files. */
  force?: boolean;
  /** `init --dry-run`: print the files instead of writing them. */
  dryRun?: boolean;
  /** `init --ci`: the CI system to write a job for (default github). */
  ci?: CiSystem;
  /** `--suppress-all`: record every finding in the suppressions file. */
  suppressAll?: boolean;
  /** `--suppress-rule ID` (repeatable): record the findings of these rules. */
  suppressRules?: string[];
  /** `--prune-suppressions`: drop the suppressions that no longer match a finding. */
  pruneSuppressions?: boolean;
  /** `--suppressions-location PATH`: the suppressions file (default agentlint-suppressions.json in the scan root). */
  suppressionsLocation?: string;
}

export class UsageError extends Error {}

/** `unknown option --fixx; did you mean --fix?` */
function unknownOption(flag: string): string {
  const near = closest(flag, [...OPTION_BY_FLAG.keys()].filter((f) => f.startsWith('--')));
  return `unknown option ${flag}${near.length ? `; did you mean ${near[0]!.value}?` : ''}`;
}

/**
 * Subcommands `runCli` dispatches (`lsp`, `mcp` and `hook` are started by the entry point before it).
 * A first argument that is none of these, does not exist as a path and looks like a
 * word is reported as an unknown command, not as a missing file.
 */
export const COMMANDS = ['check', 'rules', 'explain', 'resolve', 'inventory', 'init'] as const;
export const ALL_COMMANDS: readonly string[] = [...COMMANDS, 'lsp', 'mcp', 'hook'];

/** What an option does to the arguments; `value()` takes its value (inline after `=`, else the next argument). */
type OptionHandler = (args: CliArgs, value: () => string) => void;

/** Every option: its spellings and what it does. */
const OPTIONS: ReadonlyArray<readonly [flags: readonly string[], handler: OptionHandler]> = [
  [['--format', '-f'], (args, value) => {
    const f = value();
    const allowed = args.command === 'inventory' ? INVENTORY_FORMATS : FORMATS;
    if (!(allowed as readonly string[]).includes(f)) throw new UsageError(`--format must be one of ${allowed.join(', ')}${args.command === 'inventory' ? ' for inventory' : ''}`);
    args.format = f as Format;
  }],
  [['--diff'], (args, value) => {
    if (args.command !== 'inventory') throw new UsageError('--diff goes with `agentlint inventory`');
    args.diff = value();
  }],
  [['--config', '-c'], (args, value) => {
    args.config = value();
  }],
  [['--lint'], (args, value) => {
    args.lints.push(parseLint(value()));
  }],
  [['--harness'], (args, value) => {
    args.harnesses = [...(args.harnesses ?? []), ...parseHarnesses(value())];
  }],
  [['--fix'], (args) => {
    args.fix = true;
  }],
  [['--fix-unsafe'], (args) => {
    args.fix = true;
    args.fixUnsafe = true;
  }],
  [['--max-warnings'], (args, value) => {
    const n = Number(value());
    if (!Number.isInteger(n) || n < 0) throw new UsageError('--max-warnings needs a whole number >= 0');
    args.maxWarnings = n;
  }],
  [['--quiet', '-q'], (args) => {
    args.quiet = true;
  }],
  [['--json'], (args) => {
    args.json = true;
    args.format = 'json';
  }],
  [['--output', '-o'], (args, value) => {
    args.output = value();
  }],
  [['--force'], (args) => {
    args.force = true;
  }],
  [['--dry-run'], (args) => {
    args.dryRun = true;
  }],
  [['--ci'], (args, value) => {
    const ci = value();
    if (!(CI_SYSTEMS as readonly string[]).includes(ci)) throw new UsageError(`--ci must be one of ${CI_SYSTEMS.join(', ')}`);
    args.ci = ci as CiSystem;
  }],
  [['--suppress-all'], (args) => {
    args.suppressAll = true;
  }],
  [['--suppress-rule'], (args, value) => {
    args.suppressRules = [...(args.suppressRules ?? []), value()];
  }],
  [['--prune-suppressions'], (args) => {
    args.pruneSuppressions = true;
  }],
  [['--suppressions-location'], (args, value) => {
    args.suppressionsLocation = value();
  }],
  [['--help', '-h'], (args) => {
    args.command = 'help';
  }],
  [['--version', '-v'], (args) => {
    args.command = 'version';
  }],
];

const OPTION_BY_FLAG = new Map(OPTIONS.flatMap(([flags, handler]) => flags.map((f) => [f, handler] as const)));

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { command: 'check', paths: [], format: 'text', lints: [], fix: false, fixUnsafe: false, quiet: false, json: false };
  const rest = [...argv];
  const first = rest[0];
  if ((COMMANDS as readonly string[]).includes(first ?? '')) {
    args.command = first as CliArgs['command'];
    args.explicitCommand = true;
    rest.shift();
  }
  while (rest.length > 0) {
    const a = rest.shift()!;
    if (!a.startsWith('-') || a === '-') {
      args.paths.push(a);
      continue;
    }
    // `--name=value`; a short option takes its value as the next argument only.
    const eq = a.indexOf('=');
    const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const inline = a.startsWith('--') && eq > 0 ? a.slice(eq + 1) : undefined;
    const handler = OPTION_BY_FLAG.get(flag);
    if (!handler) throw new UsageError(unknownOption(flag));
    handler(args, () => optionValue(flag, inline, rest));
  }
  if ((args.force || args.dryRun || args.ci) && args.command !== 'init') throw new UsageError(`${args.force ? '--force' : args.dryRun ? '--dry-run' : '--ci'} applies to \`agentlint init\` only`);
  checkSuppressionFlags(args);
  return args;
}

/** An option's value: the inline one, else the next argument (taken from `rest`), which must not be an option. */
function optionValue(flag: string, inline: string | undefined, rest: string[]): string {
  const v = inline ?? rest.shift();
  if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
  return v;
}

/** The suppressions flags go with a lint, and one of the three writes at a time (as in ESLint). */
function checkSuppressionFlags(args: CliArgs): void {
  const writes = [args.suppressAll && '--suppress-all', args.suppressRules && '--suppress-rule', args.pruneSuppressions && '--prune-suppressions'].filter((f): f is string => typeof f === 'string');
  const given = [...writes, ...(args.suppressionsLocation !== undefined ? ['--suppressions-location'] : [])];
  if (given.length > 0 && args.command !== 'check') throw new UsageError(`${given[0]} goes with a lint (\`agentlint [check]\`), not \`agentlint ${args.command}\``);
  if (writes.length > 1) throw new UsageError(`${writes[0]} and ${writes[1]} cannot be used together`);
}

/** `claude-code,copilot` (commas or spaces) to harness names; an unknown name is a usage error. */
export function parseHarnesses(spec: string): Harness[] {
  const names = spec.split(/[\s,]+/).filter(Boolean);
  const bad = names.filter((n) => !isHarness(n));
  if (bad.length || names.length === 0) throw new UsageError(`--harness wants names from ${HARNESSES.join(', ')} (got \`${spec}\`)`);
  return names as Harness[];
}

export function parseLint(spec: string): LintEntry {
  const m = /^([^=]+)=([^=]+)$/.exec(spec);
  if (!m || !(LINT_SETTINGS as readonly string[]).includes(m[2]!.trim())) {
    throw new UsageError(`--lint wants kind=level with level allow, warn or deny (got \`${spec}\`)`);
  }
  return { key: m[1]!.trim(), setting: m[2]!.trim() as LintSetting };
}

/** Words wrapped at 104 columns, each further line indented by `indent` (the help's option descriptions). */
function wrapped(text: string, indent: number, width = 104): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join(`\n${' '.repeat(indent)}`);
}

export const HELP = `agentlint — lint AI agent definitions

Usage:
  agentlint [check] [PATH...]   lint a repository (default: .)
  agentlint rules [--json]      list every rule
  agentlint explain <rule-id>   explain one rule
  agentlint resolve [NAME]      show an ai-rulez agent as it would be generated
  agentlint inventory [PATH]    what each harness loads, with effective values, and what it does not load
            [--diff REV]        what the working tree changes in that, compared with git revision REV
            [--format text|json|markdown]
  agentlint init [PATH]         set a repository up: .agentlint.yml and a GitHub workflow
                                (--ci gitlab: a GitLab CI job instead; --dry-run prints the files;
                                --force replaces existing files)
  agentlint lsp                 language server over stdio (for editors; see docs/editors.md)
  agentlint mcp [ROOT]          MCP server over stdio for agents (tools: lint_path, lint_text, explain_rule,
                                inventory, fix_file; paths inside ROOT, default .; see docs/in-your-agent.md)
  agentlint hook HARNESS        a harness's after-write hook: reads its JSON on stdin, lints the written file
                                when it is an agent definition (${HOOK_HARNESSES.join(', ')})

Options:
  -f, --format FORMAT                   output format: text (default), json, sarif, github (workflow
                                        commands), gitlab (code quality report), rdjson (reviewdog)
  -o, --output FILE                     write the report to FILE instead of stdout
  -c, --config PATH                     configuration file (default: .agentlint.yml in the scan root)
      --lint KIND=LEVEL                 call-site level (allow|warn|deny), repeatable; KIND is a rule id,
                                        category:<name> or all
      --harness NAMES                   ${wrapped(`harnesses to check, comma-separated, repeatable: ${HARNESSES.join(', ')} (default: the config's harnesses, else those whose files the tree holds)`, 40)}
      --fix                             apply certain fixes (those marked "fixable")
      --fix-unsafe                      also apply suggestions (fixes that may change the meaning)
      --max-warnings N                  exit 1 when there are more than N warnings
      --suppress-all                    record every finding in agentlint-suppressions.json: later runs
                                        report only new ones (see docs/adopting.md)
      --suppress-rule ID                record the findings of one rule (repeatable)
      --prune-suppressions              drop the suppressions that no longer match a finding
      --suppressions-location PATH      the suppressions file (default: agentlint-suppressions.json in
                                        the scan root)
  -q, --quiet                           report errors only
  -h, --help / -v, --version

One directory PATH is the scan root (its .agentlint.yml applies). Several paths, or a file,
lint those paths within the current directory.
Exit status: 0 clean, 1 errors (or too many warnings), 2 usage, configuration or I/O error.
`;
