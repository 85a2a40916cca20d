import { AGENTLTL_MODES, AGENTLTL_RETRY_COUNTING, AGENTLTL_RULE_KEYS, AGENTLTL_SCOPES, AGENTLTL_SETTINGS_KEYS, AGENTLTL_TARGET_KEYS, AGENTLTL_TOP_KEYS, AGENTLTL_UNPARSEABLE, AGENTLTL_UNPARSEABLE_KEYS, AGENTLTL_USE_OPTION_KEYS } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { getPair, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { partsOf, rulesOf, targetsOf } from '../lib/model.js';
import { checkEnum, typeName, unknownKey } from '../lib/report.js';
import { checkBool, checkFrom, checkInt, checkMap, checkText } from '../lib/values.js';

const keys = (m: { pairs: Pair[] }) => m.pairs.map((p) => p.key);
const isNull = (v: TreeNode) => v.type === 'scalar' && v.value === null;

function checkVersion(ctx: RuleContext, root: MapNode) {
  const version = getPair(root, 'version');
  if (version?.value && version.value.type !== 'scalar') {
    ctx.report({ message: `\`version\` must be a number or a string, not ${typeName(version.value)}`, range: version.value.range, jsonPath: version.path });
  }
}

/** `settings.unparseable`: one action, or one per session kind (`{interactive, auto}`). */
function checkUnparseable(artifact: Artifact, ctx: RuleContext, p: Pair) {
  const v = p.value;
  if (v && v.type === 'map') {
    for (const q of v.pairs) {
      if (!AGENTLTL_UNPARSEABLE_KEYS.includes(q.key)) unknownKey(artifact, ctx, q, AGENTLTL_UNPARSEABLE_KEYS, '`settings.unparseable`', keys(v));
      else checkEnum(artifact, ctx, q.value, q.path, `settings.unparseable.${q.key}`, AGENTLTL_UNPARSEABLE, q.keyRange);
    }
  } else if (v && v.type === 'scalar') {
    checkEnum(artifact, ctx, v, p.path, 'settings.unparseable', AGENTLTL_UNPARSEABLE);
  } else {
    ctx.report({ message: `\`settings.unparseable\` is one of ask, note, allow, deny, or {interactive, auto}, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
  }
}

/** One key of `settings`. */
function checkSetting(artifact: Artifact, ctx: RuleContext, p: Pair, s: MapNode) {
  switch (p.key) {
    case 'mode':
      checkEnum(artifact, ctx, p.value, p.path, 'settings.mode', AGENTLTL_MODES, p.keyRange);
      break;
    case 'scope':
      checkEnum(artifact, ctx, p.value, p.path, 'settings.scope', AGENTLTL_SCOPES, p.keyRange);
      break;
    case 'retry_counting':
      checkEnum(artifact, ctx, p.value, p.path, 'settings.retry_counting', AGENTLTL_RETRY_COUNTING, p.keyRange);
      break;
    case 'retries':
    case 'report':
      checkInt(artifact, ctx, p, `settings.${p.key}`, 1);
      break;
    case 'finish_retries':
      checkInt(artifact, ctx, p, 'settings.finish_retries', 0);
      break;
    case 'announce':
    case 'scan_output':
    case 'memory_first':
      checkBool(artifact, ctx, p, `settings.${p.key}`);
      break;
    case 'unparseable':
      checkUnparseable(artifact, ctx, p);
      break;
    default:
      unknownKey(artifact, ctx, p, AGENTLTL_SETTINGS_KEYS, '`settings`', keys(s));
  }
}

function checkSettings(artifact: Artifact, ctx: RuleContext, root: MapNode) {
  const settings = getPair(root, 'settings');
  if (settings?.value && checkMap(ctx, settings, 'settings', 'mode, retries, scope…') && settings.value.type === 'map') {
    const s = settings.value;
    for (const p of s.pairs) checkSetting(artifact, ctx, p, s);
  }
}

/** A `use:` entry: a library rule name, or `{name: {mode, scope, from}}`. */
function checkUseEntry(artifact: Artifact, ctx: RuleContext, item: TreeNode) {
  const ok = item.type === 'scalar' ? typeof item.value === 'string' : item.type === 'map' && item.pairs.length === 1;
  if (!ok) {
    ctx.report({ message: `a \`use:\` entry is a library rule name or \`{name: {mode, scope, from}}\`, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
    return;
  }
  if (item.type !== 'map') return;
  const entry = item.pairs[0]!;
  const opts = entry.value;
  if (!opts || isNull(opts)) return;
  if (opts.type !== 'map') {
    ctx.report({ message: `the options of \`${entry.key}\` must be a mapping of \`mode\`, \`scope\`, \`from\`, not ${typeName(opts)}`, range: opts.range, jsonPath: entry.path });
    return;
  }
  for (const q of opts.pairs) {
    if (q.key === 'mode') checkEnum(artifact, ctx, q.value, q.path, 'mode', AGENTLTL_MODES, q.keyRange);
    else if (q.key === 'scope') checkEnum(artifact, ctx, q.value, q.path, 'scope', AGENTLTL_SCOPES, q.keyRange);
    else if (q.key === 'from') checkFrom(artifact, ctx, q);
    else unknownKey(artifact, ctx, q, AGENTLTL_USE_OPTION_KEYS, `the options of \`${entry.key}\``, keys(opts));
  }
}

function checkUse(artifact: Artifact, ctx: RuleContext, root: MapNode) {
  const use = getPair(root, 'use');
  if (!use?.value) return;
  if (use.value.type !== 'seq') {
    ctx.report({ message: `\`use:\` must be a list of library rule names, not ${typeName(use.value)}`, range: use.value.range, jsonPath: use.path, help: 'e.g. `use: [no-force-push, {tests-before-push: {mode: warn}}]`' });
    return;
  }
  for (const item of use.value.items) checkUseEntry(artifact, ctx, item);
}

function checkDisable(artifact: Artifact, ctx: RuleContext, root: MapNode) {
  const disable = getPair(root, 'disable');
  if (!disable?.value) return;
  const v = disable.value;
  if (v.type === 'scalar' && typeof v.value === 'string') {
    ctx.report({
      message: '`disable:` must be a list of rule ids, not a single string: the guard rejects the file',
      range: v.range,
      jsonPath: disable.path,
      suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
    });
  } else if (v.type !== 'seq') {
    ctx.report({ message: `\`disable:\` must be a list of rule ids, not ${typeName(v)}`, range: v.range, jsonPath: disable.path });
  } else {
    for (const item of v.items) {
      if (item.type !== 'scalar' || typeof item.value !== 'string') ctx.report({ message: `\`disable:\` lists rule ids (text), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
    }
  }
}

/** `rules:` is a list of mappings. */
function checkRulesList(ctx: RuleContext, root: MapNode) {
  const rules = getPair(root, 'rules');
  if (!rules?.value || isNull(rules.value)) return;
  if (rules.value.type !== 'seq') {
    ctx.report({ message: `\`rules:\` must be a list of rules, not ${typeName(rules.value)}`, range: rules.value.range, jsonPath: rules.path });
    return;
  }
  for (const item of rules.value.items) {
    if (item.type !== 'map') ctx.report({ message: `a rule must be a mapping with an \`id\` and one rule kind, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
  }
}

/** One key of a rule (the kinds' shapes are agentltl/rule-kind's). */
function checkRuleKey(artifact: Artifact, ctx: RuleContext, p: Pair, m: MapNode) {
  switch (p.key) {
    case 'id': {
      const v = p.value;
      if (!v || v.type !== 'scalar' || typeof v.value !== 'string' || v.value.trim() === '') {
        ctx.report({ message: `a rule's \`id\` must be non-empty text, not ${typeName(v)}: the guard rejects the rule as having no id`, range: v ? v.range : p.keyRange, jsonPath: p.path });
      }
      break;
    }
    case 'mode':
      checkEnum(artifact, ctx, p.value, p.path, 'mode', AGENTLTL_MODES, p.keyRange);
      break;
    case 'scope':
      checkEnum(artifact, ctx, p.value, p.path, 'scope', AGENTLTL_SCOPES, p.keyRange);
      break;
    case 'why':
    case 'fix':
      checkText(ctx, p, p.key);
      break;
    case 'with':
      checkMap(ctx, p, 'with', 'argument names to values');
      break;
    case 'where':
      checkMap(ctx, p, 'where', 'argument names to globs');
      break;
    case 'at_most': {
      const times = getPair(p.value, 'times');
      if (times) checkInt(artifact, ctx, times, 'at_most.times', 0);
      break;
    }
    default:
      if (!AGENTLTL_RULE_KEYS.includes(p.key)) unknownKey(artifact, ctx, p, AGENTLTL_RULE_KEYS, 'a rule', keys(m));
  }
}

/** A rule's keys, its `id`, and the keys of its targets. */
function checkRule(artifact: Artifact, ctx: RuleContext, rule: ReturnType<typeof rulesOf>[number]) {
  const m = rule.node;
  for (const p of m.pairs) checkRuleKey(artifact, ctx, p, m);
  if (!rule.idPair) {
    const first = m.pairs[0];
    ctx.report({ message: 'this rule has no `id`: the guard rejects it (every rule needs a unique short kebab-case id)', range: first ? first.keyRange : m.range, jsonPath: m.path });
  }
  for (const t of targetsOf(rule)) {
    for (const part of partsOf(t.node)) {
      if (part.type !== 'map') continue;
      for (const p of part.pairs) if (!AGENTLTL_TARGET_KEYS.includes(p.key)) unknownKey(artifact, ctx, p, AGENTLTL_TARGET_KEYS, 'a target', keys(part));
    }
  }
}

/** `tools:` is a mapping; the shape inside is agentltl/tool-spec's. */
function checkTools(ctx: RuleContext, root: MapNode) {
  const tools = getPair(root, 'tools');
  if (tools?.value && !isNull(tools.value)) checkMap(ctx, tools, 'tools', 'command names to cli-to-tools specs');
}

export default artifactRule({
  meta: {
    id: 'agentltl/schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'AGENTLTL.yaml keys, value types and enums: unknown keys, wrong types, modes, scopes and counts out of range.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'The guard refuses to load an AGENTLTL.yaml with an unknown key, a mistyped value or a mode outside its set, and then enforces none of its rules; a misspelt key it did accept (a rule-level `why`) would just be missing. Review is the place to catch `mode: blok` or `retries: "3"`.',
    examples: {
      wrong: 'settings:\n  mode: blok\n  retries: 0\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mdoe: warn',
      right: 'settings:\n  mode: block\n  retries: 3\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mode: warn',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || (root.type === 'scalar' && root.value === null)) return;
    if (root.type !== 'map') {
      ctx.report({ message: `AGENTLTL.yaml must be a mapping with \`rules:\` (and optionally \`settings:\`, \`use:\`, \`disable:\`, \`tools:\`), not ${typeName(root)}`, range: root.range, jsonPath: root.path });
      return;
    }
    for (const p of root.pairs) if (!AGENTLTL_TOP_KEYS.includes(p.key)) unknownKey(artifact, ctx, p, AGENTLTL_TOP_KEYS, 'the top level', keys(root));
    checkVersion(ctx, root);
    checkSettings(artifact, ctx, root);
    checkUse(artifact, ctx, root);
    checkDisable(artifact, ctx, root);
    checkRulesList(ctx, root);
    for (const rule of rulesOf(artifact)) checkRule(artifact, ctx, rule);
    checkTools(ctx, root);
  },
});
