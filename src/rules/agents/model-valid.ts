import { getPair } from '../../artifacts/tree.js';
import { replaceScalar } from '../../diagnostics/edits.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { classifyModel, MODEL_VALUES_TEXT } from '../shared/model-ref.js';

export default artifactRule({
  meta: {
    id: 'agents/model-valid',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`model` must be an alias (sonnet, opus, haiku, fable), `inherit`, or a full model ID.',
    kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'A misspelt model alias silently falls back to `inherit`: the agent runs on the session model, not the one written. Values that look like model IDs but match no known shape are reported as info, since the ID list moves every few months.',
    examples: { wrong: '---\nname: planner\ndescription: Plans work\nmodel: sonet\n---', right: '---\nname: planner\ndescription: Plans work\nmodel: sonnet\n---', file: '.claude/agents/planner.md' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'model');
    const node = pair?.value;
    if (!pair || !node) return;
    if (node.type !== 'scalar' || typeof node.value !== 'string') {
      ctx.report({ message: `\`model\` must be a string; Claude Code falls back to \`inherit\`. Want ${MODEL_VALUES_TEXT}`, range: node.range, jsonPath: pair.path });
      return;
    }
    const v = node.value;
    if (v === '') return;
    const c = classifyModel(v);
    if (c.kind === 'typo') {
      ctx.report({
        message: `model \`${v}\` is not a known value: Claude Code silently falls back to \`inherit\` (did you mean \`${c.suggestion}\`?)`,
        range: node.range,
        jsonPath: pair.path,
        help: `want ${MODEL_VALUES_TEXT}`,
        suggestion: { msg: `use \`${c.suggestion}\``, applicability: c.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, c.suggestion)] },
      });
    } else if (c.kind === 'id-like') {
      ctx.report({
        message: `model \`${v}\` does not match a known model ID shape (claude-…, Bedrock, Vertex); check it is a real model ID`,
        range: node.range,
        jsonPath: pair.path,
        level: 'info',
        help: `want ${MODEL_VALUES_TEXT}`,
      });
    } else if (c.kind === 'unknown') {
      ctx.report({
        message: `model \`${v}\` is not a known value: Claude Code silently falls back to \`inherit\``,
        range: node.range,
        jsonPath: pair.path,
        help: `want ${MODEL_VALUES_TEXT}`,
      });
    }
  },
});
