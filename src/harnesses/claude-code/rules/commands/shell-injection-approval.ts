import { shellRisks } from '../../../../rules/shared/shell-risk.js';
import type { Artifact } from '../../../../artifacts/model.js';
import type { TextEdit } from '../../../../artifacts/source.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import type { Suggestion } from '../../../../diagnostics/diagnostic.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { toolEntries } from '../../lib/tool-list.js';
import { insertFrontmatterLine } from '../../lib/skill-util.js';
import { yamlPlainSafe } from '../../../../diagnostics/edits.js';
import { shellCommands } from '../../../../rules/shared/command-body.js';
import { readOnlyPart } from '../../lib/read-only.js';

/** Does one `allowed-tools` entry approve `cmd` for `tool` (Bash or PowerShell)? */
export function entryApproves(entry: string, tool: string, cmd: string): boolean {
  const m = /^([A-Za-z]+)(?:\((.*)\))?$/s.exec(entry.trim());
  if (!m || m[1] !== tool) return false;
  const spec = m[2]?.trim();
  if (spec === undefined || spec === '' || spec === '*') return true;
  if (spec.endsWith(':*')) {
    // The legacy prefix form: `Bash(npm run test:*)` approves `npm run test`, `npm run test -- x` and `npm run test:unit`.
    const prefix = spec.slice(0, -2).trim();
    return cmd.startsWith(prefix);
  }
  if (!spec.includes('*')) return cmd === spec;
  // `gh *` also approves a bare `gh`.
  if (spec.endsWith(' *') && cmd === spec.slice(0, -2)) return true;
  return globMatches(spec.split('*'), cmd);
}

/**
 * Does `text` match the glob whose literal pieces (between `*`s) are `parts`? The first piece is a
 * prefix, the last a suffix, the middle ones are found left to right: linear in the text, where a
 * `.*`-joined regex backtracks on long commands.
 */
function globMatches(parts: string[], text: string): boolean {
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const piece of parts.slice(1, -1)) {
    const i = text.indexOf(piece, at);
    if (i < 0 || i + piece.length > end) return false;
    at = i + piece.length;
  }
  return true;
}

