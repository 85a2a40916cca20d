import type { Artifact } from '../../artifacts/model.js';
import type { TextEdit } from '../../artifacts/source.js';
import { getPair, scalarString } from '../../artifacts/tree.js';
import type { Suggestion } from '../../diagnostics/diagnostic.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { toolEntries } from '../shared/tool-list.js';
import { insertFrontmatterLine } from '../skills/util.js';
import { shellCommands } from './body.js';

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
  const parts = spec.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  let pattern = parts.join('.*');
  // `gh *` also approves a bare `gh`.
  if (pattern.endsWith(' .*')) pattern = `${pattern.slice(0, -3)}(?: .*)?`;
  return new RegExp(`^${pattern}$`, 's').test(cmd);
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

export function approved(entries: string[], tool: string, cmd: string): boolean {
  const c = cmd.trim();
  // Claude Code checks each part of a compound command (`a && b`, `a | b`, `a; b`) on its own,
  // so a prefix rule for `a` does not approve `a; rm -rf /`. An exact rule may name the whole line.
  if (entries.some((e) => e.trim() === `${tool}(${c})`)) return true;
  const parts = subcommands(c);
  return parts.length > 0 && parts.every((p) => entries.some((e) => entryApproves(e, tool, p)));
}

function firstWord(cmd: string): string {
  const parts = subcommands(cmd);
  const words = (parts[0] ?? cmd).trim().split(/\s+/);
  // Skip leading `VAR=value` assignments.
  const w = words.find((x) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(x)) ?? words[0] ?? cmd;
  return w.replace(/[()]/g, '');
}

/** Add entries to `allowed-tools`, whatever its form; undefined when no safe edit exists. */
function addEntries(artifact: Artifact, add: string[]): TextEdit | undefined {
  const pair = getPair(artifact.root, 'allowed-tools');
  const file = artifact.file;
  if (!pair) return insertFrontmatterLine(artifact, `allowed-tools: ${add.join(', ')}`);
  const v = pair.value;
  if (!v) return undefined;
  if (v.type === 'seq' && !v.flow && v.items.length > 0) {
    const last = v.items[v.items.length - 1]!;
    const line = last.range.end.line;
    const text = file.lines.lineText(line);
    const indent = /^(\s*)-/.exec(file.lines.lineText(last.range.start.line))?.[1] ?? '  ';
    const at = file.lines.lineStart(line) + text.length;
    return { path: file.path, range: file.lines.range(at, at), text: add.map((a) => `\n${indent}- ${a}`).join('') };
  }
  if (v.type === 'seq' && v.flow) {
    const at = v.range.end.offset - 1;
    return { path: file.path, range: file.lines.range(at, at), text: `${v.items.length > 0 ? ', ' : ''}${add.join(', ')}` };
  }
  if (v.type === 'scalar' && scalarString(v) !== undefined) {
    const raw = file.text.slice(v.range.start.offset, v.range.end.offset);
    const sep = String(v.value).includes(',') || String(v.value).trim() === '' ? ', ' : ' ';
    if (raw.startsWith('"') || raw.startsWith("'")) {
      const at = v.range.end.offset - 1;
      return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
    }
    if (raw === String(v.value)) {
      const at = v.range.end.offset;
      return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
    }
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'commands/shell-injection-approval',
    category: 'correctness',
    defaultLevel: 'warn',
    description: "A `` !`cmd` `` line or ```` ```! ```` block whose command no `allowed-tools` entry pre-approves.",
    kinds: ['command', 'skill'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code runs `` !`cmd` `` and ```` ```! ```` blocks before it sends the prompt, with no one to ask for permission: a command that `allowed-tools` does not pre-approve (for example `Bash(git status:*)` or `Bash(gh *)`) fails, and a failing command aborts the whole invocation.',
    examples: {
      wrong: '---\ndescription: Summarise local changes\n---\nChanges: !`git status --short`',
      right: '---\ndescription: Summarise local changes\nallowed-tools: Bash(git status:*)\n---\nChanges: !`git status --short`',
      file: '.claude/commands/changes.md',
    },
  },
  check(artifact, ctx) {
    const cmds = shellCommands(artifact);
    if (cmds.length === 0) return;
    const tool = scalarString(getPair(artifact.root, 'shell')?.value) === 'powershell' ? 'PowerShell' : 'Bash';
    const entries = toolEntries(artifact.file, getPair(artifact.root, 'allowed-tools')?.value, true).map((e) => e.text);
    const missing = cmds.filter((c) => !approved(entries, tool, c.text));
    if (missing.length === 0) return;
    const add = [...new Set(missing.map((c) => `${tool}(${firstWord(c.text)} *)`))];
    const edit = addEntries(artifact, add);
    missing.forEach((c, i) => {
      const suggestion: Suggestion | undefined =
        i === 0 && edit ? { msg: `pre-approve ${add.map((a) => `\`${a}\``).join(', ')} in \`allowed-tools\``, applicability: 'MaybeIncorrect', edits: [edit] } : undefined;
      const shown = c.text.length > 60 ? `${c.text.slice(0, 57)}...` : c.text;
      ctx.report({
        message: `${c.form === 'inline' ? `\`\` !\`${shown.replace(/\n/g, ' ')}\` \`\`` : 'this ```! block'} runs before the prompt, but no \`allowed-tools\` entry pre-approves it: the command is refused and Claude Code aborts the invocation`,
        range: artifact.file.lines.range(c.start, c.end),
        notes: entries.length === 0 ? ['the file has no `allowed-tools`'] : [`allowed-tools: ${entries.join(', ')}`],
        help: `add an entry such as \`${tool}(${firstWord(c.text)} *)\` to \`allowed-tools\``,
        suggestion,
      });
    });
  },
});
