import { replaceScalar } from '../../../diagnostics/edits.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { toKebab } from '../../../rules/shared/names.js';
import { rulesOf } from '../lib/model.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** "Short": the longest packaged rule id is 31 characters. */
export const ID_MAX = 48;

/** The closest kebab-case spelling of an id. */
export { toKebab } from '../../../rules/shared/names.js';

export default artifactRule({
  meta: {
    id: 'agentltl/id-format',
    effect: 'style',
    category: 'style',
    defaultLevel: 'warn',
    description: 'A rule id should be short kebab-case (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 48 characters).',
    kinds: ['agentltl'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Ids are shown to the agent in every refusal and typed by people in `disable:` lists and in `agentltl` commands. The packaged library and the reference use short kebab-case ids; an id like `No Force Push!` is easy to mistype in `disable:`, and then the rule silently stays on.',
    examples: {
      wrong: 'rules:\n  - id: NoForcePush\n    never: git_push\n    with: {force: true}',
      right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
      file: 'AGENTLTL.yaml',
    },
  },
  check(artifact, ctx) {
    for (const rule of rulesOf(artifact)) {
      const v = rule.idPair?.value;
      if (rule.id === undefined || !v || v.type !== 'scalar') continue;
      const id = rule.id;
      if (KEBAB.test(id) && id.length <= ID_MAX) continue;
      const fixed = toKebab(id);
      const tooLong = KEBAB.test(id);
      ctx.report({
        message: tooLong
          ? `rule id \`${id}\` is ${id.length} characters long; keep ids short (at most ${ID_MAX})`
          : `rule id \`${id}\` is not short kebab-case: it should be lowercase letters, digits and single hyphens`,
        range: v.range,
        jsonPath: rule.idPair!.path,
        help: 'e.g. `tests-before-push`',
        suggestion:
          !tooLong && fixed !== '' && fixed !== id
            ? { msg: `rename the rule to \`${fixed}\` (update \`disable:\` entries that name it)`, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, v, fixed)] }
            : undefined,
      });
    }
  },
});
