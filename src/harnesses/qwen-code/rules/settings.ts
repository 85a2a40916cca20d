/** Qwen Code project settings (`.qwen/settings.json`) that Qwen ignores, or that stop it. */
import { QWEN_CASES, QWEN_SETTINGS_KEYS, QWEN_VERSION } from '../known-values.js';
import { getNode, getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

export default artifactRule({
  meta: {
    id: 'qwen-code/settings',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code `.qwen/settings.json` with a top-level key Qwen ignores, or a `ui.theme` that is not a string (every run stops).',
    kinds: ['qwen-settings'],
    harness: 'qwen-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}): an unknown top-level key is ignored with only a debug-log line, "Unknown setting 'frobnicate' will be ignored" (case settings-unknown-key; agentlint warns); \`"ui": { "theme": 5 }\` stops every run, exit 1, "An unexpected critical error occurred: TypeError: themeName.endsWith is not a function" (case settings-wrong-type). A settings file that is not JSON is ignored whole without a word (case settings-invalid-json: its \`context.fileName\` was not applied), reported by schema/json-invalid. The top-level keys are those of the settings schema in the ${QWEN_VERSION} bundle.`,
    examples: {
      file: '.qwen/settings.json',
      wrong: '{\n  "ui": { "theme": 5 },\n  "contxt": { "fileName": ["CONTEXT.md"] }\n}\n',
      right: '{\n  "ui": { "theme": "GitHub" },\n  "context": { "fileName": ["CONTEXT.md"] }\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const p of root.pairs) {
      if (QWEN_SETTINGS_KEYS.includes(p.key)) continue;
      const near = closest(p.key, QWEN_SETTINGS_KEYS);
      ctx.report({ level: 'warn', message: `Qwen Code ignores \`${p.key}\`: it is not a setting (its debug log says "Unknown setting '${p.key}' will be ignored")${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`, range: p.keyRange, jsonPath: p.path });
    }
    const theme = getPair(getNode(root, 'ui'), 'theme');
    if (theme?.value && !(theme.value.type === 'scalar' && (typeof theme.value.value === 'string' || theme.value.value === null))) {
      ctx.report({ message: 'Qwen Code stops every run with this settings file: `ui.theme` must be a string ("An unexpected critical error occurred: TypeError: themeName.endsWith is not a function", exit 1)', range: theme.value.range, jsonPath: theme.path });
    }
  },
});
