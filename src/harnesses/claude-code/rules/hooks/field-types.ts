/**
 * Hook values of the wrong type: `hooks` not an object, a `matcher` that is not a string, a handler's
 * `command`/`prompt`/`url`/`model` not a string, a `url` that is not a URL, a `timeout` that is not a
 * number above 0, and a plugin hooks.json `description` that is not a string.
 */
import { parseJsonFile } from '../../../../artifacts/json.js';
import { getPair, scalarString, type MapNode, type Pair, type TreeNode } from '../../../../artifacts/tree.js';
import type { Artifact } from '../../../../artifacts/model.js';
import { artifactRule, type Report } from '../../../../diagnostics/rule.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';
import type { Effect } from '../../../../diagnostics/effect.js';
import { isUrl } from '../../../../rules/shared/url.js';

/** Events whose unloadable hook makes Claude Code refuse the whole file (the message of every probe: "may be what guards the permissions"). */
const GUARD_EVENTS = ['PreToolUse', 'PermissionRequest'];
/** String fields per handler type (Claude Code 2.1.332's messages "Invalid <type> hook (<field>: …)"). */
const STRING_FIELDS: Record<string, readonly string[]> = {
  command: ['command', 'statusMessage'],
  prompt: ['prompt', 'model', 'statusMessage'],
  agent: ['prompt', 'model', 'statusMessage'],
  http: ['url', 'statusMessage'],
  mcp_tool: ['server', 'tool', 'statusMessage'],
};

const isSettings = (a: Artifact) => /(^|\/)\.claude\/settings(\.local)?\.json$/.test(a.path);


/** What Claude Code does with the file when an entry of `event` cannot be loaded. */
function consequence(a: Artifact, event: string | undefined): string {
  if (event !== undefined && GUARD_EVENTS.includes(event)) {
    return isSettings(a)
      ? 'Claude Code does not load this settings file at all ("These settings did not load")'
      : '`claude plugin validate` rejects the file, and nothing it sits in is applied';
  }
  return isSettings(a) ? 'Claude Code skips this entry ("Invalid setting skipped")' : 'Claude Code ignores this entry at run time';
}

/** The effect of `consequence`: the settings file not loaded, the hooks file refused, or the entry ignored. */
function consequenceEffect(a: Artifact, event: string | undefined): Effect {
  if (event !== undefined && GUARD_EVENTS.includes(event)) return isSettings(a) ? 'not-loaded' : 'refused';
  return 'ignored';
}

export default artifactRule({
  meta: {
    id: 'hooks/field-types',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A hook value of the wrong type: `hooks` not an object, a `matcher`, `command`, `prompt`, `url` or `model` that is not a string, an invalid `url`, or a `timeout` that is not a number above 0.',
    kinds: ['hooks'],
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code 2.1.332 validates every hook entry (oracle/claude-code/mutations.json, `hooks:` and `settings:` cases). A `timeout` of 0 or below ("Too small: expected number to be >0"), a `timeout` that is not a number, a `matcher`, `command`, `prompt` or `url` of the wrong type, or an `http` hook whose `url` is not a URL ("Invalid URL") make the entry unloadable. Under PreToolUse or PermissionRequest the whole file goes with it: `.claude/settings.json` does not load at all ("These settings did not load", case `settings:/hooks/PreToolUse/0/hooks/0/timeout:zero`), and `claude plugin validate` rejects a plugin\'s hooks.json (case `hooks:/hooks/PreToolUse/0/hooks/0/timeout:zero`), because such a hook may be what guards the permissions declared beside it. Under other events the entry is ignored at run time (case `hooks:/hooks/PostToolUse/0/hooks/0/timeout:zero`). A `hooks` value that is not an object is skipped in settings.json (case `settings:/hooks:type:string`) and rejected in hooks.json; a hooks.json `description` that is not a string is rejected (case `hooks:/description:type:number`).',
    examples: {
      wrong: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh", "timeout": 0 } ] } ] } }',
      right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh", "timeout": 30 } ] } ] } }',
      file: '.claude/settings.json',
    },
  },
  check(artifact, ctx) {
    const report = (r: Report) => ctx.report(r);
    const root = artifact.root;
    if (!isSettings(artifact)) checkDescription(artifact, report);
    if (!root) return;
    if (root.type !== 'map') {
      report({ message: `\`hooks\` must be an object of hook events, not ${withArticle(jsonType(root))}: each event holds an array of \`{ "matcher", "hooks": [...] }\` groups; ${isSettings(artifact) ? 'Claude Code skips it ("Invalid setting skipped")' : '`claude plugin validate` rejects the file'}`, range: root.range, jsonPath: root.path, effect: isSettings(artifact) ? 'ignored' : 'refused' });
      return;
    }
    for (const event of root.pairs) {
      if (!event.value || event.value.type !== 'seq') continue; // hooks/handler's
      for (const group of event.value.items) {
        if (group.type !== 'map') continue;
        const matcher = getPair(group, 'matcher');
        if (matcher?.value && !(matcher.value.type === 'scalar' && typeof matcher.value.value === 'string')) {
          report({ message: `\`matcher\` must be a string, not ${withArticle(jsonType(matcher.value))}: ${consequence(artifact, event.key)}`, range: matcher.value.range, jsonPath: matcher.path, subject: group.path, effect: consequenceEffect(artifact, event.key) });
        }
        const hooks = getPair(group, 'hooks')?.value;
        if (!hooks || hooks.type !== 'seq') continue;
        for (const h of hooks.items) if (h.type === 'map') checkHandler(artifact, event, h, report);
      }
    }
  },
});

