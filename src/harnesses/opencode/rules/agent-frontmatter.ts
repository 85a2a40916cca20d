/** OpenCode agents whose frontmatter is broken (the whole file becomes the prompt) or holds keys OpenCode passes to the model as options. */
import { OPENCODE_AGENT_FIELDS, OPENCODE_V2_AGENT_KEPT, OPENCODE_V2_AGENT_RENAMES, OPENCODE_VERSION } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import { reportUnreadFrontmatter } from '../lib/frontmatter-fate.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { getPair } from '../../../artifacts/tree.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';

/** An entry of the V2 `agents` map: OpenCode keeps only a few keys and drops the rest without a word (case `config-v2-agent-entry`). */
function v2Entry(artifact: Artifact, ctx: RuleContext) {
  for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
    if (OPENCODE_V2_AGENT_KEPT.includes(p.key) || p.key === 'permissions') continue; // `permissions`: opencode/config-invalid
    const fix = OPENCODE_V2_AGENT_RENAMES[p.key];
    const free = fix !== undefined && !getPair(artifact.root, fix);
    const lost = p.key === 'permission' ? 'its permission rules do not apply; ' : '';
    ctx.report({
      message: `OpenCode drops \`${p.key}\` from this \`agents\` entry without a word: ${lost}under \`agents\` (the V2 spelling) it keeps only ${OPENCODE_V2_AGENT_KEPT.map((k) => `\`${k}\``).join(', ')}${fix ? ` (write \`${fix}\`)` : '; under `agent` it would read this key'}`,
      range: p.keyRange,
      jsonPath: p.path,
      suggestion: fix && free ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
    });
  }
}

/**
 * Provider options OpenCode's agents page shows passed through to the provider from an agent's config
 * (https://opencode.ai/docs/agents/, "Additional": `reasoningEffort`, `textVerbosity` for OpenAI's reasoning models).
 */
const OPENCODE_PROVIDER_OPTIONS = ['reasoningEffort', 'textVerbosity'];

export default artifactRule({
  meta: {
    id: 'opencode/agent-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An OpenCode agent (file or `agent` entry of opencode.json) with frontmatter that is not valid YAML or never closed (the whole file becomes the prompt, or the prompt is empty), or a key OpenCode does not know (moved into `options`, sent to the model).',
    kinds: ['opencode-agent'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): with broken YAML the agent still loads, its prompt is the whole file, \`---\` block included, and its settings fall back to defaults (OpenCode's re-read mends only an unquoted \`: \` in a one-line value, case \`yaml-colon\`, which also turns \`metadata: {a: 1\` into text; the finding is at the YAML error and is the only one for the file). A flow list left open, \`tools: [read, write\` with no \`]\`, makes the whole file the prompt the same way (case \`frontmatter-unclosed-flow\`); YAML gives up only on a later line, so the finding is at the \`[\`. A frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML, strictly (case \`frontmatter-unclosed\`): with a body line that breaks it, even a one-line value with an unquoted \`: \`, the whole file is the prompt and the settings are defaults (an error at the \`---\`); with only YAML lines after it (fields, blank lines, a \`# heading\`, which YAML reads as a comment) the fields load and the prompt is empty (a warning), and a bad value there stops OpenCode as anywhere (case \`frontmatter-unclosed-mode\`). Only a line starting with \`---\` closes the frontmatter: a \`---\` inside a value (\`description: a --- b\`) is text, so with no closing line the frontmatter is unclosed as above (cases \`frontmatter-inline-dashes\`, \`frontmatter-inline-dashes-unclosed\`), and a \`--- x\` line closes it, \`x\` starting the prompt (case \`frontmatter-dashes-line\`); an unknown key such as \`permissions\` (the V2 spelling) lands in the agent's \`options\` and is passed to the provider, which ignores an option it does not read; the provider options OpenCode documents passing this way (\`reasoningEffort\`, \`textVerbosity\`: https://opencode.ai/docs/agents/) are noted as info only. An unknown key of an \`agent\` entry in opencode.json lands in \`options\` the same way (case \`config-jsonc\`), and the model request carries it: an \`agent\` entry with \`"zzopt": "ZZ-OPT-VALUE"\` and a misspelt \`permision\` sent both in the request body to the model API (case \`agent-entry-options\`). A misspelling of a known key close to only one is renamed. Under the V2 key \`agents\` OpenCode keeps only ${OPENCODE_V2_AGENT_KEPT.map((k) => `\`${k}\``).join(', ')} and drops every other key without a word, \`permission\`, \`prompt\`, \`temperature\` and \`tools\` included (case \`config-v2-agent-entry\`; \`prompt\` and \`disable\` are renamed to the V2 \`system\` and \`disabled\`, which it reads); \`permissions\` there stops OpenCode instead (opencode/config-invalid).`,
    examples: {
      file: '.opencode/agent/reviewer.md',
      wrong: '---\ndescription: Reviews changes\npermissions:\n  edit: deny\n---\nYou review changes.\n',
      right: '---\ndescription: Reviews changes\npermission:\n  edit: deny\n---\nYou review changes.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    const inConfig = artifact.data.inConfig === true; // an `agent` entry of opencode.json
    if (artifact.data.v2) return v2Entry(artifact, ctx);
    if (!inConfig && !fm?.present) return;
    if (reportUnreadFrontmatter(artifact, ctx, { lost: 'becomes the prompt and the settings fall back to defaults', empty: 'the agent loads with the fields written there and an empty prompt' })) return;
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      if (OPENCODE_AGENT_FIELDS.includes(p.key) || p.key === 'lints') continue;
      if (inConfig && p.key === 'permissions') continue; // fatal in the config: opencode/config-invalid
      // A provider option OpenCode documents passing through (`reasoningEffort`): meant, and read by that provider.
      if (OPENCODE_PROVIDER_OPTIONS.includes(p.key)) {
        ctx.report({ level: 'info', effect: 'style', message: `\`${p.key}\` is not an OpenCode agent setting: OpenCode passes it to the model provider as a model option (documented), so only a provider that reads \`${p.key}\` acts on it`, range: p.keyRange, jsonPath: p.path });
        continue;
      }
      const near = closest(p.key, OPENCODE_AGENT_FIELDS);
      // A certain rename, unless the key is there already; not `permissions`, whose V2 value is a list, not a `permission` map.
      const fix = p.key === 'permissions' ? undefined : certainCorrection(p.key, OPENCODE_AGENT_FIELDS);
      const free = fix !== undefined && !getPair(artifact.root, fix);
      ctx.report({
        message: `OpenCode does not know \`${p.key}\` as an agent setting: it moves it into the agent's \`options\` and sends it to the model provider with every request, where it does nothing unless that provider reads an option of that name${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix && free ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: inConfig ? JSON.stringify(fix) : fix }] } : undefined,
      });
    }
  },
});
