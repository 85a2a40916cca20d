import { PLUGIN_AUTHOR_FIELDS, PLUGIN_FIELD_TYPES, USER_CONFIG_BOOLEAN_FIELDS, USER_CONFIG_FIELDS, USER_CONFIG_REQUIRED, USER_CONFIG_TYPES, type PluginFieldType } from '../../known-values/claude-code.js';
import { getPair } from '../../../../artifacts/tree.js';
import { closest, listOf } from '../../../../diagnostics/suggest.js';
import type { TreeNode } from '../../../../artifacts/tree.js';
import type { Suggestion } from '../../../../diagnostics/diagnostic.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { jsonTypeWords } from '../../../../rules/shared/json-type.js';
import { OPTION_KEY, optionsProblems } from '../../lib/user-config-options.js';

const isString = (n: TreeNode | null) => n?.type === 'scalar' && typeof n.value === 'string';
const isStringArray = (n: TreeNode | null) => n?.type === 'seq' && n.items.every(isString);

function typeName(n: TreeNode | null): string {
  if (n?.type === 'seq' && !n.items.every(isString)) return 'an array with non-string items';
  return jsonTypeWords(n, { null: 'null' });
}


function fits(n: TreeNode | null, t: PluginFieldType): boolean {
  switch (t) {
    case 'string': return isString(n);
    case 'boolean': return n?.type === 'scalar' && typeof n.value === 'boolean';
    case 'object': return n?.type === 'map';
    case 'array': return n?.type === 'seq';
    case 'string[]': return isStringArray(n);
    case 'paths': return isString(n) || isStringArray(n);
    case 'paths|inline': return isString(n) || isStringArray(n) || n?.type === 'map';
    case 'array|object': return n?.type === 'seq' || n?.type === 'map';
    case 'string|object': return isString(n) || n?.type === 'map';
  }
}

/**
 * Fields whose wrong type makes the run-time loader refuse the whole manifest (plugin-parts.json
 * \`lspServers: 5 at run time: the plugin does not load\`); \`keywords\` of the wrong type was seen to load
 * (rules-runtime.json). The other fields' run-time effect is documented, not observed.
 */
const STOPS_LOADING = ['lspServers'];

const EXPECT: Record<PluginFieldType, string> = {
  string: 'a string',
  boolean: '`true` or `false`',
  object: 'an object',
  array: 'an array',
  'string[]': 'an array of strings',
  paths: 'a path or an array of paths',
  'paths|inline': 'a path, an array of paths, or an inline object',
  'array|object': 'an array or an object',
  'string|object': 'a string or an object',
};

