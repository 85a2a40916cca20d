import type { Artifact } from '../../../artifacts/model.js';
import { AGENTLTL_TOOL_OPTION_KEYS, AGENTLTL_TOOL_OPTION_TYPES, AGENTLTL_TOOL_POSITIONAL_KEYS, AGENTLTL_TOOL_SPEC_KEYS } from '../known-values.js';
import { getPair, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { topPair } from '../lib/model.js';
import { checkEnum, isInt, isString, typeName, unknownKey } from '../lib/report.js';
import { checkBool } from '../lib/values.js';

export default artifactRule({
  meta: {
    id: 'agentltl/tool-spec',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`tools:` command specs are well formed: subcommands, options with flags/type/global, positionals with name, extend.',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'A `tools:` spec teaches the guard\'s translator the arguments of a project command, so rules can name them. A malformed spec (flags written as a string, an unknown option type, a positional without a name) makes the guard reject the file, or leaves the argument unnamed so the rule that needs it never fires.',
    examples: {
      wrong: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: --autogenerate, type: boolean}',
      right: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: [--autogenerate], type: bool}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    const tools = topPair(artifact, 'tools')?.value;
    if (!tools || tools.type !== 'map') return; // agentltl/schema
    for (const cmd of tools.pairs) checkSpec(artifact, ctx, cmd, `\`${cmd.key}\``);
  },
});

function checkSpec(artifact: Artifact, ctx: RuleContext, pair: Pair, label: string): void {
  const spec = pair.value;
  if (!spec || (spec.type === 'scalar' && spec.value === null)) return;
  if (spec.type !== 'map') {
    ctx.report({ message: `the spec of ${label} must be a mapping (subcommands, options, positionals, extend), not ${typeName(spec)}`, range: spec.range, jsonPath: pair.path });
    return;
  }
  const keys = spec.pairs.map((p) => p.key);
  for (const p of spec.pairs) {
    switch (p.key) {
      case 'subcommands': {
        const v = p.value;
        if (!v || (v.type === 'scalar' && v.value === null)) break;
        if (v.type !== 'map') {
          ctx.report({ message: `\`subcommands\` of ${label} maps subcommand names to specs, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
          break;
        }
        for (const sub of v.pairs) checkSpec(artifact, ctx, sub, `\`${sub.key}\``);
        break;
      }
      case 'options':
        eachItem(ctx, p, label, 'options', (item) => checkOption(artifact, ctx, item));
        break;
      case 'positionals':
        eachItem(ctx, p, label, 'positionals', (item) => checkPositional(artifact, ctx, item));
        break;
      case 'extend':
      case 'posix':
        checkBool(artifact, ctx, p, p.key);
        break;
      case 'tool':
        if (!isString(p.value)) ctx.report({ message: `\`tool\` (the tool name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
        break;
      case 'aliases':
        if (!p.value || p.value.type !== 'seq' || p.value.items.some((i) => !isString(i))) {
          ctx.report({ message: `\`aliases\` must be a list of names, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
        }
        break;
      default:
        unknownKey(artifact, ctx, p, AGENTLTL_TOOL_SPEC_KEYS, `the spec of ${label}`, keys);
    }
  }
}

function eachItem(ctx: RuleContext, p: Pair, label: string, what: string, f: (m: MapNode) => void): void {
  const v = p.value;
  if (!v || (v.type === 'scalar' && v.value === null)) return;
  if (v.type !== 'seq') {
    ctx.report({ message: `\`${what}\` of ${label} must be a list of mappings, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
    return;
  }
  for (const item of v.items) {
    if (item.type === 'map') f(item);
    else ctx.report({ message: `an entry of \`${what}\` is a mapping (${what === 'options' ? '`{flags: [-m, --message]}`' : '`{name: release}`'}), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
  }
}

function checkOption(artifact: Artifact, ctx: RuleContext, m: MapNode): void {
  const keys = m.pairs.map((p) => p.key);
  const flags = getPair(m, 'flags');
  if (!flags) {
    ctx.report({ message: 'this option has no `flags`: list how it is written, e.g. `flags: [-n, --namespace]`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
  }
  for (const p of m.pairs) {
    switch (p.key) {
      case 'flags': {
        const v = p.value;
        if (v && v.type === 'scalar' && typeof v.value === 'string') {
          ctx.report({
            message: '`flags` must be a list: a single string would be read one character at a time',
            range: v.range,
            jsonPath: p.path,
            suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
          });
        } else if (!v || v.type !== 'seq' || v.items.length === 0) {
          ctx.report({ message: `\`flags\` must be a non-empty list of flags, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
        } else {
          for (const f of v.items) {
            if (!isString(f) || !String((f as { value: unknown }).value).startsWith('-')) {
              ctx.report({ message: `a flag starts with \`-\` (\`-m\`, \`--message\`), not ${typeName(f)}`, range: f.range, jsonPath: f.path });
            }
          }
        }
        break;
      }
      case 'type':
        checkEnum(artifact, ctx, p.value, p.path, 'type', AGENTLTL_TOOL_OPTION_TYPES, p.keyRange);
        break;
      case 'global':
        checkBool(artifact, ctx, p, 'global');
        break;
      case 'dest':
        if (!isString(p.value)) ctx.report({ message: `\`dest\` (the argument name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
        break;
      default:
        unknownKey(artifact, ctx, p, AGENTLTL_TOOL_OPTION_KEYS, 'an option', keys);
    }
  }
}

function checkPositional(artifact: Artifact, ctx: RuleContext, m: MapNode): void {
  const keys = m.pairs.map((p) => p.key);
  const name = getPair(m, 'name');
  if (!name) {
    ctx.report({ message: 'this positional has no `name`: the argument would have no name for rules to use', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
  } else if (!isString(name.value) || (name.value as TreeNode & { value: string }).value === '') {
    ctx.report({ message: `a positional's \`name\` must be non-empty text, not ${typeName(name.value)}`, range: name.value ? name.value.range : name.keyRange, jsonPath: name.path });
  }
  for (const p of m.pairs) {
    if (p.key === 'name') continue;
    if (p.key === 'nargs') {
      const v = p.value;
      const ok = isInt(v) ? v.value >= 0 : v?.type === 'scalar' && typeof v.value === 'string' && ['?', '*', '+'].includes(v.value);
      if (!ok) ctx.report({ message: `\`nargs\` is a count or one of \`?\`, \`*\`, \`+\`, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
      continue;
    }
    unknownKey(artifact, ctx, p, AGENTLTL_TOOL_POSITIONAL_KEYS, 'a positional', keys);
  }
}
