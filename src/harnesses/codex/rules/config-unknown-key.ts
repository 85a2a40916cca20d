/** `.codex/config.toml` keys Codex ignores: unknown keys, and keys it takes only from the user's own config. */
import { CODEX_CONFIG_KEYS, CODEX_CONFIG_SCHEMA_ONLY_KEYS, CODEX_PROJECT_IGNORED_CONFIG_KEYS, CODEX_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection } from '../../../diagnostics/suggest.js';
import { unknownKey } from '../lib/config-values.js';
import { renameTopLevelKey } from '../lib/rename-table.js';

/** The top-level keys Codex 0.171.0 reads from a project config. */
const KNOWN = CODEX_CONFIG_KEYS.filter((k) => !CODEX_CONFIG_SCHEMA_ONLY_KEYS.includes(k) && !CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(k));

export default artifactRule({
  meta: {
    id: 'codex/config-unknown-key',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A top-level key of `.codex/config.toml` that Codex ignores: not a Codex setting, or one Codex takes only from the user-level config (`notify`, `model_provider`, `model_providers`, `profile`, …).',
    kinds: ['codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-unknown-keys\`, \`config-valid\`): in a trusted project \`codex exec\` warns "Codex is ignoring 2 unrecognized configuration settings … \`frobnicate\` is ignored" and runs on; \`codex debug prompt-input\` and \`codex mcp list\` say nothing; with \`--strict-config\` the run stops at the first one ("unknown configuration field"). A project's \`[model_providers.*]\` is dropped with "Ignored unsupported project-local config keys … model_providers", and so are \`notify\`, \`model_provider\`, \`profile\`, \`profiles\`, \`openai_base_url\`, \`chatgpt_base_url\`, \`otel\` and the rest of that list, whatever their value (oracle/codex/mutations.json \`codex-config:/notify:add\`, \`codex-config:/model_provider:add\`). \`debug\`, \`experimental_thread_config_endpoint\` and \`model_supports_reasoning_summaries\`, in Codex's published schema, are "unrecognized" to ${CODEX_VERSION}. The keys Codex knows are those of its config reference (https://developers.openai.com/codex/config-reference).`,
    examples: {
      file: '.codex/config.toml',
      wrong: 'modle = "gpt-5"\n',
      right: 'model = "gpt-5"\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const unknown = root.pairs.filter((p) => !KNOWN.includes(p.key) && !CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(p.key));
    const targets = unknown.map((p) => certainCorrection(p.key, KNOWN));
    for (const p of root.pairs) {
      if (CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(p.key)) {
        ctx.report({ message: `Codex ignores \`${p.key}\` in a project config: it says "Ignored unsupported project-local config keys"; set it in the user-level ~/.codex/config.toml`, range: p.keyRange, jsonPath: p.path });
        continue;
      }
      if (KNOWN.includes(p.key)) continue;
      const r = unknownKey(artifact.path, p, KNOWN, (dym) => `Codex ignores \`${p.key}\`: it is not a Codex setting ("unrecognized configuration setting")${dym}`);
      const fix = targets[unknown.indexOf(p)];
      // Two keys renamed to one name would clash. A table's name recurs in each of its headers: the rename is
      // certain only when it covers them all.
      const edits = fix === undefined || targets.filter((t) => t === fix).length > 1 ? undefined : renameTopLevelKey(artifact.file, p.key, fix);
      ctx.report({ ...r, suggestion: r.suggestion && edits ? { ...r.suggestion, edits } : undefined });
    }
  },
});