/** Split a compound command at `&&`, `||`, `;` and `|` (outside quotes). */
export function subcommands(cmd: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i]!;
    if (quote) {
      if (c === quote) quote = null;
      cur += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      cur += c;
      continue;
    }
    if (c === ';' || c === '\n' || c === '|' || (c === '&' && cmd[i + 1] === '&')) {
      out.push(cur);
      cur = '';
      if ((c === '|' && cmd[i + 1] === '|') || c === '&') i++;
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * Does Claude Code run `cmd` without asking? Each part of a compound command
 * (`a && b`, `a | b`, `a; b`) is checked on its own: it runs when it is
 * read-only (Bash only) or an `allowed-tools` rule approves it, so a prefix
 * rule for `a` does not approve `a; touch x`. An exact rule may name the whole line.
 */
export function approved(entries: string[], tool: string, cmd: string): boolean {
  const c = cmd.trim();
  if (entries.some((e) => e.trim() === `${tool}(${c})`)) return true;
  const parts = subcommands(c);
  return parts.length > 0 && parts.every((p) => (tool === 'Bash' && readOnlyPart(p)) || entries.some((e) => entryApproves(e, tool, p)));
}

function firstWord(cmd: string): string {
  const words = cmd.trim().split(/\s+/);
  // Skip leading `VAR=value` assignments.
  const w = words.find((x) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(x)) ?? words[0] ?? cmd;
  return w.replace(/[()]/g, '');
}

/**
 * The `Tool(word *)` entries that approve every part of `cmd` that is not approved yet, or undefined when
 * such an entry would not approve a part (a leading `VAR=value`, a subshell): the fix must clear the finding.
 */
function entriesFor(entries: string[], tool: string, cmd: string): string[] | undefined {
  const add: string[] = [];
  for (const p of subcommands(cmd.trim())) {
    if ((tool === 'Bash' && readOnlyPart(p)) || entries.some((e) => entryApproves(e, tool, p))) continue;
    const entry = `${tool}(${firstWord(p)} *)`;
    if (!entryApproves(entry, tool, p)) return undefined;
    if (!add.includes(entry)) add.push(entry);
  }
  return add.length > 0 && approved([...entries, ...add], tool, cmd) ? add : undefined;
}

/** An entry as a YAML item: plain when it reads back the same (in a flow list, without `[]{},`), else double-quoted. */
const yamlItem = (s: string, flow: boolean) => (yamlPlainSafe(s) && !(flow && /[[\]{},]/.test(s)) ? s : JSON.stringify(s));

/** Add entries to `allowed-tools`, whatever its form; undefined when no safe edit exists. */
function addEntries(artifact: Artifact, add: string[]): TextEdit | undefined {
  const pair = getPair(artifact.root, 'allowed-tools');
  const file = artifact.file;
  if (!pair) {
    const joined = add.join(', ');
    return insertFrontmatterLine(artifact, `allowed-tools: ${yamlPlainSafe(joined) ? joined : JSON.stringify(joined)}`);
  }
  const v = pair.value;
  if (!v) return undefined;
  if (v.type === 'seq' && !v.flow && v.items.length > 0) {
    const last = v.items[v.items.length - 1]!;
    const line = last.range.end.line;
    const text = file.lines.lineText(line);
    const indent = /^(\s*)-/.exec(file.lines.lineText(last.range.start.line))?.[1] ?? '  ';
    const at = file.lines.lineStart(line) + text.length;
    return { path: file.path, range: file.lines.range(at, at), text: add.map((a) => `\n${indent}- ${yamlItem(a, false)}`).join('') };
  }
  if (v.type === 'seq' && v.flow) {
    const at = v.range.end.offset - 1;
    return { path: file.path, range: file.lines.range(at, at), text: `${v.items.length > 0 ? ', ' : ''}${add.map((a) => yamlItem(a, true)).join(', ')}` };
  }
  if (v.type === 'scalar' && scalarString(v) !== undefined) {
    const raw = file.text.slice(v.range.start.offset, v.range.end.offset);
    const sep = String(v.value).includes(',') || String(v.value).trim() === '' ? ', ' : ' ';
    if (raw.startsWith('"') || raw.startsWith("'")) {
      const at = v.range.end.offset - 1;
      // Inside the quotes: escaped the way that quoting style escapes.
      const inner = (a: string) => (raw.startsWith('"') ? JSON.stringify(a).slice(1, -1) : a.replace(/'/g, "''"));
      return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.map(inner).join(sep)}` };
    }
    if (raw === String(v.value) && yamlPlainSafe(`${raw}${sep}${add.join(sep)}`)) {
      const at = v.range.end.offset;
      return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
    }
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'commands/shell-injection-approval',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "A `` !`cmd` `` line or ```` ```! ```` block that is not read-only and that no `allowed-tools` rule allows.",
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code runs `` !`cmd` `` and ```` ```! ```` blocks through its Bash permission check before it sends the prompt, with the file\'s own `allowed-tools` counted as allow rules, and with no one to ask. Read-only commands run without any rule (observed on 2.1.332: `git status`, `git diff HEAD`, `git log`, `git branch --show-current`, `ls`, `cat` on files of the project). A command that is not read-only (`touch x`, `npm test`, `command -v git`, a `>` redirection, a file outside the project) and that no rule allows (`Bash(touch:*)` and `Bash(touch *)` both do) is refused: the whole command or skill is aborted and nothing is sent to the model.',
    examples: {
      wrong: '---\ndescription: Run the tests and summarise failures\n---\nResults: !`npm test`',
      right: '---\ndescription: Run the tests and summarise failures\nallowed-tools: Bash(npm test:*)\n---\nResults: !`npm test`',
      file: '.claude/commands/changes.md',
    },
  },
  check(artifact, ctx) {
    const cmds = shellCommands(artifact);
    if (cmds.length === 0) return;
    const tool = scalarString(getPair(artifact.root, 'shell')?.value) === 'powershell' ? 'PowerShell' : 'Bash';
    const entries = toolEntries(artifact.file, getPair(artifact.root, 'allowed-tools')?.value, true).map((e) => e.text);
    const missing = cmds.filter((c) => !approved(entries, tool, c.text));
    const kind = artifact.kind === 'skill' ? 'skill' : 'command';
    if (missing.length === 0) return;
    // A command that downloads and runs code, or reads credentials and uses the network, is never pre-approved by
    // a fix: approving it is the reviewer's decision (the security/ rules report it).
    const needs = missing.map((c) => (shellRisks(c.text).length > 0 ? undefined : entriesFor(entries, tool, c.text)));
    // One edit for every command it can approve, carried by the first finding it clears.
    const add = [...new Set(needs.flatMap((n) => n ?? []))];
    const edit = add.length > 0 ? addEntries(artifact, add) : undefined;
    const carrier = needs.findIndex((n) => n !== undefined);
    missing.forEach((c, i) => {
      const suggestion: Suggestion | undefined =
        i === carrier && edit ? { msg: `pre-approve ${add.map((a) => `\`${a}\``).join(', ')} in \`allowed-tools\``, applicability: 'MaybeIncorrect', edits: [edit] } : undefined;
      const own = needs[i];
      const shown = c.text.length > 40 ? `${c.text.slice(0, 37)}...` : c.text;
      ctx.report({
        message: `${c.form === 'inline' ? `\`\` !\`${shown.replace(/\n/g, ' ')}\` \`\`` : 'this ```! block'} is not pre-approved: it is not read-only and no \`allowed-tools\` rule allows it; Claude Code refuses it before the prompt is sent, so the whole ${kind} is aborted and nothing is sent to the model`,
        range: artifact.file.lines.range(c.start, c.end),
        notes: entries.length === 0 ? ['the file has no `allowed-tools`'] : [`allowed-tools: ${entries.join(', ')}`],
        help: own
          ? `add ${own.length > 1 ? 'entries' : 'an entry'} such as ${own.map((a) => `\`${a}\``).join(', ')} to \`allowed-tools\``
          : shellRisks(c.text).length > 0
            ? 'this command runs code it downloads or sends credentials away: read it before you approve it in `allowed-tools`'
            : `add an \`allowed-tools\` rule that approves each part of this command that is not read-only`,
        suggestion,
      });
    });
  },
});
