/** OpenCode `model` values without a provider (the run fails) or with a V2 `#variant` suffix (kept in the id). */
import { OPENCODE_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'opencode/model-format',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode `model` that is not `provider/model-id`, or that ends in the V2 `#variant` suffix.',
    kinds: ['opencode-config', 'opencode-agent', 'opencode-command'],
    harness: 'opencode',
    optIn: false,
    fixable: false,
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): with \`"model": "gpt-4"\` every \`opencode run\` exits 1 with "Model not found: gpt-4/." (case \`model-no-provider\`), and with \`"model": "  "\` with "Model not found:   /." (case \`model-blank\`); an empty \`model\` is read as not set and the run works (case \`model-empty\`, a warning), as do an empty or blank \`small_model\` (cases \`small-model-empty\`, \`small-model-blank\`); an agent with \`model: anthropic/claude-sonnet-4-6#high\` (the V2 spelling of a variant) gets the model id \`claude-sonnet-4-6#high\` (case \`agent-fields\`), a model no provider has; OpenCode 1.x takes the variant from \`variant:\`.`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "model": "claude-sonnet-4-6"\n}\n',
      right: '{\n  "model": "anthropic/claude-sonnet-4-6"\n}\n',
    },
  },
  check(a, ctx) {
    for (const key of a.kind === 'opencode-config' ? ['model', 'small_model'] : ['model']) {
      const p = getPair(a.root, key);
      const v = p?.value;
      if (!p || v?.type !== 'scalar' || typeof v.value !== 'string') continue;
      // Empty: read as not set (case `model-empty`). Blank `small_model`: runs still work (case `small-model-blank`).
      if (v.value === '' || (key === 'small_model' && v.value.trim() === '')) {
        ctx.report({ message: `\`${key}\` is ${v.value === '' ? 'empty' : 'blank'}: OpenCode runs as if it were not set${key === 'model' ? ' (it takes a model of a configured provider)' : ''}; remove the key or write \`provider/model-id\``, range: v.range, jsonPath: p.path, level: 'warn' });
        continue;
      }
      const slash = v.value.indexOf('/');
      if (slash <= 0 || slash === v.value.length - 1) {
        ctx.report({ message: `OpenCode cannot find model \`${v.value}\`: a model is written \`provider/model-id\` (\`anthropic/claude-sonnet-4-6\`), and a run with it fails with "Model not found"`, range: v.range, jsonPath: p.path });
      } else if (v.value.includes('#') && !a.data.v2) { // a V2 `agents`/`commands` entry may mean the V2 `#variant`: not observed
        const [id, variant] = v.value.split('#');
        ctx.report({ message: `OpenCode 1.x keeps \`#${variant}\` in the model id: it asks for \`${id!.slice(slash + 1)}#${variant}\`, a model no provider has; write \`model: ${id}\` and \`variant: ${variant}\``, range: v.range, jsonPath: p.path, level: 'warn' });
      }
    }
  },
});
