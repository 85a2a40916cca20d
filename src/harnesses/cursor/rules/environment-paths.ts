/** `build.dockerfile` / `build.context` of `.cursor/environment.json` naming nothing in the repository. */
import { posix } from 'node:path';
import { CURSOR_ENVIRONMENT_SCHEMA } from '../known-values.js';
import { artifactsOf } from '../../../artifacts/model.js';
import { getPair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'cursor/environment-paths',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`.cursor/environment.json` whose `build.dockerfile` names no file, or whose `build.context` names no folder, relative to `.cursor/`.',
    kinds: ['cursor-environment'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_ENVIRONMENT_SCHEMA}): \`dockerfile\` is "The location of the Dockerfile that defines the contents of the container" and \`context\` "The location of the context folder for building the Docker image"; for both, "The path is relative to the folder containing the environment.json file", that is \`.cursor/\`, not the repository root. A \`"dockerfile": ".cursor/Dockerfile"\` looks for \`.cursor/.cursor/Dockerfile\`. Paths outside the repository and absolute paths are not checked. Not observed: the cloud agent runs only on Cursor's machines.`,
    examples: {
      file: '.cursor/environment.json',
      wrong: '{\n  "build": { "dockerfile": ".cursor/Dockerfile", "context": ".." }\n}\n',
      right: '{\n  "build": { "dockerfile": "Dockerfile", "context": ".." }\n}\n',
      context: { '.cursor/Dockerfile': 'FROM ubuntu:24.04\n' },
    },
  },
  check(project, ctx) {
    for (const a of artifactsOf(project, 'cursor-environment')) {
      const build = getPair(a.root, 'build')?.value;
      if (build?.type !== 'map') continue;
      const base = posix.dirname(a.path);
      for (const [key, want] of [['dockerfile', 'file'], ['context', 'dir']] as const) {
        const v = getPair(build, key)?.value;
        if (v?.type !== 'scalar' || typeof v.value !== 'string' || !v.value.trim() || posix.isAbsolute(v.value)) continue;
        const target = posix.normalize(posix.join(base, v.value));
        if (target === '..' || target.startsWith('../')) continue;
        const found = project.stat(target === '.' ? '' : target);
        if (found === want || (target === '.' && want === 'dir')) continue;
        const hint = want === 'file' && v.value.startsWith('.cursor/') && project.stat(posix.normalize(v.value)) === 'file' ? `; paths are relative to \`${base}/\`, so write \`${v.value.slice('.cursor/'.length)}\`` : '';
        ctx.report({
          path: a.path,
          element: a.element,
          harness: a.harness,
          message: `\`build.${key}\` names ${found === null ? 'nothing' : `a ${found === 'file' ? 'file' : 'folder'}, not a ${want === 'file' ? 'file' : 'folder'}`}: it is \`${v.value}\`, which is \`${target}\` from the repository root, and ${found === null ? 'nothing is there' : `that is a ${found === 'file' ? 'file' : 'folder'}, not a ${want === 'file' ? 'file' : 'folder'}`}${hint} (documented: ${CURSOR_ENVIRONMENT_SCHEMA})`,
          range: v.range,
          jsonPath: v.path,
        });
      }
    }
  },
});
