/** `.cursor/environment.json` values of the wrong shape, against the schema Cursor publishes for the file. */
import { CURSOR_DOCS_ENVIRONMENT, CURSOR_ENVIRONMENT_FIELDS, CURSOR_ENVIRONMENT_SCHEMA } from '../known-values.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { isScalar, reportShape } from '../lib/json-shape.js';

const wrong = (ctx: RuleContext, v: TreeNode, what: string, want: string) => reportShape(ctx, v, what, want, CURSOR_ENVIRONMENT_SCHEMA);

export default artifactRule({
  meta: {
    id: 'cursor/environment-schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`.cursor/environment.json` (the cloud agent\'s machine) whose values do not have the types of Cursor\'s published schema, or whose `build` has no `dockerfile`.',
    kinds: ['cursor-environment'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_ENVIRONMENT}): "The machine setup lives in \`.cursor/environment.json\`"; the cloud agent runs its \`install\` command, then \`start\`, then its \`terminals\`. Cursor publishes the file's schema (${CURSOR_ENVIRONMENT_SCHEMA}): \`name\`, \`user\`, \`install\`, \`start\` and \`snapshot\` are strings, \`agentCanUpdateSnapshot\` a boolean, \`repositoryDependencies\` an array of strings, \`ports\` and \`terminals\` arrays of objects, and \`build\` an object whose \`dockerfile\` (a string) is required. What the cloud agent does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI, and the cloud agent runs only on Cursor's machines.`,
    examples: {
      file: '.cursor/environment.json',
      wrong: '{\n  "install": ["npm", "ci"],\n  "build": { "context": ".." }\n}\n',
      right: '{\n  "install": "npm ci",\n  "build": { "dockerfile": "Dockerfile", "context": ".." }\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root) return;
    if (root.type !== 'map') return wrong(ctx, root, '`.cursor/environment.json`', 'an object');
    for (const p of root.pairs) {
      const want = CURSOR_ENVIRONMENT_FIELDS[p.key];
      const v = p.value;
      if (!want || !v) continue;
      const what = `\`${p.key}\``;
      if (want === 'string' && !isScalar(v, 'string')) wrong(ctx, v, what, 'a string');
      else if (want === 'boolean' && !isScalar(v, 'boolean')) wrong(ctx, v, what, 'a boolean');
      else if (want === 'string[]' || want === 'object[]') {
        if (v.type !== 'seq') {
          wrong(ctx, v, what, want === 'string[]' ? 'an array of strings' : 'an array of objects');
          continue;
        }
        v.items.forEach((item, i) => {
          if (want === 'string[]' ? !isScalar(item, 'string') : item.type !== 'map') wrong(ctx, item, `\`${p.key}[${i}]\``, want === 'string[]' ? 'a string' : 'an object');
        });
      } else if (want === 'build') {
        if (v.type !== 'map') {
          wrong(ctx, v, what, 'an object with `dockerfile`');
          continue;
        }
        const dockerfile = getPair(v, 'dockerfile');
        if (!dockerfile) ctx.report({ message: `\`build\` has no \`dockerfile\`, which the schema requires: the path of the Dockerfile, relative to \`.cursor/\` (documented: ${CURSOR_ENVIRONMENT_SCHEMA})`, range: p.keyRange, jsonPath: p.path });
        for (const key of ['dockerfile', 'context']) {
          const kv = getPair(v, key)?.value;
          if (kv && !isScalar(kv, 'string')) wrong(ctx, kv, `\`build.${key}\``, 'a string');
        }
      }
    }
  },
});
