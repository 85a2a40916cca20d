/**
 * A Cursor marketplace (`.cursor-plugin/marketplace.json`): `name` and `plugins` are required, each entry has a
 * `name` and a `source`, and a local source names a folder of the repository.
 */
import { artifactsOf } from '../../../artifacts/model.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair, stringValue, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule, type Report } from '../../../diagnostics/rule.js';
import { CURSOR_DOCS_PLUGINS } from '../known-values.js';
import { cursorSourceFolder } from '../plugin-kinds.js';

const DOC = `documented: ${CURSOR_DOCS_PLUGINS}`;
const shown = (v: TreeNode | null | undefined) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);

export default projectRule({
  meta: {
    id: 'cursor/marketplace',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Cursor marketplace (`.cursor-plugin/marketplace.json`) without `name` or a `plugins` array, an entry without a string `name` or a `source`, or a local `source` folder that does not exist.',
    kinds: ['cursor-marketplace'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    readsRepository: true,
    rationale: `Documented, not observed (Cursor has no offline CLI to record). Cursor's plugin reference (${CURSOR_DOCS_PLUGINS}) and its published schema (github.com/cursor/plugins, \`schemas/marketplace.schema.json\`): a marketplace needs \`name\` and \`plugins\`, each entry \`name\` and \`source\`; a string source is a folder of the repository, under \`metadata.pluginRoot\` when that is set (Cursor's own marketplace lists \`"source": "third_party/gmail"\`). An entry whose folder does not exist cannot be installed. A source that already starts with \`pluginRoot\` is not prefixed twice. Remote sources (objects, URLs) are not checked, and unknown fields are not reported (Cursor's own marketplace uses \`minClientVersions\`, which its schema does not list).`,
    examples: {
      file: '.cursor-plugin/marketplace.json',
      wrong: '{\n  "name": "team",\n  "plugins": [ { "name": "notes", "source": "plugins/note" } ]\n}\n',
      right: '{\n  "name": "team",\n  "plugins": [ { "name": "notes", "source": "plugins/notes" } ]\n}\n',
      context: { 'plugins/notes/.cursor-plugin/plugin.json': '{ "name": "notes" }\n' },
    },
  },
  check(project, ctx) {
    const stat = (p: string) => project.stat(p);
    for (const m of artifactsOf(project, 'cursor-marketplace')) {
      const report = (r: Omit<Report, 'path'>) => ctx.report({ ...r, path: m.path });
      const root = m.root;
      if (root?.type !== 'map') {
        report({ message: `Cursor cannot read this marketplace: it must be a JSON object (${DOC})`, range: root?.range ?? firstLine(m.file) });
        continue;
      }
      const name = getPair(root, 'name');
      if (!name || stringValue(name.value) === undefined) report({ message: `Cursor cannot read this marketplace: ${name ? `\`name\` is ${shown(name.value)}, not a string` : '`name` is required'} (${DOC})`, range: name?.value?.range ?? root.pairs[0]?.keyRange ?? root.range, jsonPath: name?.path });
      const plugins = getPair(root, 'plugins');
      if (plugins?.value?.type !== 'seq') {
        report({ message: `Cursor cannot read this marketplace: ${plugins ? `\`plugins\` is ${shown(plugins.value)}, not an array` : '`plugins` is required'} (${DOC})`, range: plugins?.value?.range ?? root.pairs[0]?.keyRange ?? root.range, jsonPath: plugins?.path });
        continue;
      }
      for (const entry of plugins.value.items) {
        if (entry.type !== 'map') {
          report({ message: `Cursor cannot list this entry: it is ${shown(entry)}, not an object (${DOC})`, range: entry.range });
          continue;
        }
        const en = getPair(entry, 'name');
        const src = getPair(entry, 'source');
        const label = stringValue(en?.value);
        if (!en || label === undefined) report({ message: `Cursor cannot list this entry: ${en ? `\`name\` is ${shown(en.value)}, not a string` : '`name` is required'} (${DOC})`, range: en?.value?.range ?? entry.pairs[0]?.keyRange ?? entry.range });
        if (!src) {
          report({ message: `Cursor cannot install \`${label ?? 'this entry'}\`: \`source\` is required (${DOC})`, range: entry.pairs[0]?.keyRange ?? entry.range });
          continue;
        }
        // An object source is local only when it names no repository (`url`, `repo`): its `path` is then a folder here.
        const obj = src.value?.type === 'map' ? src.value : undefined;
        const s = stringValue(src.value) ?? (obj && !getPair(obj, 'url') && !getPair(obj, 'repo') ? stringValue(getPair(obj, 'path')?.value) : undefined);
        if (s === undefined) continue; // a remote source
        const dir = cursorSourceFolder(m, s, stat);
        if (dir === null || project.stat(dir) === 'dir') continue;
        report({ message: `Cursor cannot install \`${label ?? s}\`: its source \`${s}\` names no folder of this repository${dir.startsWith('..') ? ' (it leaves the marketplace)' : ` (\`${dir}\`)`} (${DOC})`, range: src.value!.range, jsonPath: src.path });
      }
    }
  },
});
