/** Marketplace fields of the wrong type, a plugin entry `homepage` that is not a URL, a plugin entry `name` with spaces. */
import { getPair, type MapNode, type Pair, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule, type Report } from '../../../../diagnostics/rule.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';
import { isUrl } from '../../../../rules/shared/url.js';

type Want = 'string' | 'object' | 'string[]' | 'boolean';

/** Fields `claude plugin validate` 2.1.332 type-checks (mutations.json `marketplace:` cases). `name`, `owner` and `source` are marketplace/schema's. */
const TOP: Record<string, Record<string, Want>> = {
  owner: { name: 'string', email: 'string', url: 'string' },
  metadata: { description: 'string', version: 'string', pluginRoot: 'string' },
};
const ENTRY: Record<string, Want> = {
  name: 'string', description: 'string', version: 'string', author: 'object', homepage: 'string', repository: 'string',
  license: 'string', category: 'string', keywords: 'string[]', tags: 'string[]', strict: 'boolean',
};
/** An entry's `author` object: validate wants its `name` a string (rules-validate.json `marketplace entry author without name`). */
const AUTHOR: Record<string, Want> = { name: 'string', email: 'string', url: 'string' };

const WANT_TEXT: Record<Want, string> = { string: 'a string', object: 'an object', 'string[]': 'an array of strings', boolean: 'a boolean' };

function fits(n: TreeNode, want: Want): boolean {
  if (want === 'string') return n.type === 'scalar' && typeof n.value === 'string';
  if (want === 'object') return n.type === 'map';
  if (want === 'boolean') return n.type === 'scalar' && typeof n.value === 'boolean';
  return n.type === 'seq' && n.items.every((i) => i.type === 'scalar' && typeof i.value === 'string');
}


const REJECTS = '`claude plugin validate` rejects the marketplace';

export default artifactRule({
  meta: {
    id: 'marketplace/field-types',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace field of the wrong type (`metadata`, `owner.email`, a plugin entry\'s `description`, `author`, `keywords`, …), a plugin entry `homepage` that is not a URL, or a plugin entry `name` with spaces.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      '`claude plugin validate` 2.1.332 type-checks the whole marketplace file: `metadata` must be an object, `owner.email`, `metadata.description`, `metadata.version` and each plugin entry\'s `description`, `version`, `category` and `homepage` strings, an entry\'s `author` an object with a string `name` (rules-validate.json, cases `marketplace entry author without name`, `marketplace entry author name: 5`), `strict` a boolean (`marketplace entry strict: "yes"`) and `keywords` an array ("Invalid input: expected string, received number"; oracle/claude-code/mutations.json, `marketplace:` cases such as `marketplace:/plugins/0/keywords:type:string`). An entry `homepage` that is not a URL is "Invalid URL" (`marketplace:/plugins/0/homepage:bad-url`); an entry `name` with a space: "Plugin name cannot contain spaces" and "Claude Code cannot install plugin" (`marketplace:/plugins/0/name:spaces`).',
    examples: {
      wrong: '{ "name": "team-tools", "owner": { "name": "Platform" }, "plugins": [ { "name": "lint", "source": "./lint", "keywords": "lint, style" } ] }',
      right: '{ "name": "team-tools", "owner": { "name": "Platform" }, "plugins": [ { "name": "lint", "source": "./lint", "keywords": ["lint", "style"] } ] }',
      file: '.claude-plugin/marketplace.json',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const report = (r: Report) => ctx.report(r);
    for (const [key, fields] of Object.entries(TOP)) {
      const p = getPair(root, key);
      if (!p?.value) continue;
      if (p.value.type !== 'map') {
        // `owner` of the wrong type is marketplace/schema's.
        if (key !== 'owner') report({ message: `\`${key}\` must be an object, not ${withArticle(jsonType(p.value))}: ${REJECTS}`, range: p.value.range, jsonPath: p.path });
        continue;
      }
      checkFields(p.value, fields, key, report, key === 'owner' ? ['name'] : []);
    }
    const plugins = getPair(root, 'plugins')?.value;
    if (!plugins || plugins.type !== 'seq') return;
    plugins.items.forEach((entry, i) => {
      if (entry.type !== 'map') return;
      checkFields(entry, ENTRY, `plugins[${i}]`, report, []);
      const author = getPair(entry, 'author');
      if (author?.value?.type === 'map') {
        if (!getPair(author.value, 'name')) report({ message: `\`plugins[${i}].author\` has no \`name\`: ${REJECTS} ("author.name: Invalid input: expected string")`, range: author.keyRange, jsonPath: author.path });
        else checkFields(author.value, AUTHOR, `plugins[${i}].author`, report, []);
      }
      const name = getPair(entry, 'name');
      if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && /\s/.test(name.value.value) && name.value.value.trim() !== '') {
        report({ message: `plugin name \`${name.value.value}\` contains spaces: ${REJECTS} ("Plugin name cannot contain spaces"), and Claude Code cannot install the plugin`, range: name.value.range, jsonPath: name.path, help: 'use kebab-case, e.g. `my-plugin`' });
      } else if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && name.value.value !== '' && name.value.value.trim() === '') {
        report({ message: `plugin name is blank: ${REJECTS}, and Claude Code cannot install the plugin`, range: name.value.range, jsonPath: name.path });
      }
      const home = getPair(entry, 'homepage');
      if (home?.value?.type === 'scalar' && typeof home.value.value === 'string' && !isUrl(home.value.value)) {
        report({ message: `\`homepage\` \`${home.value.value}\` is not a URL ("Invalid URL"): ${REJECTS}`, range: home.value.range, jsonPath: home.path, help: 'write an absolute URL such as `https://example.com/my-plugin`' });
      }
    });
  },
});

/** Each field of `node` named in `fields` with a value of the wrong type. `skipMissing`: fields marketplace/schema reports when not strings. */
function checkFields(node: MapNode, fields: Record<string, Want>, where: string, report: (r: Report) => void, schemaOwns: string[]): void {
  for (const [f, want] of Object.entries(fields)) {
    const p: Pair | undefined = getPair(node, f);
    const v = p?.value;
    if (!p || !v || fits(v, want)) continue;
    // marketplace/schema reports a missing or empty name; it reads numbers as text, so a number or boolean is ours.
    if (schemaOwns.includes(f) || (f === 'name' && !where.endsWith('.author'))) {
      if (!(v.type === 'scalar' && (typeof v.value === 'number' || typeof v.value === 'boolean'))) continue;
    }
    report({ message: `\`${where}.${f}\` must be ${WANT_TEXT[want]}, not ${withArticle(jsonType(v))}: ${REJECTS}`, range: v.range, jsonPath: p.path });
  }
}
