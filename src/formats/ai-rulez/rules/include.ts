import { AI_RULEZ_INCLUDE_FIELDS, AI_RULEZ_INCLUDE_KINDS, AI_RULEZ_INCLUDE_REQUIRED, AI_RULEZ_MERGE_STRATEGIES } from '../known-values.js';
import type { Range, SourceFile } from '../../../artifacts/source.js';
import { getNode, getPair, scalarString, type MapNode } from '../../../artifacts/tree.js';
import { replaceScalar } from '../../../diagnostics/edits.js';
import { projectRule, type RuleContext } from '../../../diagnostics/rule.js';
import { certainCorrection, closest, listOf } from '../../../diagnostics/suggest.js';
import { aiRulezProjects, AI_RULEZ_AGENT_READS, type IncludeInfo } from '../lib/resolve.js';

/** Where findings go: the config file of one ai-rulez project. */
interface Config {
  ctx: RuleContext;
  path: string;
  file: SourceFile;
}

/** Include names already declared, with where. */
type SeenNames = Map<string, { range: Range; path: string }>;

const labelOf = (inc: IncludeInfo) => (inc.name ? `include \`${inc.name}\`` : `include #${inc.index + 1}`);

function missingRequired({ ctx, path }: Config, inc: IncludeInfo, node: MapNode) {
  for (const req of AI_RULEZ_INCLUDE_REQUIRED) {
    if (getPair(node, req)) continue;
    ctx.report({ message: `${labelOf(inc)} has no \`${req}\`: ai-rulez rejects the config`, range: inc.anchor, path, jsonPath: node.path });
  }
}

function unknownFields({ ctx, path }: Config, node: MapNode) {
  for (const pair of node.pairs) {
    if (AI_RULEZ_INCLUDE_FIELDS.includes(pair.key)) continue;
    const near = closest(pair.key, AI_RULEZ_INCLUDE_FIELDS)[0]?.value;
    const fix = certainCorrection(pair.key, AI_RULEZ_INCLUDE_FIELDS);
    ctx.report({
      message: `unknown include field \`${pair.key}\`: ai-rulez ignores it${near ? ` (did you mean \`${near}\`?)` : ''}`,
      range: pair.keyRange,
      path,
      jsonPath: pair.path,
      level: 'warn',
      help: near ? undefined : `include fields: ${listOf(AI_RULEZ_INCLUDE_FIELDS, 'and', 20)}`,
      suggestion: fix && !getPair(node, fix) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: pair.keyRange, text: fix }] } : undefined,
    });
  }
}

function duplicateName({ ctx, path }: Config, inc: IncludeInfo, names: SeenNames) {
  if (inc.name === undefined || !inc.namePair?.value) return;
  const prev = names.get(inc.name);
  if (prev) {
    ctx.report({
      message: `duplicate include name \`${inc.name}\`: include names must be unique (lock entries, caches and overlays are keyed by name)`,
      range: inc.namePair.value.range,
      path,
      jsonPath: inc.namePair.path,
      related: [{ message: 'first declared here', span: { path, range: prev.range, jsonPath: prev.path } }],
    });
  } else names.set(inc.name, { range: inc.namePair.value.range, path: inc.namePair.path });
}

function refAndVersion({ ctx, path }: Config, inc: IncludeInfo, node: MapNode) {
  const ref = getPair(node, 'ref');
  const version = getPair(node, 'version');
  if (!ref || !version) return;
  const [first, second] = ref.keyRange.start.offset < version.keyRange.start.offset ? [ref, version] : [version, ref];
  ctx.report({
    message: `${labelOf(inc)} sets both \`ref\` and \`version\`: use one (\`version\` is a semver range over tags, \`ref\` a branch, tag or commit)`,
    range: second.keyRange,
    path,
    jsonPath: second.path,
    related: [{ message: `\`${first.key}\` is set here`, span: { path, range: first.keyRange, jsonPath: first.path } }],
  });
}

