/** Repository settings with a value of the wrong type: Copilot CLI ignores the whole file. */
import { COPILOT_REPO_SETTINGS, COPILOT_VERSION, type CopilotSettingType } from '../known-values.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { received, typeMismatch } from '../lib/json-types.js';

/** The CLI's complaint about `n` under `key`, and the node it is about. */
function problem(want: CopilotSettingType, n: TreeNode | null, key: string): { what: string; node: TreeNode | null } | undefined {
  if (want === 'any') return undefined;
  if (typeof want === 'string') return typeMismatch(want, n, key);
  if ('enum' in want) {
    const v = n?.type === 'scalar' ? n.value : undefined;
    if (typeof v === 'string' && want.enum.includes(v)) return undefined;
    const expected = `Expected ${want.enum.map((e) => `'${e}'`).join(' | ')}`;
    return { what: typeof v === 'string' ? `${key}: Invalid enum value. ${expected}, received '${v}'` : `${key}: ${expected}, received ${received(n)}`, node: n };
  }
  if (n?.type !== 'map') return { what: `${key}: Expected object, received ${received(n)}`, node: n };
  for (const p of n.pairs) {
    const bad = typeMismatch(want.map, p.value, `${key}.${p.key}`);
    if (bad) return bad;
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'copilot/settings-invalid',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A value of the wrong type in `.github/copilot/settings.json` or `settings.local.json`: Copilot CLI ignores the whole file.',
    kinds: ['copilot-settings'],
    harness: 'copilot',
    optIn: false,
    fixable: false,
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, cases \`settings\` and \`settings-applied\`): one bad value and none of the file's settings apply (\`disableAllHooks: true\` beside a bad \`mergeStrategy\` no longer disables the hooks). The only trace is a debug-log warning "Ignored invalid repository settings … could not be loaded: Settings config error: …".`,
    examples: {
      file: '.github/copilot/settings.json',
      wrong: '{\n  "disableAllHooks": "yes",\n  "model": "gpt-4.1"\n}\n',
      right: '{\n  "disableAllHooks": true,\n  "model": "gpt-4.1"\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const p of root.pairs) {
      const want = COPILOT_REPO_SETTINGS[p.key];
      if (!want) continue;
      const bad = problem(want, p.value, p.key);
      if (!bad) continue;
      ctx.report({
        message: `Copilot CLI ignores this whole settings file: "${bad.what}" (its log says "Ignored invalid repository settings")`,
        range: (bad.node ?? p.value)?.range ?? p.keyRange,
        jsonPath: p.path,
      });
    }
  },
});
