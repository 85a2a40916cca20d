import { artifactRule } from '../../../../diagnostics/rule.js';
import { pairIn } from '../../lib/part-fields.js';

export default artifactRule({
  meta: {
    id: 'plugin/dependency-shape',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A `dependencies` entry that is neither a plugin name nor an object with a string `name`.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'Each entry of a plugin\'s `dependencies` is a plugin name (`"helper"`, or `"helper@marketplace"`) or `{ "name": "helper", "version": "^1.0.0" }`. Anything else (a number, an object without `name`) makes `claude plugin validate` 2.1.332 reject the manifest ("Invalid input" at `dependencies.<n>`). Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '{ "name": "my-plugin", "dependencies": [{ "version": "^1.0.0" }] }',
      right: '{ "name": "my-plugin", "dependencies": [{ "name": "helper", "version": "^1.0.0" }] }',
      file: '.claude-plugin/plugin.json',
    },
  },
  check(artifact, ctx) {
    const deps = pairIn(artifact.root, 'dependencies')?.value;
    if (deps?.type !== 'seq') return;
    deps.items.forEach((item, i) => {
      const report = (message: string, node = item) =>
        ctx.report({ message: `${message}: \`claude plugin validate\` rejects the manifest`, range: node.range, jsonPath: node.path });
      if (item.type === 'scalar') {
        if (typeof item.value !== 'string') report(`dependency ${i + 1} must be a plugin name or \`{ "name": …, "version": … }\``);
        return;
      }
      if (item.type !== 'map') return report(`dependency ${i + 1} must be a plugin name or \`{ "name": …, "version": … }\``);
      const name = pairIn(item, 'name')?.value;
      if (!name) return report(`dependency ${i + 1} has no \`name\``);
      if (name.type !== 'scalar' || typeof name.value !== 'string') report(`\`name\` of dependency ${i + 1} must be a string`, name);
    });
  },
});
