import { getPair } from '../../../../artifacts/tree.js';
import { replaceScalar } from '../../../../diagnostics/edits.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { classifyModel, MODEL_VALUES_TEXT } from '../../lib/model-ref.js';

export default artifactRule({
  meta: {
    id: 'agents/model-valid',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`model` must be an alias (sonnet, opus, haiku, fable), `inherit`, or a full model ID.',
    kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code does not fall back to `inherit` on a model it does not know: it sends the request with the value as written (observed on 2.1.332: a subagent with `model: sonet` requests `"model": "sonet"`, and so does a command), the API rejects it ("There\'s an issue with the selected model (sonet)"), and the Agent call or the command fails. A \`model\` that is not a string, or blank, is ignored: the subagent, skill or command runs on the default model (rules-runtime.json \`agent model: 7\` … \`agent model: blank\`, \`plugin agent model: 7\`, \`skill model: 7\` …). Aliases are matched case-insensitively. Values that look like model IDs but match no known shape are reported as info, since the ID list moves every few months.',
    examples: { wrong: '---\nname: planner\ndescription: Plans work\nmodel: sonet\n---', right: '---\nname: planner\ndescription: Plans work\nmodel: sonnet\n---', file: '.claude/agents/planner.md' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'model');
    const node = pair?.value;
    if (!pair || !node) return;
    const who = artifact.kind === 'command' ? 'the command' : artifact.kind === 'skill' ? 'the skill' : 'the Agent call';
    // `model:` with no value (null) and `model: ""` both run on the default model, as if `model` were not set
    // (rules-runtime.json `skill model: null`; mutations `…/model:empty` accepted): a note, the same for both.
    if (node.type === 'scalar' && (node.value === null || node.value === '')) {
      ctx.report({ message: `\`model\` has no value: Claude Code ignores it and ${who} runs on the default model, as if \`model\` were not set`, range: node.range, jsonPath: pair.path, level: 'info' });
      return;
    }
    // Not a string, or blank: ignored, the default model runs (rules-runtime.json `agent model: 7`, `skill model: blank`).
    const ignored = node.type !== 'scalar' || typeof node.value !== 'string' ? 'is not a string' : node.value !== '' && node.value.trim() === '' ? 'is blank' : undefined;
    if (ignored) {
      ctx.report({ message: `\`model\` ${ignored}: Claude Code ignores it and ${who} runs on the default model; want ${MODEL_VALUES_TEXT}`, range: node.range, jsonPath: pair.path });
      return;
    }
    const v = (node as { value: string }).value;
    const c = classifyModel(v);
    const fails = `Claude Code sends it to the API as written (no fallback to \`inherit\`), the API rejects it and ${who} fails`;
    if (c.kind === 'typo') {
      ctx.report({
        message: `model \`${v}\` is not a known model: ${fails} (did you mean \`${c.suggestion}\`?)`,
        range: node.range,
        jsonPath: pair.path,
        help: `want ${MODEL_VALUES_TEXT}`,
        suggestion: { msg: `use \`${c.suggestion}\``, applicability: c.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, c.suggestion)] },
      });
    } else if (c.kind === 'id-like') {
      ctx.report({
        message: `model \`${v}\` does not match a known model ID shape (claude-…, Bedrock, Vertex): Claude Code sends it as written, so check it is a real model ID`,
        range: node.range,
        jsonPath: pair.path,
        level: 'info',
        help: `want ${MODEL_VALUES_TEXT}`,
      });
    } else if (c.kind === 'unknown') {
      ctx.report({
        message: `model \`${v}\` is not a known model: ${fails}`,
        range: node.range,
        jsonPath: pair.path,
        help: `want ${MODEL_VALUES_TEXT}`,
      });
    }
  },
});
