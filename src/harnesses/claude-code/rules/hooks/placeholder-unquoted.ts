import { getPair, scalarString, type ScalarNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { HOOK_KINDS, hooksMap, matcherGroups } from '../../lib/hooks-walk.js';

/** Path placeholders Claude Code substitutes in hook commands (seen unquoted by `claude plugin validate` 2.1.332). */
const PLACEHOLDER = /\$\{(CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA|CLAUDE_PROJECT_DIR)\}|\$(CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA|CLAUDE_PROJECT_DIR)\b/g;

/** The unquoted placeholders of a shell command: [start, end) of each, and of the shell word holding it. */
export function unquotedPlaceholders(cmd: string): Array<{ start: number; end: number; name: string; wordStart: number; wordEnd: number }> {
  // Quote state at every offset: a placeholder inside "…" or '…' is left alone.
  const quoted: boolean[] = [];
  let q: string | null = null;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i]!;
    if (q) {
      quoted[i] = true;
      if (c === q) q = null;
      else if (c === '\\' && q === '"') quoted[++i] = true;
    } else if (c === '"' || c === "'") {
      q = c;
      quoted[i] = true;
    } else quoted[i] = false;
  }
  const out = [];
  for (const m of cmd.matchAll(PLACEHOLDER)) {
    const start = m.index!;
    if (quoted[start]) continue;
    let ws = start;
    while (ws > 0 && !/[\s;&|()<>]/.test(cmd[ws - 1]!) && !quoted[ws - 1]) ws--;
    let we = start + m[0].length;
    while (we < cmd.length && !/[\s;&|()<>]/.test(cmd[we]!) && !quoted[we]) we++;
    out.push({ start, end: start + m[0].length, name: m[1] ?? m[2]!, wordStart: ws, wordEnd: we });
  }
  return out;
}

export default artifactRule({
  meta: {
    id: 'hooks/placeholder-unquoted',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A hook `command` that uses `${CLAUDE_PLUGIN_ROOT}` (or `CLAUDE_PLUGIN_DATA`, `CLAUDE_PROJECT_DIR`) outside double quotes.',
    kinds: HOOK_KINDS,
    optIn: false,
    fixable: 'maybe',
    rationale:
      'A command hook runs through the shell after Claude Code puts the path in place of the placeholder. When the path holds a space (a home folder such as `/Users/Jane Doe`), an unquoted placeholder splits into several words and the hook fails. `claude plugin validate` 2.1.332 warns: "Shell command uses ${CLAUDE_PLUGIN_ROOT} without quotes … Wrap the placeholder in double quotes, or use exec form".',
    examples: {
      wrong: '{ "hooks": { "PostToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/scripts/format.sh" } ] } ] } }',
      right: '{ "hooks": { "PostToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "\\"${CLAUDE_PLUGIN_ROOT}/scripts/format.sh\\"" } ] } ] } }',
      file: 'hooks/hooks.json',
      context: { '.claude-plugin/plugin.json': '{ "name": "fmt" }' },
    },
  },
  check(artifact, ctx) {
    const map = hooksMap(artifact);
    if (!map) return;
    const file = artifact.file;
    const json = artifact.path.endsWith('.json');
    for (const { group } of matcherGroups(map)) {
      const hooks = getPair(group, 'hooks')?.value;
      if (hooks?.type !== 'seq') continue;
      for (const h of hooks.items) {
        // A handler with no `type` is skipped by Claude Code (hooks/handler says so): nothing here runs.
        if (h.type !== 'map' || scalarString(getPair(h, 'type')?.value) !== 'command' || getPair(h, 'args')) continue;
        const node = getPair(h, 'command')?.value;
        if (node?.type !== 'scalar' || typeof node.value !== 'string') continue;
        const cmd = node.value;
        const raw = file.text.slice(node.range.start.offset, node.range.end.offset);
        // Offsets inside the value map 1:1 onto the file when the string has no escapes.
        const exact = (raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === cmd ? 1 : raw === cmd ? 0 : -1;
        for (const p of unquotedPlaceholders(cmd)) {
          const base = (node as ScalarNode).range.start.offset + exact;
          const word = cmd.slice(p.wordStart, p.wordEnd);
          ctx.report({
            message: `\`${cmd.slice(p.start, p.end)}\` is not in double quotes in this shell command: if the path holds a space the command splits into several words and the hook fails`,
            range: exact >= 0 ? file.lines.range(base + p.start, base + p.end) : node.range,
            jsonPath: node.path,
            help: 'wrap the path in double quotes, or use exec form: `{ "command": "<executable>", "args": ["${CLAUDE_PLUGIN_ROOT}/..."] }`',
            suggestion:
              // JSON strings only: in YAML a leading `"` would change how the value is read.
              exact === 1 && json && raw.startsWith('"')
                ? { msg: `quote \`${word}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: file.lines.range(base + p.wordStart, base + p.wordEnd), text: `\\"${word}\\"` }] }
                : undefined,
          });
        }
      }
    }
  },
});
