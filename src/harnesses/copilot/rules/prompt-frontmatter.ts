/** The header of a VS Code prompt file (`.github/prompts/*.prompt.md`): fields VS Code does not know, `mode`, wrong types. */
import { COPILOT_PROMPT_DOC, COPILOT_PROMPT_FIELDS, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';

const KNOWN = Object.keys(COPILOT_PROMPT_FIELDS);

export default artifactRule({
  meta: {
    id: 'copilot/prompt-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A VS Code prompt file (`.github/prompts/*.prompt.md`) whose header does not parse, has a field VS Code does not document, the old `mode` (now `agent`), or a field of the wrong type.',
    kinds: ['copilot-prompt'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Prompt files are a VS Code feature, documented at ${COPILOT_PROMPT_DOC}: an optional YAML header with \`description\`, \`name\`, \`argument-hint\`, \`agent\` (the agent that runs the prompt; its earlier name was \`mode\`), \`model\` (strings) and \`tools\` (a list of tool names). Copilot CLI ${COPILOT_VERSION} does not read prompt files at all (oracle/copilot/cases.json, cases \`agent-names\` and \`cloud-files\`: the file is in neither \`copilot instruction list\` nor the request, and nothing is logged), so what is checked here is the documented format ("documented"), not a recorded run. A field outside the documented list has no documented effect; \`mode\` gets the certain rename to \`agent\`.`,
    examples: {
      file: '.github/prompts/review.prompt.md',
      wrong: '---\nmode: agent\ndescription: Review the current change\n---\nReview the change.\n',
      right: '---\nagent: agent\ndescription: Review the current change\n---\nReview the change.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm?.present) return;
    if (fm.problems.length > 0 && (fm.root === null || fm.lenient)) {
      const p = fm.problems[0]!;
      ctx.report({ message: `This prompt file's header is not valid YAML (${p.message}): VS Code reads it as YAML (documented), so its fields may not be read as written`, range: p.range });
      return;
    }
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      if (p.key === 'lints') continue;
      if (p.key === 'mode') {
        const taken = artifact.root?.type === 'map' && artifact.root.pairs.some((q) => q.key === 'agent');
        ctx.report({
          message: '`mode` is the old name of `agent` in a prompt file (documented)',
          range: p.keyRange,
          jsonPath: p.path,
          suggestion: taken ? undefined : { msg: 'rename to `agent`', applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: 'agent' }] },
        });
        continue;
      }
      const type = COPILOT_PROMPT_FIELDS[p.key];
      if (!type) {
        const fix = certainCorrection(p.key, KNOWN);
        const near = closest(p.key, KNOWN);
        ctx.report({
          message: `\`${p.key}\` is not a prompt file field${near[0] ? ` (did you mean \`${near[0].value}\`?)` : ''}: VS Code documents ${KNOWN.map((k) => `\`${k}\``).join(', ')}`,
          range: p.keyRange,
          jsonPath: p.path,
          suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
        });
        continue;
      }
      const v = p.value;
      if (!v) continue;
      const ok = type === 'string'
        ? v.type === 'scalar' && typeof v.value === 'string'
        : v.type === 'seq' && v.items.every((i) => i.type === 'scalar' && typeof i.value === 'string');
      if (ok) continue;
      ctx.report({ message: `\`${p.key}\` of a prompt file is ${type === 'string' ? 'a string' : 'a list of tool names'} (documented)`, range: v.range, jsonPath: p.path });
    }
  },
});
