import { INTERNAL_MARKETPLACE_NAMES, MARKETPLACE_LOOKALIKE_PATTERNS, RESERVED_MARKETPLACE_NAMES } from '../../known-values/claude-code.js';
import { artifactsOf } from '../../../../artifacts/model.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { fromAnthropics } from '../../lib/marketplace-origin.js';

/** Why Claude Code 2.1.332 refuses a marketplace name, or undefined. `official` names are allowed from an anthropics repository. */
export function marketplaceNameProblem(name: string, official: boolean): string | undefined {
  const lower = name.toLowerCase();
  const internal = INTERNAL_MARKETPLACE_NAMES[lower];
  if (internal !== undefined && lower === name) return `marketplace name \`${name}\` is ${internal}: \`claude plugin validate\` and \`claude plugin marketplace add\` reject it`;
  if (RESERVED_MARKETPLACE_NAMES.includes(lower)) {
    if (official) return undefined;
    return `marketplace name \`${name}\` is reserved for official Anthropic marketplaces: Claude Code adds it only from a GitHub source of the \`anthropics\` organization (github.com/anthropics/...) and refuses it from anywhere else`;
  }
  if (MARKETPLACE_LOOKALIKE_PATTERNS.some((p) => p.test(name))) {
    return `marketplace name \`${name}\` looks like an official Anthropic/Claude marketplace: \`claude plugin validate\` and \`claude plugin marketplace add\` reject it ("Marketplace name impersonates an official Anthropic/Claude marketplace")`;
  }
  return undefined;
}

export default projectRule({
  meta: {
    id: 'marketplace/reserved-name',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace `name` reserved for official Anthropic marketplaces, or one that imitates them.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 refuses to add a marketplace whose name is on its reserved list (`claude-plugins-official`, `anthropic-marketplace`, `healthcare`, …; exact, case-insensitive) unless it is added from a GitHub source of the `anthropics` organization, so it is not reported when the repository\'s origin is `github.com/anthropics/...` (the git remote `origin` in the CLI, `GITHUB_REPOSITORY` in the Action). Names that imitate official ones (`claude-plugins-v2`, `claude-official`, `official-anthropic`, any non-ASCII character) are rejected for everyone by both `claude plugin validate` and `marketplace add`, and so are `inline` and `builtin`.',
    examples: { wrong: '{ "name": "claude-code-plugins", "owner": { "name": "Me" }, "plugins": [] }', right: '{ "name": "acme-claude-tools", "owner": { "name": "Me" }, "plugins": [] }', file: '.claude-plugin/marketplace.json' },
  },
  check(project, ctx) {
    const official = fromAnthropics(project);
    for (const artifact of artifactsOf(project, 'marketplace')) {
      const pair = getPair(artifact.root, 'name');
      const name = scalarString(pair?.value);
      if (!pair || !pair.value || name === undefined) continue;
      const message = marketplaceNameProblem(name, official);
      if (!message) continue;
      ctx.report({
        path: artifact.path,
        element: artifact.element,
        message,
        range: pair.value.range,
        jsonPath: pair.path,
        notes: project.repository ? [`repository: ${project.repository}`] : ['repository origin unknown (no git remote `origin` on github.com)'],
        help: 'choose a name of your own, e.g. prefixed with your organisation',
      });
    }
  },
});