function checkHandler(artifact: Artifact, event: Pair, h: MapNode, reportAny: (r: Report) => void): void {
  // Each of these makes the harness skip the handler (or the file): the effect is about the handler.
  const report = (r: Report) => reportAny({ ...r, effect: consequenceEffect(artifact, event.key), subject: h.path });
  const type = scalarString(getPair(h, 'type')?.value);
  if (type === undefined || !STRING_FIELDS[type]) return; // hooks/handler's
  const why = consequence(artifact, event.key);
  for (const f of STRING_FIELDS[type]!) {
    const p = getPair(h, f);
    const v = p?.value;
    // A missing or null required field is hooks/handler's.
    if (!p || !v || (v.type === 'scalar' && v.value === null)) continue;
    if (!(v.type === 'scalar' && typeof v.value === 'string')) {
      report({ message: `\`${f}\` of a \`${type}\` hook must be a string, not ${withArticle(jsonType(v))}: ${why}`, range: v.range, jsonPath: p.path });
    } else if (f === 'url' && !isUrl(v.value)) {
      report({ message: `\`url\` \`${v.value}\` is not a URL ("Invalid URL"): ${why}`, range: v.range, jsonPath: p.path, help: 'write an absolute URL such as `https://hooks.example.com/check`' });
    }
  }
  const t = getPair(h, 'timeout');
  if (t?.value) checkTimeout(artifact.path, t, t.value, type, why, report);
}

function checkTimeout(path: string, p: Pair, v: TreeNode, type: string, why: string, report: (r: Report) => void): void {
  if (!(v.type === 'scalar' && typeof v.value === 'number')) {
    const quoted = v.type === 'scalar' && typeof v.value === 'string' && /^\d+(\.\d+)?$/.test(v.value.trim()) && Number(v.value) > 0;
    report({
      message: `\`timeout\` of a \`${type}\` hook must be a number of seconds, not ${withArticle(jsonType(v))}: ${why}`,
      range: v.range,
      jsonPath: p.path,
      suggestion: quoted ? { msg: `write the number \`${String(v.value).trim()}\``, applicability: 'MachineApplicable', edits: [{ path, range: v.range, text: String(v.value).trim() }] } : undefined,
    });
  } else if (v.value <= 0) {
    report({ message: `\`timeout\` must be above 0 seconds, not ${v.value} ("Too small: expected number to be >0"): ${why}`, range: v.range, jsonPath: p.path, help: 'remove `timeout` for the default, or give the seconds the hook may take' });
  }
}

/** hooks.json: its optional top-level `description` must be a string. */
function checkDescription(artifact: Artifact, report: (r: Report) => void): void {
  const { root } = parseJsonFile(artifact.file);
  const d = root?.type === 'map' ? getPair(root, 'description') : undefined;
  if (d?.value && !(d.value.type === 'scalar' && typeof d.value.value === 'string')) {
    report({ message: `\`description\` must be a string, not ${withArticle(jsonType(d.value))}: \`claude plugin validate\` rejects the file`, range: d.value.range, jsonPath: d.path, effect: 'refused' });
  }
}
