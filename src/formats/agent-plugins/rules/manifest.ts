/**
 * An Agent Plugins `plugin.json` a conforming client rejects (a missing or unknown `$schema`, a `name` outside §5.5,
 * a field of the wrong type, an `author` with other fields), or a field it reports and ignores (an unknown
 * top-level field, `extensions` that is not an object of objects, a namespace that is not reverse-domain).
 */
import { artifactsOf } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { stringValue, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule, type Report } from '../../../diagnostics/rule.js';
import { declaresAgentPlugins } from '../kinds.js';
import { AGENT_PLUGINS_AUTHOR_FIELDS, AGENT_PLUGINS_MANIFEST_FIELDS, AGENT_PLUGINS_MANIFEST_SCHEMA, AGENT_PLUGINS_NAME, AGENT_PLUGINS_NAME_MAX, AGENT_PLUGINS_NAMESPACE } from '../known-values.js';
import { trimDashes } from '../../../rules/shared/names.js';

const SPEC = 'Agent Plugins 1.0.0';
const REJECTS = 'an Agent Plugins client rejects this plugin';

const shown = (v: TreeNode | null | undefined) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const isType = (v: TreeNode | null | undefined, t: 'string' | 'object' | 'strings') =>
  t === 'string' ? stringValue(v) !== undefined : t === 'object' ? v?.type === 'map' : v?.type === 'seq' && v.items.every((i) => stringValue(i) !== undefined);
const TYPE_WORD = { string: 'a string', object: 'an object', strings: 'an array of strings' } as const;

function checkName(p: Pair, file: string, report: (r: Omit<Report, 'path'>) => void): void {
  const n = stringValue(p.value);
  if (n === undefined) return;
  const why = n.length === 0 ? 'is empty' : n.length > AGENT_PLUGINS_NAME_MAX ? `is ${n.length} characters long (at most ${AGENT_PLUGINS_NAME_MAX})` : !AGENT_PLUGINS_NAME.test(n) ? 'may only hold lower-case letters, digits, `-` and `.`, start and end with a letter or digit, and hold no `--` or `..`' : undefined;
  if (!why) return;
  const fixed = trimDashes(n.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/-{2,}/g, '-').replace(/\.{2,}/g, '.'));
  report({
    message: `${REJECTS}: \`name\` \`${n}\` ${why} (${SPEC} §5.5)`,
    range: p.value!.range,
    jsonPath: p.path,
    suggestion: fixed && fixed !== n && AGENT_PLUGINS_NAME.test(fixed) && fixed.length <= AGENT_PLUGINS_NAME_MAX ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: file, range: p.value!.range, text: JSON.stringify(fixed) }] } : undefined,
  });
}

function checkExtensions(p: Pair, report: (r: Omit<Report, 'path'>) => void): void {
  const v = p.value;
  if (v?.type !== 'map') {
    report({ level: 'warn', effect: 'ignored', message: `\`extensions\` is ${shown(v)}, not an object: a client reports and ignores it (${SPEC} §8.1)`, range: v?.range ?? p.keyRange, jsonPath: p.path });
    return;
  }
  for (const ns of v.pairs) {
    if (!AGENT_PLUGINS_NAMESPACE.test(ns.key)) report({ level: 'warn', effect: 'ignored', message: `extension namespace \`${ns.key}\` is not reverse-domain (\`com.example.client\`): no client's namespace can match it (${SPEC} §8)`, range: ns.keyRange, jsonPath: ns.path });
    else if (ns.value?.type !== 'map') report({ message: `${REJECTS}: extension \`${ns.key}\` is ${shown(ns.value)}, not an object (${SPEC} §5.2, \`plugin.schema.json\`)`, range: ns.value?.range ?? ns.keyRange, jsonPath: ns.path });
  }
}

