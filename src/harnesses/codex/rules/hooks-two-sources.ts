/** Hooks in both `.codex/hooks.json` and `[hooks]` of `.codex/config.toml`: Codex runs both and warns. */
import { CODEX_HOOK_EVENTS, CODEX_VERSION } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'codex/hooks-two-sources',
    effect: 'style',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'Hooks in both `.codex/hooks.json` and the `[hooks]` table of `.codex/config.toml`: Codex runs both sets and warns.',
    kinds: ['codex-config', 'codex-hooks'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-hooks-merge\`): with a SessionStart hook in each, both ran, and \`codex exec\` warned "loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer". A \`[hooks]\` table with only an unknown event drew no such warning (\`fixtures-planted\`). Neither file wins, so a hook moved from one to the other and left behind runs twice. Codex reads both only in a trusted project.`,
    examples: {
      file: '.codex/config.toml',
      context: { '.codex/hooks.json': '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n' },
      wrong: '[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "./check.sh"\n',
      right: 'model = "gpt-5"\n',
    },
  },
  check(project, ctx) {
    if (!artifactsOf(project, 'codex-hooks').length) return;
    for (const config of artifactsOf(project, 'codex-config')) {
      const hooks = config.root?.type === 'map' ? config.root.pairs.find((p) => p.key === 'hooks') : undefined;
      // Only hooks Codex reads count: `[hooks]` holding nothing but an unknown event drew no warning (`fixtures-planted`).
      const known = hooks?.value?.type === 'map' && hooks.value.pairs.some((e) => CODEX_HOOK_EVENTS.includes(e.key) && e.value?.type === 'seq' && e.value.items.length > 0);
      if (!known) continue;
      ctx.report({
        path: config.path, element: config.element, harness: 'codex', range: hooks.keyRange, jsonPath: hooks.path,
        message: 'Codex runs these hooks and those of .codex/hooks.json too: it says "loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer"',
      });
    }
  },
});
