/** `gemini-extension.json`: what `gemini extensions validate` rejects, warns about, or accepts silently. */
import { posix } from 'node:path';
import { GEMINI_EXTENSION_FIELDS, GEMINI_EXTENSION_NAME, GEMINI_SEMVER, GEMINI_VERSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

const DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/extensions/reference.md';

export default artifactRule({
  meta: {
    id: 'gemini/extension-manifest',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI extension manifest (`gemini-extension.json`) that `gemini extensions validate` rejects (no `version`, a `name` with other than letters, digits and dashes, a `contextFileName` that is not a string), or with a non-semver version, a name that differs from its folder or an unknown key.',
    kinds: ['gemini-extension'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Observed with \`gemini extensions validate\` of Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case extensions): no \`version\` → exit 1 'missing "version"'; \`"name": "Bad_Name"\` → exit 1 "Invalid extension name … Only letters (a-z, A-Z), numbers (0-9), and dashes (-) are allowed."; \`"contextFileName": 5\` → exit 1 "Invalid context file path"; \`"version": 1\` → a warning "does not appear to be standard semver". A name that differs from the folder and an unknown key validate without a word; the docs (${DOCS}) ask for a lowercase name that matches the folder (warnings here).`,
    examples: {
      file: 'my-ext/gemini-extension.json',
      wrong: '{\n  "name": "my_ext",\n  "description": "Tools"\n}\n',
      right: '{\n  "name": "my-ext",\n  "version": "1.0.0",\n  "description": "Tools"\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const folder = posix.basename(posix.dirname(artifact.path));
    for (const p of root.pairs) {
      if (GEMINI_EXTENSION_FIELDS.includes(p.key)) continue;
      const near = closest(p.key, GEMINI_EXTENSION_FIELDS);
      ctx.report({ message: `\`${p.key}\` is not a Gemini extension field: \`gemini extensions validate\` accepts it without a word and nothing reads it${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path, level: 'warn' });
    }
    const version = getPair(root, 'version');
    if (!version) ctx.report({ message: '`gemini extensions validate` rejects this extension: missing "version"', range: firstLine(artifact.file) });
    else if (version.value?.type !== 'scalar' || !GEMINI_SEMVER.test(String(version.value.value))) {
      ctx.report({ message: `\`version\` ${version.value?.type === 'scalar' ? `\`${String(version.value.value)}\`` : ''} is not semver (e.g. 1.0.0): \`gemini extensions validate\` warns "does not appear to be standard semver"`, range: version.value?.range ?? version.keyRange, jsonPath: version.path, level: 'warn' });
    }
    const name = getPair(root, 'name');
    const nv = name?.value?.type === 'scalar' && typeof name.value.value === 'string' ? name.value.value : undefined;
    // A number, boolean or list passes validate (`gemini-extension:/name:type:number` …); none, null or an object does not.
    const lenient = name?.value && (name.value.type === 'seq' || (name.value.type === 'scalar' && (typeof name.value.value === 'number' || typeof name.value.value === 'boolean')));
    if (lenient) {
      ctx.report({ message: `\`name\` is not a string: \`gemini extensions validate\` accepts it without a word, but the docs ask for a name (${DOCS}); write it as a string`, range: name!.value!.range, jsonPath: name!.path, level: 'warn' });
    } else if (!name || nv === undefined) {
      ctx.report({ message: '`gemini extensions validate` rejects this extension: `name` (a string) is required', range: name?.value?.range ?? firstLine(artifact.file), jsonPath: name?.path });
    } else if (!GEMINI_EXTENSION_NAME.test(nv)) {
      ctx.report({ message: `\`gemini extensions validate\` rejects the name \`${nv}\`: only letters, digits and dashes are allowed`, range: name.value!.range, jsonPath: name.path });
    } else if (nv !== folder && folder !== '.') {
      ctx.report({ message: `The extension is named \`${nv}\` but its folder is \`${folder}\`: the docs ask that they match (${DOCS}); \`gemini extensions validate\` accepts it`, range: name.value!.range, jsonPath: name.path, level: 'warn' });
    }
    const ctxFile = getPair(root, 'contextFileName');
    // A blank name is "Invalid context file path" too (`gemini-extension:/contextFileName:whitespace`).
    // `null` is read as no `contextFileName` (`gemini-extension:/contextFileName:type:null` validates).
    if (ctxFile && !(ctxFile.value?.type === 'scalar' && ctxFile.value.value === null) && !(ctxFile.value?.type === 'scalar' && typeof ctxFile.value.value === 'string' && ctxFile.value.value.trim()) && ctxFile.value?.type !== 'seq' && !(ctxFile.value?.type === 'scalar' && ctxFile.value.value === '')) {
      ctx.report({ message: '`gemini extensions validate` rejects this extension: "Invalid context file path" (`contextFileName` must be a non-empty string)', range: ctxFile.value?.range ?? ctxFile.keyRange, jsonPath: ctxFile.path });
    }
  },
});
