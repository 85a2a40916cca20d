/** `.kilocodemodes` (the Kilo Code extension's custom modes), as Kilo Code's CLI turns its modes into agents. */
import { KILO_CASES, KILO_MODE_GROUPS, KILO_MUTATIONS } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { shownValue } from '../../../rules/shared/json-type.js';


export default artifactRule({
  meta: {
    id: 'kilo-code/legacy-modes',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `.kilocodemodes` file Kilo Code\'s CLI reads no mode from (no `customModes`, or a mode whose `groups` is missing or not a list drops every mode of the file), or a mode it loads wrongly (no `slug`, a role or slug that is an object, an unknown group).',
    kinds: ['kilo-legacy-modes'],
    harness: 'kilo-code',
    optIn: false,
    fixable: false,
    rationale: `Observed on Kilo Code's CLI 7.7.7 with \`kilo debug config\` (oracle: ${KILO_CASES}, cases \`modes-valid\`, \`modes-one-invalid\`, \`modes-lenient\`, \`modes-json\`, \`modes-no-custommodes\`; and ${KILO_MUTATIONS}): each mode of \`customModes\` becomes a primary agent named by its \`slug\`, its \`roleDefinition\` the prompt (none: an empty prompt) and its \`groups\` the permissions. A file whose modes are not under \`customModes\` gives no agent (case \`modes-no-custommodes\`). One mode whose \`groups\` is missing, a number or an object drops every mode of the file without a word (\`kilo-legacy-modes:/customModes/0/groups:remove\`, \`…:type:number\`, \`…:type:object\`). A mode without \`slug\` loads as the agent \`undefined\`, a slug or role that is an object as \`[object Object]\` (\`…/slug:remove\`, \`…/slug:type:object\`, \`…/roleDefinition:type:object\`). An unknown group becomes a permission no tool asks for (case \`modes-lenient\`).`,
    examples: {
      file: '.kilocodemodes',
      wrong: 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review code.\n',
      right: 'customModes:\n  - slug: reviewer\n    name: Reviewer\n    roleDefinition: You review code.\n    groups: [read]\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') return;
    const modes = getPair(root, 'customModes');
    if (!modes) {
      ctx.report({ message: 'Kilo Code reads no mode from this file: its modes go in a `customModes` list (case `modes-no-custommodes`)', range: root.pairs[0]?.keyRange ?? firstLine(artifact.file) });
      return;
    }
    if (modes.value?.type !== 'seq') return;
    for (const mode of modes.value.items) {
      if (mode.type !== 'map') continue;
      const slug = getPair(mode, 'slug');
      const groups = getPair(mode, 'groups');
      if (!groups || (groups.value?.type !== 'seq' && !(groups.value?.type === 'scalar' && typeof groups.value.value === 'string'))) {
        ctx.report({ message: `Kilo Code drops every mode of this file without a word: this mode's \`groups\` is ${groups ? shownValue(groups.value) : 'missing'}, not a list (\`kilo-legacy-modes:/customModes/0/groups:remove\`, \`…:type:number\`, \`…:type:object\`)`, range: groups?.value?.range ?? mode.range, jsonPath: groups?.path ?? mode.path });
      } else if (groups.value?.type === 'seq') {
        for (const g of groups.value.items) {
          const name = g.type === 'scalar' ? g.value : g.type === 'seq' && g.items[0]?.type === 'scalar' ? g.items[0].value : undefined;
          if (typeof name === 'string' && !(KILO_MODE_GROUPS as readonly string[]).includes(name)) {
            ctx.report({ message: `\`${name}\` is not a tool group (${KILO_MODE_GROUPS.join(', ')}): Kilo Code makes it a permission no tool asks for (case \`modes-lenient\`)`, range: g.range, jsonPath: g.path, level: 'warn' });
          }
        }
      }
      if (!slug) ctx.report({ message: 'this mode has no `slug`: Kilo Code loads it as the agent `undefined` (`kilo-legacy-modes:/customModes/0/slug:remove`)', range: mode.range, jsonPath: mode.path, level: 'warn' });
      // Only an object was probed (`…:type:object`); what a list becomes is not recorded, so a list is not reported.
      else if (slug.value?.type === 'map') ctx.report({ message: `\`slug\` is ${shownValue(slug.value)}: Kilo Code loads the mode as the agent \`[object Object]\` (\`kilo-legacy-modes:/customModes/0/slug:type:object\`)`, range: slug.value.range, jsonPath: slug.path, level: 'warn' });
      const role = getPair(mode, 'roleDefinition');
      if (role?.value?.type === 'map') ctx.report({ message: `\`roleDefinition\` is ${shownValue(role.value)}: Kilo Code's prompt for this mode is \`[object Object]\` (\`kilo-legacy-modes:/customModes/0/roleDefinition:type:object\`)`, range: role.value.range, jsonPath: role.path });
      else if (!role) ctx.report({ message: 'this mode has no `roleDefinition`: Kilo Code loads it with an empty prompt (case `modes-one-invalid`)', range: slug?.keyRange ?? mode.range, jsonPath: mode.path, level: 'warn' });
    }
  },
});
