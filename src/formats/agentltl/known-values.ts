/**
 * AGENTLTL.yaml's documented keys, enums and names.
 *
 * Source: the format's reference (agentltl-claude-code `skills/rules/reference.md`,
 * copied to shared/design-inputs/AGENTLTL-yaml-reference.txt), the format brief's lists of
 * keys, enums and packaged library entries, AgentLTL's formula classes
 * (`src/agentltl/_ast.py`, `_parser.py`) and cli-to-tools' spec loader
 * (`src/cli_to_tools/_spec.py`); as of 2026-12-02.
 */

export const AGENTLTL_TOP_KEYS: readonly string[] = ['version', 'settings', 'use', 'disable', 'rules', 'tools'];

/** Rule kinds: a rule has exactly one. */
export const AGENTLTL_RULE_KINDS: readonly string[] = ['never', 'before', 'require', 'at_most', 'finally', 'ltl', 'formula'];
/** Kinds that take `with:` / `where:` at rule level. */
export const AGENTLTL_RULE_LEVEL_FILTER_KINDS: readonly string[] = ['never', 'require', 'at_most'];
export const AGENTLTL_RULE_KEYS: readonly string[] = ['id', ...AGENTLTL_RULE_KINDS, 'why', 'fix', 'mode', 'scope', 'with', 'where', 'from'];

export const AGENTLTL_SETTINGS_KEYS: readonly string[] = [
  'mode', 'retries', 'retry_counting', 'report', 'finish_retries', 'unparseable', 'announce', 'scope', 'scan_output', 'memory_first',
];
export const AGENTLTL_TARGET_KEYS: readonly string[] = ['tool', 'with', 'where', 'exists', 'succeeded'];
export const AGENTLTL_BEFORE_KEYS: readonly string[] = ['first', 'then', 'since'];
export const AGENTLTL_AT_MOST_KEYS: readonly string[] = ['call', 'times'];
export const AGENTLTL_FINALLY_KEYS: readonly string[] = ['call', 'since'];
export const AGENTLTL_FORMULA_KEYS: readonly string[] = ['type', 'args'];
/** `from:` as a mapping: the memory statement a rule enforces (`agentltl memory scan`). */
export const AGENTLTL_FROM_KEYS: readonly string[] = ['file', 'line', 'id', 'text'];
/** Options of a `use:` entry written `{name: {...}}`. */
export const AGENTLTL_USE_OPTION_KEYS: readonly string[] = ['mode', 'scope', 'from'];

export const AGENTLTL_MODES: readonly string[] = ['block', 'warn', 'retry', 'ask', 'stop', 'log'];
export const AGENTLTL_SCOPES: readonly string[] = ['session', 'project'];
export const AGENTLTL_RETRY_COUNTING: readonly string[] = ['cumulative', 'consecutive', 'hybrid'];
export const AGENTLTL_UNPARSEABLE: readonly string[] = ['ask', 'note', 'allow', 'deny'];
export const AGENTLTL_UNPARSEABLE_KEYS: readonly string[] = ['interactive', 'auto'];

/** The plugin's packaged rule library (`agentltl library`); `devops-secrets` is a bundle of others. */
export const AGENTLTL_LIBRARY: readonly string[] = [
  'ask-before-creating-credentials', 'ask-before-discarding-work', 'ask-before-infra-changes', 'ask-before-installing',
  'ask-before-reading-secret-stores', 'ask-before-recursive-delete', 'devops-secrets', 'no-claude-coauthor',
  'no-codex-coauthor', 'no-copilot-coauthor', 'no-env-dumps', 'no-force-push', 'no-leaky-debug', 'no-push-to-main',
  'no-secrets-in-commands', 'no-skipping-secret-scans', 'no-vibe-coauthor', 'protect-env-files', 'protect-secret-files',
  'read-before-overwrite', 'subagents-on-sonnet', 'tests-before-finishing', 'tests-before-push',
];
/** Library entries that only switch on other entries. */
export const AGENTLTL_LIBRARY_BUNDLES: readonly string[] = ['devops-secrets'];
/** Rule ids the packaged library defines: the entry names (bundles excepted) plus these. */
export const AGENTLTL_LIBRARY_RULE_IDS: readonly string[] = [
  ...AGENTLTL_LIBRARY.filter((n) => !AGENTLTL_LIBRARY_BUNDLES.includes(n)),
  'subagents-on-sonnet-no-fork',
];
/** Rules built into the guard (switched off by `disable:` or `settings.memory_first: false`). */
export const AGENTLTL_BUILTIN_RULE_IDS: readonly string[] = ['memory-first'];

