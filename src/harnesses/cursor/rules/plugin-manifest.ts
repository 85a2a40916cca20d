/**
 * A Cursor plugin manifest (`.cursor-plugin/plugin.json`) against Cursor's plugin reference: a `name` is required and
 * is lower-case kebab-case; documented fields have documented types; a component path names something that exists.
 */
import { posix } from 'node:path';
import { artifactsOf } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, stringValue, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule, type Report } from '../../../diagnostics/rule.js';
import { CURSOR_DOCS_PLUGINS, CURSOR_PLUGIN_FIELDS, CURSOR_PLUGIN_NAME } from '../known-values.js';
import { isGlob } from '../plugin-kinds.js';
import { trimDashes } from '../../../rules/shared/names.js';

const DOC = `documented: ${CURSOR_DOCS_PLUGINS}`;
const shown = (v: TreeNode | null | undefined) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const strs = (v: TreeNode | null | undefined) => v?.type === 'seq' && v.items.every((i) => stringValue(i) !== undefined);
const TYPES = {
  string: ['a string', (v: TreeNode | null | undefined) => stringValue(v) !== undefined],
  strings: ['an array of strings', strs],
  paths: ['a path or an array of paths', (v: TreeNode | null | undefined) => stringValue(v) !== undefined || strs(v)],
  object: ['an object', (v: TreeNode | null | undefined) => v?.type === 'map'],
  'string-or-object': ['a path or an object', (v: TreeNode | null | undefined) => stringValue(v) !== undefined || v?.type === 'map'],
  servers: ['a path, an object or an array of them', (v: TreeNode | null | undefined) => stringValue(v) !== undefined || v?.type === 'map' || (v?.type === 'seq' && v.items.every((i) => stringValue(i) !== undefined || i.type === 'map'))],
} as const;
/** Fields whose string is a path inside the plugin (or a glob) that Cursor reads. */
const PATH_FIELDS = ['commands', 'agents', 'skills', 'rules', 'hooks', 'mcpServers'];

function checkPaths(p: Pair, root: string, stat: (p: string) => 'file' | 'dir' | null, report: (r: Omit<Report, 'path'>) => void): void {
  const nodes = p.value?.type === 'seq' ? p.value.items : p.value ? [p.value] : [];
  for (const node of nodes) {
    const s = stringValue(node);
    if (s === undefined || isGlob(s) || /^[a-z][a-z0-9+.-]*:/i.test(s)) continue;
    const target = posix.normalize(posix.join(root, s));
    if (posix.normalize(s).startsWith('..') || s.startsWith('/')) {
      report({ level: 'warn', effect: 'not-loaded', message: `\`${p.key}\` path \`${s}\` leaves the plugin folder: Cursor installs only the plugin's own files (${DOC})`, range: node.range, jsonPath: p.path });
    } else if (stat(target) === null) {
      report({ level: 'warn', effect: 'not-loaded', message: `\`${p.key}\` names \`${s}\`, which does not exist: Cursor finds nothing there (${DOC})`, range: node.range, jsonPath: p.path });
    }
  }
}

export default projectRule({
  meta: {
    id: 'cursor/plugin-manifest',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Cursor plugin manifest (`.cursor-plugin/plugin.json`) without a usable `name` (required, lower-case kebab-case), with a documented field of another type, or with a component path that does not exist or leaves the plugin.',
    kinds: ['cursor-plugin'],
    harness: 'cursor',
    optIn: false,
    fixable: 'maybe',
    readsRepository: true,
    rationale: `Documented, not observed (Cursor has no offline CLI to record: src/harnesses/cursor/known-values.ts). Cursor's plugin reference (${CURSOR_DOCS_PLUGINS}): "Every plugin requires a \`.cursor-plugin/plugin.json\` manifest file"; \`name\` is the one required field: "Plugin identifier. Lowercase, kebab-case (alphanumerics, hyphens, and periods). Must start and end with an alphanumeric character." The types of the other fields are those of Cursor's published schema (github.com/cursor/plugins, \`schemas/plugin.schema.json\`): \`commands\`, \`agents\`, \`skills\` and \`rules\` a path or glob or an array of them, \`hooks\` a path or an inline object, \`mcpServers\` a path, an object or an array of them. A component path that does not exist gives Cursor nothing to load. Unknown fields are not reported: Cursor's own marketplace uses fields its schema does not list.`,
    examples: {
      file: 'notes/.cursor-plugin/plugin.json',
      wrong: '{\n  "name": "Meeting Notes",\n  "skills": "./skills/"\n}\n',
      right: '{\n  "name": "meeting-notes",\n  "skills": "./skills/"\n}\n',
      context: { 'notes/skills/summarize/SKILL.md': '---\nname: summarize\ndescription: Summarize notes\n---\n' },
    },
  },
  check(project, ctx) {
    for (const a of artifactsOf(project, 'cursor-plugin')) {
      const report = (r: Omit<Report, 'path'>) => ctx.report({ ...r, path: a.path });
      const root = a.root;
      if (root?.type !== 'map') {
        report({ message: `Cursor cannot read this plugin: the manifest must be a JSON object (${DOC})`, range: root?.range ?? firstLine(a.file) });
        continue;
      }
      const name = getPair(root, 'name');
      const n = stringValue(name?.value);
      if (!name) report({ message: `Cursor cannot read this plugin: \`name\` is required (${DOC})`, range: root.pairs[0]?.keyRange ?? root.range });
      else if (n === undefined) report({ message: `Cursor cannot read this plugin: \`name\` is ${shown(name.value)}, not a string (${DOC})`, range: name.value?.range ?? name.keyRange, jsonPath: name.path });
      else if (!CURSOR_PLUGIN_NAME.test(n)) {
        const fixed = trimDashes(n.toLowerCase().replace(/[^a-z0-9.-]+/g, '-'));
        report({
          message: `Cursor cannot read this plugin: \`name\` \`${n}\` must be lower-case kebab-case (letters, digits, \`-\`, \`.\`), starting and ending with a letter or digit (${DOC})`,
          range: name.value!.range,
          jsonPath: name.path,
          suggestion: fixed && CURSOR_PLUGIN_NAME.test(fixed) ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value!.range, text: JSON.stringify(fixed) }] } : undefined,
        });
      }
      for (const p of root.pairs) {
        const want = CURSOR_PLUGIN_FIELDS[p.key];
        if (!want || p.key === 'name') continue;
        const [word, ok] = TYPES[want];
        if (!ok(p.value)) {
          report({ level: 'warn', effect: 'ignored', message: `\`${p.key}\` is ${shown(p.value)}, not ${word}: Cursor's plugin schema does not take it (${DOC})`, range: p.value?.range ?? p.keyRange, jsonPath: p.path });
          continue;
        }
        if (PATH_FIELDS.includes(p.key)) checkPaths(p, String(a.data.pluginRoot ?? '.'), (x) => project.stat(x), report);
      }
    }
  },
});
