import { MONITOR_FIELDS, MONITOR_REQUIRED, MONITOR_WHEN } from '../../known-values/claude-code.js';
import type { TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { clipped } from '../../../../diagnostics/suggest.js';
import { fieldProblems, pairIn, type FieldProblem } from '../../lib/part-fields.js';

/** A problem of one monitor; `detail` goes after the headline, before what Claude Code does. */
type MonitorProblem = FieldProblem & { detail?: string };

function entryProblems(list: TreeNode, where: string): MonitorProblem[] {
  if (list.type !== 'seq') return [];
  const out: MonitorProblem[] = [];
  list.items.forEach((item, i) => {
    const label = `monitor ${i + 1} of ${where}`;
    if (item.type !== 'map') {
      out.push({ message: `${label} must be an object with \`name\`, \`command\` and \`description\``, range: item.range, jsonPath: item.path });
      return;
    }
    out.push(...fieldProblems(item, item.range, label, MONITOR_FIELDS, MONITOR_REQUIRED));
    const when = pairIn(item, 'when')?.value;
    if (when?.type === 'scalar' && typeof when.value === 'string') {
      const w = when.value;
      const skill = w.startsWith(MONITOR_WHEN.skillPrefix) ? w.slice(MONITOR_WHEN.skillPrefix.length).trim() : undefined;
      if (w !== MONITOR_WHEN.always && !skill) {
        out.push({ message: `\`when\` \`${clipped(w)}\` in ${label} is not a valid trigger`, detail: `it must be \`${MONITOR_WHEN.always}\` or \`${MONITOR_WHEN.skillPrefix}<skill>\``, range: when.range, jsonPath: when.path });
      }
    }
  });
  // rules-validator-sweep.json `experimental monitors with one name twice`: "Monitor names must be unique within a plugin".
  const seen = new Set<string>();
  for (const item of list.items) {
    const name = pairIn(item, 'name')?.value;
    if (name?.type !== 'scalar' || typeof name.value !== 'string') continue;
    if (seen.has(name.value)) out.push({ message: `monitor name \`${name.value}\` is used twice in ${where}: monitor names must be unique within a plugin`, range: name.range, jsonPath: name.path });
    seen.add(name.value);
  }
  return out;
}

export default artifactRule({
  meta: {
    id: 'plugin/monitor-schema',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin monitor (`monitors/monitors.json` or `experimental.monitors`) without `name`, `command` or `description`, with an unknown key, a value of the wrong type, or a `when` other than `always` / `on-skill-invoke:<skill>`.',
    kinds: ['plugin', 'plugin-monitors'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 reads a plugin\'s monitors from `monitors/monitors.json` (or `experimental.monitors` in plugin.json): an array of `{name, command, description, when?}`. One wrong entry and the debug log says "Failed to load monitors for <plugin> from …/monitors.json" with the problems, and no monitor of the file runs; `claude plugin validate` only says "Provides: not listed, as a file could not be read". In plugin.json the validator rejects the manifest ("Unrecognized key", `when` "must start with \\"on-skill-invoke:\\"", "Invalid input"). `monitors` or `experimental.monitors` given as a path (`"./monitors.json"`) is read instead of `monitors/monitors.json` and checked the same way (cases `monitors as a path: …`). Recorded cases: oracle/claude-code/plugin-parts.json.',
    examples: {
      wrong: '[\n  { "command": "tail -F build.log", "description": "Build output" }\n]\n',
      right: '[\n  { "name": "build-log", "command": "tail -F build.log", "description": "Build output" }\n]\n',
      file: 'my-plugin/monitors/monitors.json',
      context: { 'my-plugin/.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "Build monitor", "author": { "name": "me" } }\n' },
    },
  },
  check(artifact, ctx) {
    const lists: Array<{ node: TreeNode; where: string; consequence: string }> = [];
    if (artifact.kind === 'plugin') {
      const validate = '`claude plugin validate` rejects the manifest';
      const top = pairIn(artifact.root, 'monitors')?.value;
      if (top) lists.push({ node: top, where: '`monitors`', consequence: validate });
      const exp = pairIn(pairIn(artifact.root, 'experimental')?.value, 'monitors')?.value;
      if (exp) lists.push({ node: exp, where: '`experimental.monitors`', consequence: validate });
    } else if (artifact.root) {
      const file = String(artifact.data.inPlugin ?? 'monitors/monitors.json');
      if (artifact.root.type !== 'seq') {
        ctx.report({ message: `\`${file}\` must be an array of monitors: Claude Code fails to load the plugin's monitors`, range: artifact.root.range, jsonPath: artifact.root.path });
        return;
      }
      lists.push({ node: artifact.root, where: file === 'monitors/monitors.json' ? 'monitors.json' : `\`${file}\``, consequence: 'Claude Code fails to load the file ("Failed to load monitors") and runs none of its monitors; `claude plugin validate` does not say why' });
    }
    for (const { node, where, consequence } of lists) {
      for (const p of entryProblems(node, where)) ctx.report({ message: `${p.message}: ${p.detail ? `${p.detail}; ` : ''}${consequence}`, range: p.range, jsonPath: p.jsonPath });
    }
  },
});
