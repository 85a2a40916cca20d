/** OpenCode command files: broken frontmatter (kept in the template), unknown keys (dropped), no template. */
import { OPENCODE_AGENT_FIELDS, OPENCODE_COMMAND_FIELD_TYPES, OPENCODE_COMMAND_FIELDS, OPENCODE_VERSION } from '../known-values.js';
import { opencodeUnclosed } from '../kinds.js';
import { reportUnreadFrontmatter } from '../lib/frontmatter-fate.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import type { Artifact } from '../../../artifacts/model.js';
import { getPair } from '../../../artifacts/tree.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { FATAL, isString, typeOf } from '../lib/fatal-checks.js';

/** Keys OpenCode drops from a command, each with a rename when one known key is certainly meant and not there yet. */
function unknownKeys(a: Artifact, ctx: RuleContext, known: readonly string[], json: boolean) {
  for (const p of a.root?.type === 'map' ? a.root.pairs : []) {
    if (known.includes(p.key) || p.key === 'lints') continue;
    const near = closest(p.key, known);
    const guess = certainCorrection(p.key, known);
    // An agent's key (`mode: primary`) in a command is another kind's field, not a typo of `model`; and a value of
    // another type than the target key's would trade this warning for an error: no rename then.
    const want = guess ? OPENCODE_COMMAND_FIELD_TYPES[guess] : undefined;
    const fits = !want || !p.value || (want === 'string' ? isString(p.value) : p.value.type === 'scalar' && typeof p.value.value === 'boolean');
    const fix = guess && !OPENCODE_AGENT_FIELDS.includes(p.key) && fits ? guess : undefined;
    ctx.report({
      message: `OpenCode drops \`${p.key}\` from this command without a warning${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
      range: p.keyRange,
      jsonPath: p.path,
      suggestion: fix && !getPair(a.root, fix) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: p.keyRange, text: json ? JSON.stringify(fix) : fix }] } : undefined,
    });
  }
}

export default artifactRule({
  meta: {
    id: 'opencode/command-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An OpenCode command file whose frontmatter is not valid YAML or never closed (it becomes part of the template, or the template is empty), holds a key OpenCode drops, or has no body (an empty template); a key OpenCode drops in a `command` entry of opencode.json.',
    kinds: ['opencode-command'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`commands\`): \`opencode debug config\` shows a command with broken YAML frontmatter whose \`template\` is the whole file, \`---\` block included, and no description (OpenCode's re-read mends only an unquoted \`: \` in a one-line value, case \`yaml-colon\`, which also turns \`metadata: {a: 1\` into text, so that command loaded, case \`frontmatter-unclosed-flow\`; the finding is at the YAML error, at the \`[\` or \`{\` of a flow list or map left open, and is the only one for the file); a frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML (case \`frontmatter-unclosed\`): with a body line the template is the whole file (an error), with only YAML lines after the \`---\` the fields load and the template is \`""\` (a warning); a key other than ${OPENCODE_COMMAND_FIELDS.map((k) => `\`${k}\``).join(', ')} is missing from the command (dropped, no message); so is a key other than those and \`template\` in a \`command\` or V2 \`commands\` entry of opencode.json (cases \`config-command-entry\`, \`config-v2-command-entry\`: \`descripton\` and \`frob\` gone from \`opencode debug config\`, the command ran); a file with no body has the template \`""\`, so running it sends only the arguments. A value of the wrong type, \`null\` included, stops OpenCode like a bad value in opencode.json (the file mutation probe, oracle/opencode/mutations-files.json: \`description\`, \`agent\`, \`model\` must be strings and \`subtask\` a boolean; an error).`,
    examples: {
      file: '.opencode/command/review.md',
      wrong: '---\ndescription: Review the diff\nallowed-tools: Bash\n---\nReview the staged changes.\n',
      right: '---\ndescription: Review the diff\n---\nReview the staged changes.\n',
    },
  },
  check(a, ctx) {
    const md = a.markdown;
    if (!md) {
      // A `command` (or V2 `commands`) entry of opencode.json: its unknown keys are dropped too (cases
      // `config-command-entry`, `config-v2-command-entry`); its values are opencode/config-invalid's.
      unknownKeys(a, ctx, [...OPENCODE_COMMAND_FIELDS, 'template'], true);
      return;
    }
    const fm = md.frontmatter;
    if (reportUnreadFrontmatter(a, ctx, { lost: "becomes the command's template and its settings are lost", empty: 'the command loads with the fields written there and an empty template, and running it sends only the arguments' })) return;
    unknownKeys(a, ctx, OPENCODE_COMMAND_FIELDS, false);
    // A value of the wrong type, `null` included, stops OpenCode as in opencode.json (mutations of
    // oracle/opencode/mutations-files.json: `opencode-command:/subtask:type:string` … "Expected boolean | undefined").
    for (const f of a.root?.type === 'map' ? a.root.pairs : []) {
      const want = OPENCODE_COMMAND_FIELD_TYPES[f.key];
      if (!want || !f.value) continue;
      const ok = want === 'string' ? isString(f.value) : f.value.type === 'scalar' && typeof f.value.value === 'boolean';
      // Not merely dropped: OpenCode stops, so an error whatever the rule's default level for dropped keys.
      if (!ok) ctx.report({ message: `${FATAL}: \`${f.key}\` is ${typeOf(f.value)}, not a ${want}`, range: f.value.range, jsonPath: f.path, level: 'error', effect: 'refused' });
    }
    if (!opencodeUnclosed(a) && md.body.trim() === '') {
      const at = fm.present ? fm.openRange : a.file.lines.range(0, 0);
      ctx.report({ message: 'This command has no body: OpenCode reads its template as empty, so running it sends only the arguments', range: at });
    }
  },
});