function unknownMergeStrategy({ ctx, path, file }: Config, node: MapNode) {
  const ms = getPair(node, 'merge_strategy');
  const msValue = scalarString(ms?.value);
  if (!ms?.value || msValue === undefined || AI_RULEZ_MERGE_STRATEGIES.includes(msValue)) return;
  const fix = certainCorrection(msValue, AI_RULEZ_MERGE_STRATEGIES);
  const near = closest(msValue, AI_RULEZ_MERGE_STRATEGIES)[0]?.value;
  ctx.report({
    message: `unknown \`merge_strategy\` \`${msValue}\`${near ? ` (did you mean \`${near}\`?)` : ''}`,
    range: ms.value.range,
    path,
    jsonPath: ms.path,
    help: `one of ${listOf(AI_RULEZ_MERGE_STRATEGIES)} (default \`local-override\`)`,
    suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(file, ms.value, fix)] } : undefined,
  });
}

function unknownIncludeKinds({ ctx, path, file }: Config, node: MapNode) {
  const kinds = getNode(node, 'include');
  if (kinds?.type !== 'seq') return;
  for (const item of kinds.items) {
    const k = scalarString(item);
    if (k === undefined || AI_RULEZ_INCLUDE_KINDS.includes(k)) continue;
    const fix = certainCorrection(k, AI_RULEZ_INCLUDE_KINDS);
    const near = closest(k, AI_RULEZ_INCLUDE_KINDS)[0]?.value;
    ctx.report({
      message: `unknown include kind \`${k}\`${near ? ` (did you mean \`${near}\`?)` : ''}: nothing of it is imported`,
      range: item.range,
      path,
      jsonPath: item.path,
      help: `one of ${listOf(AI_RULEZ_INCLUDE_KINDS)}`,
      suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(file, item, fix)] } : undefined,
    });
  }
}

/** A local source that is missing, a file, or outside the project. */
function unreadableSource({ ctx, path }: Config, inc: IncludeInfo) {
  if (!inc.problem || !inc.sourcePair?.value) return;
  const src = inc.source ?? '';
  const message =
    inc.problem === 'outside'
      ? `local include source \`${src}\` points outside the project: ai-rulez refuses it and stops loading`
      : inc.problem === 'not-dir'
        ? `local include source \`${src}\` is a file, not a folder: ai-rulez cannot read it and stops loading`
        : `local include source \`${src}\` does not exist (\`${inc.dir}\`): ai-rulez stops loading`;
  ctx.report({
    message,
    range: inc.sourcePair.value.range,
    path,
    jsonPath: inc.sourcePair.path,
    help: inc.problem === 'outside'
      ? 'use a git source, or declare the include in the machine-local `config.local.toml`'
      : 'local paths are resolved from the folder that holds `.ai-rulez/`; the folder needs a `.ai-rulez/` or bare `agents/`, `rules/`… layout',
  });
}

export default projectRule({
  meta: {
    id: 'ai-rulez/include',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An ai-rulez `[[includes]]` entry that ai-rulez rejects or misreads.',
    kinds: ['ai-rulez-config'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'ai-rulez stops loading on a local include whose folder is missing or lies outside the project, and on an include with both `ref` and `version`; an unknown `merge_strategy` or `include` kind, a misspelt field or a duplicate include name makes the include behave differently from what the config says. Nothing from the config is generated until it is fixed.',
    examples: {
      context: { 'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview.' },
      wrong: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shraed"\nmerge_strategy = "include-overide"',
      right: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\nmerge_strategy = "include-override"',
      file: '.ai-rulez/config.toml',
    },
  },
  reads: AI_RULEZ_AGENT_READS,
  check(project, ctx) {
    for (const p of aiRulezProjects(project)) {
      const config: Config = { ctx, path: p.config.path, file: p.config.file };
      const names: SeenNames = new Map();
      for (const inc of p.includes) {
        const node = inc.node;
        if (node.type !== 'map') continue;
        missingRequired(config, inc, node);
        unknownFields(config, node);
        duplicateName(config, inc, names);
        refAndVersion(config, inc, node);
        unknownMergeStrategy(config, node);
        unknownIncludeKinds(config, node);
        unreadableSource(config, inc);
      }
    }
  },
});
