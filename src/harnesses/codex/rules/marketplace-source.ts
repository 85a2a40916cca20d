/**
 * A Codex marketplace entry whose local source Codex lists but cannot install: the folder holds no
 * `.codex-plugin/plugin.json`, or that manifest gives another `name` than the entry (oracle/codex/marketplace.mjs).
 */
import { posix } from 'node:path';
import { artifactsOf } from '../../../artifacts/model.js';
import { getNode, getPair, stringValue } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { CODEX_MARKETPLACE_POLICY, CODEX_VERSION } from '../known-values.js';
import { codexLocalSource, codexManifestOf, codexMarketplaceLoads, codexSourceFolder } from '../plugin-kinds.js';

const MANIFEST = '.codex-plugin/plugin.json';

export default projectRule({
  meta: {
    id: 'codex/marketplace-source',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A local plugin of a Codex marketplace that `codex plugin add` refuses: its folder is missing or holds no `.codex-plugin/plugin.json` (nor an Agent Plugins `plugin.json`), or the manifest Codex reads names the plugin differently from the entry.',
    kinds: ['codex-marketplace'],
    harness: 'codex',
    optIn: false,
    fixable: 'maybe',
    readsRepository: true,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json): Codex lists such an entry (\`codex plugin list\`), then \`codex plugin add\` fails with "missing plugin.json" when the folder is missing (\`entry-path-missing\`), holds no \`.codex-plugin/plugin.json\` (\`entry-path-no-manifest\`) or is the marketplace folder itself without one (\`entry-path-empty\`), a folder with only a \`plugin.json\` that does not declare the Agent Plugins 1.0.0 \`$schema\` fails the same way (\`agent-plugin-without-schema\`), one that declares it installs (\`agent-plugin-root-manifest\`), and Codex reads it before \`.codex-plugin/plugin.json\` (\`agent-plugin-beside-codex-manifest\`); the install fails with "plugin.json name \`good\` does not match marketplace plugin name \`other\`" when the names differ (\`entry-name-differs-from-manifest\`). The entry is offered to users and never installs.`,
    examples: {
      file: '.agents/plugins/marketplace.json',
      wrong: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": "./plugins/note" }\n  ]\n}\n',
      right: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": "./plugins/notes" }\n  ]\n}\n',
      context: { 'plugins/notes/.codex-plugin/plugin.json': '{ "name": "notes" }\n' },
    },
  },
  check(project, ctx) {
    for (const m of artifactsOf(project, 'codex-marketplace')) {
      const plugins = getNode(m.root, 'plugins');
      // A marketplace Codex does not load lists nothing: codex/marketplace-schema says why.
      if (plugins?.type !== 'seq' || !codexMarketplaceLoads(m, CODEX_MARKETPLACE_POLICY)) continue;
      for (const entry of plugins.items) {
        const src = codexLocalSource(entry);
        if (!src) continue;
        const dir = codexSourceFolder(m, src.path);
        if (dir === null) continue; // codex/marketplace-schema: Codex skips the entry
        const label = stringValue(getNode(entry, 'name')) ?? src.path;
        const where = { path: m.path, range: src.value.range, jsonPath: src.value.path, element: { type: 'plugin', name: label } };
        const manifestPath = dir === '.' ? MANIFEST : posix.join(dir, MANIFEST);
        const manifest = codexManifestOf(project.artifacts, dir);
        if (!manifest && project.stat(manifestPath) !== 'file') {
          const what = project.stat(dir) === null ? 'does not exist' : `holds no \`${MANIFEST}\` and no Agent Plugins \`plugin.json\``;
          ctx.report({ ...where, message: `Codex lists \`${label}\` but \`codex plugin add\` fails ("missing plugin.json"): \`${src.path}\` ${what}` });
          continue;
        }
        const own = stringValue(getNode(manifest?.root, 'name'));
        const entryName = getPair(entry, 'name');
        const n = stringValue(entryName?.value);
        if (own === undefined || n === undefined || own === n) continue;
        ctx.report({
          path: m.path,
          range: entryName!.value!.range,
          jsonPath: entryName!.path,
          element: { type: 'plugin', name: n },
          message: `Codex lists \`${n}\` but \`codex plugin add\` fails: its manifest \`${manifest!.path}\` names the plugin \`${own}\` ("plugin.json name does not match marketplace plugin name")`,
          suggestion: { msg: `use \`${own}\``, applicability: 'MaybeIncorrect', edits: [{ path: m.path, range: entryName!.value!.range, text: JSON.stringify(own) }] },
        });
      }
    }
  },
});
