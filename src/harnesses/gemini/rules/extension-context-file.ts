/** An extension's `contextFileName` that names no file in the extension folder: `gemini extensions validate` rejects it. */
import { posix } from 'node:path';
import { GEMINI_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { reportMissingPath } from '../../../rules/shared/missing-path.js';

/**
 * The name as Gemini CLI reads it: it replaces `${/}` and `${pathSeparator}` with the path separator and
 * `${extensionPath}` with the extension's folder in the whole manifest before reading it (gemini-cli,
 * packages/cli/src/config/extension-manager.ts, `recursivelyHydrateStrings`); undefined when another variable is left.
 */
function hydrate(name: string): string | undefined {
  const out = name.replace(/\$\{(\/|pathSeparator)\}/g, '/').replace(/^\$\{extensionPath\}\/?/, '');
  return out.includes('${') ? undefined : out;
}

export default projectRule({
  meta: {
    id: 'gemini/extension-context-file',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI extension whose `contextFileName` (a name or a list of names) names a file its folder does not hold.',
    kinds: ['gemini-extension'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Observed with \`gemini extensions validate\` of Gemini CLI ${GEMINI_VERSION} (mutation probe, oracle/gemini/mutations.json, \`gemini-extension:/contextFileName:capitals\`, \`…:spaces\`, \`…:type:array\`): exit 1, "Validation failed with the following errors: The following context files referenced in gemini-extension.json are missing: Has-Capitals". Without \`contextFileName\` Gemini reads \`GEMINI.md\` when the folder has one. The name is read after Gemini CLI replaces its variables (\`\${/}\`, \`\${pathSeparator}\`, \`\${extensionPath}\`) in the whole manifest (gemini-cli source, packages/cli/src/config/extension-manager.ts, \`recursivelyHydrateStrings\`), as Google's own extensions write it.`,
    examples: {
      file: 'my-ext/gemini-extension.json',
      wrong: '{\n  "name": "my-ext",\n  "version": "1.0.0",\n  "contextFileName": "CONTEXT.md"\n}\n',
      right: '{\n  "name": "my-ext",\n  "version": "1.0.0"\n}\n',
    },
  },
  check(project, ctx) {
    for (const e of artifactsOf(project, 'gemini-extension')) {
      const pair = e.root?.type === 'map' ? getPair(e.root, 'contextFileName') : undefined;
      if (!pair?.value) continue;
      const names: TreeNode[] = pair.value.type === 'seq' ? pair.value.items : [pair.value];
      const dir = posix.dirname(e.path);
      for (const n of names) {
        // Not a string, or blank: gemini/extension-manifest reports "Invalid context file path".
        if (n.type !== 'scalar' || typeof n.value !== 'string' || n.value.trim() === '') continue;
        const file = n.value;
        const hydrated = hydrate(file);
        if (hydrated === undefined) continue; // a variable that names no folder of the extension (`${workspacePath}`)
        reportMissingPath(project, ctx, dir === '.' ? hydrated : posix.join(dir, hydrated), 'file', { path: e.path, range: n.range, jsonPath: n.path }, (why) => `\`gemini extensions validate\` rejects this extension: the context file \`${file}\` ${why} in the extension folder ("The following context files referenced in gemini-extension.json are missing")`);
      }
    }
  },
});