function checkManifest(root: TreeNode, file: string, report: (r: Omit<Report, 'path'>) => void): void {
  if (root.type !== 'map') {
    report({ message: `${REJECTS}: the manifest must be a JSON object (${SPEC} §5.2)`, range: root.range });
    return;
  }
  const schema = root.pairs.find((p) => p.key === '$schema');
  const s = stringValue(schema?.value);
  if (!schema) report({ message: `${REJECTS}: \`$schema\` is required; for 1.0.0 it is \`${AGENT_PLUGINS_MANIFEST_SCHEMA}\` (${SPEC} §5.2, §5.3)`, range: root.pairs[0]?.keyRange ?? root.range });
  else if (s !== AGENT_PLUGINS_MANIFEST_SCHEMA) report({ message: `${REJECTS}: \`$schema\` is ${shown(schema.value)}; a 1.0.0 client supports only \`${AGENT_PLUGINS_MANIFEST_SCHEMA}\` and rejects another version (${SPEC} §5.2)`, range: schema.value?.range ?? schema.keyRange, jsonPath: schema.path });
  if (!root.pairs.some((p) => p.key === 'name')) report({ message: `${REJECTS}: \`name\` is required (${SPEC} §5.3)`, range: root.pairs[0]?.keyRange ?? root.range });
  for (const p of root.pairs) {
    const want = AGENT_PLUGINS_MANIFEST_FIELDS[p.key];
    if (want === undefined) {
      report({ level: 'warn', effect: 'ignored', message: `\`${p.key}\` is not an Agent Plugins field: a client reports and ignores it; client-specific data belongs under \`extensions\` (${SPEC} §5.2)`, range: p.keyRange, jsonPath: p.path });
      continue;
    }
    if (p.key === 'extensions') {
      checkExtensions(p, report);
      continue;
    }
    if (p.key !== '$schema' && !isType(p.value, want)) {
      report({ message: `${REJECTS}: \`${p.key}\` is ${shown(p.value)}, not ${TYPE_WORD[want]} (${SPEC} §5.2)`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
      continue;
    }
    if (p.key === 'name') checkName(p, file, report);
    if (p.key === 'author' && p.value?.type === 'map') {
      for (const f of p.value.pairs) {
        if (!AGENT_PLUGINS_AUTHOR_FIELDS.includes(f.key)) report({ message: `${REJECTS}: \`author\` may hold only \`name\`, \`email\` and \`url\`, not \`${f.key}\` (${SPEC} §5.4)`, range: f.keyRange, jsonPath: f.path });
        else if (stringValue(f.value) === undefined) report({ message: `${REJECTS}: \`author.${f.key}\` is ${shown(f.value)}, not a string (${SPEC} §5.4)`, range: f.value?.range ?? f.keyRange, jsonPath: f.path });
      }
    }
  }
}

export default projectRule({
  meta: {
    id: 'agent-plugins/manifest',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An Agent Plugins `plugin.json` that a conforming client rejects (no or another `$schema`, no `name`, a name outside the spec\'s constraints, a field of the wrong type, `author` with other fields), or whose fields it ignores (unknown top-level fields, malformed `extensions`).',
    kinds: ['agent-plugin'],
    optIn: false,
    fixable: 'maybe',
    rationale: 'Agent Plugins 1.0.0 (https://agent-plugins.org, specification `spec/1.0.0.md` and `schemas/1.0.0/plugin.schema.json`, vendored in schema/vendor/agent-plugins/; documented, not observed: no pinned client is run on it): the manifest schema is closed; "any schema violation other than an unknown top-level field or a non-object `extensions` field is fatal: the client MUST reject the plugin and MUST NOT discover or execute any of its components" (§5.2), and a client that does not support the declared `$schema` "MUST reject the plugin" (§5.2). Unknown top-level fields are reported and ignored (§5.2), a non-object `extensions` too (§8.1). A `plugin.json` with no agent-plugins.org `$schema` is not read as this format\'s (Codex does not read it as a plugin either, `agent-plugin-without-schema`): a root `plugin.json` is also Copilot CLI\'s manifest, and a package\'s own file. Codex CLI 0.171.0 follows the spec where observed (oracle/codex/marketplace.json): it installs a plugin from a 1.0.0 `plugin.json` (`agent-plugin-root-manifest`), does not read one without `$schema` (`agent-plugin-without-schema`), refuses another version\'s `$schema` and an upper-case `name` ("missing or invalid plugin.json": `agent-plugin-other-schema-version`, `agent-plugin-name-uppercase`) and ignores an unknown field (`agent-plugin-unknown-field`).',
    examples: {
      file: 'plugin.json',
      wrong: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "Meeting Notes"\n}\n',
      right: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "meeting-notes"\n}\n',
    },
  },
  check(project, ctx) {
    for (const a of artifactsOf(project, 'agent-plugin')) {
      if (!declaresAgentPlugins(a)) continue;
      const report = (r: Omit<Report, 'path'>) => ctx.report({ ...r, path: a.path });
      if (!a.root) ctx.report({ path: a.path, message: `${REJECTS}: it is not JSON`, range: firstLine(a.file) });
      else checkManifest(a.root, a.path, report);
    }
  },
});
