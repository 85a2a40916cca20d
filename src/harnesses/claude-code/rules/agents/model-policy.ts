import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { isValidModelRef } from '../../lib/model-ref.js';

interface Options {
  require?: string;
  allowlist?: string[];
}

export default artifactRule<Options>({
  meta: {
    id: 'agents/model-policy',
    effect: 'style',
    harness: 'claude-code',
    category: 'contract',
    defaultLevel: 'error',
    description: 'Opt-in governance: every agent must inherit its model, or use a model from an allowlist.',
    kinds: ['agent', 'ai-rulez-agent'],
    optIn: true,
    fixable: false,
    options: {
      type: 'object',
      properties: {
        require: { type: 'string', enum: ['inherit'], description: 'Every agent must inherit (model absent or `inherit`).' },
        allowlist: { type: 'array', items: { type: 'string' }, description: 'Allowed model values; an absent model counts as `inherit`.' },
      },
      additionalProperties: false,
    },
    rationale:
      'Teams that pay for or certify particular models need every agent to use them. The rule is opt-in: it runs only when `.agentlint.yml` has a block for it, with exactly one of `require: inherit` or `allowlist: [...]`. A block without usable options is reported for every agent, never silently ignored.',
    examples: {
      wrong: '---\nname: a\ndescription: d\nmodel: opus\n---',
      right: '---\nname: a\ndescription: d\n---',
      file: '.claude/agents/a.md',
      context: { '.agentlint.yml': 'rules:\n  agents/model-policy:\n    require: inherit\n' },
    },
  },
  validateOptions(o) {
    const errors: string[] = [];
    const hasReq = o.require !== undefined;
    const hasList = o.allowlist !== undefined;
    if (hasReq && hasList) errors.push('set exactly one of `require` and `allowlist`, not both');
    if (!hasReq && !hasList) errors.push('set `require: inherit` or `allowlist: [...]`');
    if (hasReq && o.require !== 'inherit') errors.push(`\`require\` must be \`inherit\`, not \`${String(o.require)}\``);
    if (hasList) {
      if (!Array.isArray(o.allowlist)) errors.push('`allowlist` must be a list of model values');
      else for (const m of o.allowlist) if (typeof m !== 'string' || !isValidModelRef(m)) errors.push(`allowlist entry \`${String(m)}\` is not a valid model value`);
    }
    return errors;
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'model');
    const declared = scalarString(pair?.value);
    const model = declared === undefined || declared === '' ? 'inherit' : declared;
    const anchor = pair?.value ?? getPair(artifact.root, 'name')?.value ?? undefined;
    const range = anchor?.range ?? artifact.markdown?.frontmatter.openRange ?? artifact.file.lines.range(0, 0);
    const absent = declared === undefined || declared === '';
    if (ctx.options.require === 'inherit') {
      if (model !== 'inherit') {
        ctx.report({ message: `model policy requires every agent to inherit its model, but this one sets \`${model}\``, range, jsonPath: pair?.path, help: 'remove `model` or set it to `inherit`' });
      }
      return;
    }
    const list = ctx.options.allowlist ?? [];
    if (!list.includes(model)) {
      ctx.report({
        message: `model ${absent ? '(absent, so `inherit`)' : `\`${model}\``} is not in the model policy allowlist: ${list.length ? `it allows ${list.map((m) => `\`${m}\``).join(', ')}` : 'the allowlist is empty'}`,
        range,
        jsonPath: pair?.path,
      });
    }
  },
});