export default artifactRule({
  meta: {
    id: 'plugin/field-types',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A known plugin manifest field with a value of the wrong type (e.g. `keywords` as a string).',
    kinds: ['plugin'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      '`claude plugin validate` 2.1.332 rejects a manifest whose recognised field has the wrong type (say `"keywords": "git, review"` instead of an array: "Invalid input: expected array, received string"), so the plugin fails validation for marketplaces; Claude Code itself still loaded such a plugin\'s skills in a `--plugin-dir` run.',
    examples: { wrong: '{ "name": "my-plugin", "keywords": "git, review" }', right: '{ "name": "my-plugin", "keywords": ["git", "review"] }', file: '.claude-plugin/plugin.json' },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const pair of root.pairs) {
      const t = PLUGIN_FIELD_TYPES[pair.key];
      // `name` is plugin/manifest-name's.
      if (!t || pair.key === 'name') continue;
      const v = pair.value;
      if (!fits(v, t)) {
        let suggestion: Suggestion | undefined;
        if (v && v.type === 'scalar' && typeof v.value === 'string') {
          if (t === 'string[]') {
            const items = v.value.split(',').map((s) => s.trim()).filter(Boolean);
            suggestion = { msg: 'make it an array', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(items) }] };
          } else if (t === 'boolean' && /^(true|false)$/i.test(v.value)) {
            suggestion = { msg: `write the boolean \`${v.value.toLowerCase()}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: v.value.toLowerCase() }] };
          }
        } else if (v && v.type === 'scalar' && typeof v.value === 'number' && t === 'string') {
          suggestion = { msg: 'quote it', applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(v.raw) }] };
        }
        ctx.report({
          message: `\`${pair.key}\` must be ${EXPECT[t]}, not ${typeName(v)}: ${STOPS_LOADING.includes(pair.key) ? '`claude plugin validate` rejects the manifest and Claude Code does not load the plugin at all' : "`claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin's components)"}`,
          effect: STOPS_LOADING.includes(pair.key) ? 'not-loaded' : undefined,
          range: v ? v.range : pair.keyRange,
          jsonPath: pair.path,
          suggestion,
        });
        continue;
      }
      if (pair.key === 'userConfig' && v && v.type === 'map') {
        // validate 2.1.332: each option is an object with a known `type`, a `title` and a `description`.
        for (const opt of v.pairs) {
          const o = opt.value;
          if (!o || o.type !== 'map') {
            ctx.report({ message: `\`userConfig.${opt.key}\` must be an object, not ${typeName(o)}: \`claude plugin validate\` rejects the manifest`, range: o ? o.range : opt.keyRange, jsonPath: opt.path });
            continue;
          }
          if (!OPTION_KEY.test(opt.key)) {
            ctx.report({ message: `\`userConfig\` key \`${opt.key}\` must be an identifier (letters, digits, \`_\`; no leading digit): it becomes the variable CLAUDE_PLUGIN_OPTION_<KEY>, and \`claude plugin validate\` rejects the manifest ("Invalid key in record")`, range: opt.keyRange, jsonPath: opt.path });
          }
          for (const p of optionsProblems(o)) ctx.report({ message: `${p.message}: \`claude plugin validate\` rejects the manifest`, range: p.at.keyRange, jsonPath: p.at.path });
          const missing = USER_CONFIG_REQUIRED.filter((f) => !isString(getPair(o, f)?.value ?? null));
          if (missing.length > 0) {
            ctx.report({ message: `\`userConfig.${opt.key}\` needs ${listOf(missing, 'and')}: \`claude plugin validate\` rejects the manifest`, range: opt.keyRange, jsonPath: opt.path });
          }
          const t = getPair(o, 'type')?.value;
          if (t && isString(t) && !USER_CONFIG_TYPES.includes(String((t as { value: unknown }).value))) {
            ctx.report({ message: `\`userConfig.${opt.key}.type\` must be one of ${listOf(USER_CONFIG_TYPES)}: \`claude plugin validate\` rejects the manifest`, range: t.range, jsonPath: `${opt.path}.type` });
          }
          for (const f of o.pairs) {
            if (!USER_CONFIG_FIELDS.includes(f.key)) {
              const near = closest(f.key, USER_CONFIG_FIELDS);
              ctx.report({ message: `unknown key \`${f.key}\` in \`userConfig.${opt.key}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: \`claude plugin validate\` rejects the manifest ("Unrecognized key")`, range: f.keyRange, jsonPath: f.path });
            } else if (USER_CONFIG_BOOLEAN_FIELDS.includes(f.key) && !(f.value?.type === 'scalar' && typeof f.value.value === 'boolean')) {
              ctx.report({ message: `\`userConfig.${opt.key}.${f.key}\` must be \`true\` or \`false\`, not ${typeName(f.value)}: \`claude plugin validate\` rejects the manifest`, range: f.value ? f.value.range : f.keyRange, jsonPath: f.path });
            }
          }
        }
      }
      if (pair.key === 'author' && v && v.type === 'map') {
        for (const sub of v.pairs) {
          if (!PLUGIN_AUTHOR_FIELDS.includes(sub.key) || isString(sub.value)) continue;
          ctx.report({
            message: `\`author.${sub.key}\` must be a string, not ${typeName(sub.value)}: \`claude plugin validate\` rejects the manifest`,
            range: sub.value ? sub.value.range : sub.keyRange,
            jsonPath: sub.path,
          });
        }
      }
    }
  },
});
