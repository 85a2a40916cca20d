/** An OpenCode agent `mode` outside primary/subagent/all: every opencode command stops. */
import { OPENCODE_AGENT_MODES, OPENCODE_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { replaceScalar } from '../../../diagnostics/edits.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { jsonTypeWords } from '../../../rules/shared/json-type.js';

export default artifactRule({
  meta: {
    id: 'opencode/agent-mode',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An OpenCode agent whose `mode` is not `primary`, `subagent` or `all`.',
    kinds: ['opencode-agent'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): \`opencode agent list\` (like every other command) exits 1 with "Configuration is invalid at …: Expected \\"subagent\\" | \\"primary\\" | \\"all\\"", so one bad agent file stops OpenCode for the whole repository. Under the V2 key \`agents\` the same entry is dropped without a word instead (case \`config-v2-invalid\`).`,
    examples: {
      file: '.opencode/agent/reviewer.md',
      wrong: '---\ndescription: Reviews changes\nmode: sub-agent\n---\nYou review changes.\n',
      right: '---\ndescription: Reviews changes\nmode: subagent\n---\nYou review changes.\n',
    },
  },
  check(artifact, ctx) {
    const p = getPair(artifact.root, 'mode');
    const v = p?.value;
    if (!p || !v) return;
    if (v.type === 'scalar' && typeof v.value === 'string' && OPENCODE_AGENT_MODES.includes(v.value)) return;
    const text = v.type === 'scalar' ? String(v.value) : undefined;
    const fix = text ? certainCorrection(text, OPENCODE_AGENT_MODES) : undefined;
    const near = text ? closest(text, OPENCODE_AGENT_MODES) : [];
    ctx.report({
      message: `${artifact.data.v2 ? 'OpenCode drops this `agents` entry without a word' : 'OpenCode refuses to start'} while this agent's \`mode\` is ${text !== undefined ? `\`${text}\`` : jsonTypeWords(v, { object: 'a mapping', array: 'a list' })}: it must be \`primary\`, \`subagent\` or \`all\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
      range: v.range,
      jsonPath: p.path,
      suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, v, fix)] } : undefined,
    });
  },
});