/** `tools:` specs (cli-to-tools). */
export const AGENTLTL_TOOL_SPEC_KEYS: readonly string[] = ['subcommands', 'options', 'positionals', 'extend', 'tool', 'posix', 'aliases'];
export const AGENTLTL_TOOL_OPTION_KEYS: readonly string[] = ['flags', 'type', 'global', 'dest'];
export const AGENTLTL_TOOL_OPTION_TYPES: readonly string[] = ['str', 'bool', 'count', 'list', 'int'];
export const AGENTLTL_TOOL_POSITIONAL_KEYS: readonly string[] = ['name', 'nargs'];

/** Comparison operators of `called_n` and `count_before`. */
export const AGENTLTL_COMPARATORS: readonly string[] = ['==', '>=', '<=', '>', '<'];

/** Functions of the `ltl:` grammar (names are case-insensitive). */
export const AGENTLTL_LTL_FUNCTIONS: readonly string[] = [
  'called', 'now', 'before', 'after', 'eventually', 'always', 'all_before', 'branch_called', 'called_with', 'called_n',
  'in_order', 'within_steps', 'instance_before', 'count_before',
];

/**
 * `formula: {type, args}`: AgentLTL's formula classes and their arguments
 * (`required` have no default). `formula` arguments take a nested `{type, args}`.
 */
export type FormulaArgType = 'tool' | 'tools' | 'int' | 'op' | 'formula' | 'args' | 'string' | 'any';
export interface FormulaTypeSpec {
  args: Readonly<Record<string, FormulaArgType>>;
  required: readonly string[];
}
const unary: FormulaTypeSpec = { args: { operand: 'formula' }, required: ['operand'] };
const binary: FormulaTypeSpec = { args: { left: 'formula', right: 'formula' }, required: ['left', 'right'] };
export const AGENTLTL_FORMULA_TYPES: Readonly<Record<string, FormulaTypeSpec>> = {
  Called: { args: { tool: 'tool' }, required: ['tool'] },
  Now: { args: { tool: 'tool' }, required: ['tool'] },
  CalledWith: { args: { tool: 'tool', expected_args: 'args' }, required: ['tool'] },
  CalledNTimes: { args: { tool: 'tool', n: 'int', op: 'op' }, required: ['tool', 'n'] },
  CalledWithResult: { args: { tool: 'tool', expected_result: 'any', expected_args: 'args' }, required: ['tool', 'expected_result'] },
  Before: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
  After: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
  AllBefore: { args: { tools: 'tools', target: 'tool' }, required: ['tools', 'target'] },
  BranchCalled: { args: { correct_tool: 'tool', wrong_tool: 'tool', context: 'string' }, required: ['correct_tool'] },
  InstanceBefore: { args: { tool_a: 'tool', n: 'int', tool_b: 'tool', m: 'int' }, required: ['tool_a', 'n', 'tool_b', 'm'] },
  CalledInOrder: { args: { tools: 'tools' }, required: ['tools'] },
  WithinSteps: { args: { tool_a: 'tool', tool_b: 'tool', n: 'int' }, required: ['tool_a', 'tool_b', 'n'] },
  AtPosition: { args: { index: 'int', operand: 'formula' }, required: ['index', 'operand'] },
  Globally: unary,
  Eventually: unary,
  Next: unary,
  Previous: unary,
  Once: unary,
  Historically: unary,
  Not: unary,
  Until: binary,
  WeakUntil: binary,
  Release: binary,
  Since: binary,
  And: binary,
  Or: binary,
  Implies: binary,
};
