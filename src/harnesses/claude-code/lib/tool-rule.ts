/** The check shared by agents/tools-known and commands/allowed-tools-known. */
import type { Artifact } from '../../../artifacts/model.js';
import { getPair } from '../../../artifacts/tree.js';
import type { RuleContext } from '../../../diagnostics/rule.js';
import { checkToolEntry, toolEntries, type ToolEntry } from './tool-list.js';

/** An entry with a space outside any parentheses (`Microsoft Docs`), which Claude Code splits at the space. */
export const splitsAtSpace = (entry: string): boolean => /\s/.test(entry.split('(')[0]!.trim());

/** The names Claude Code makes of such an entry: the words before the first `(`, and the last with its rule. */
export function splitNames(entry: string): string[] {
  const open = entry.indexOf('(');
  const head = open < 0 ? entry : entry.slice(0, open);
  const words = head.trim().split(/\s+/);
  if (open >= 0) words[words.length - 1] += entry.slice(open);
  return words.filter((w) => w !== '');
}

/**
 * Claude Code 2.1.332 splits a comma-separated entry at a space into names each judged on its own: `Read, Microsoft
 * Docs` gives `(Tools: Read, Microsoft, Docs)` in the agent list, not one malformed entry ignored.
 */
function reportSplit(artifact: Artifact, ctx: RuleContext, field: string, e: ToolEntry): void {
  const names = splitNames(e.text);
  const problems = names.map((n) => ({ n, p: checkToolEntry(n, `\`${field}\``) })).filter((x) => x.p && x.p.level !== 'info');
  const list = (xs: string[]) => xs.map((x) => `\`${x}\``).join(xs.length === 2 ? ' and ' : ', ');
  const split = `\`${e.text}\` in \`${field}\` holds a space: Claude Code splits it into ${list(names)}, each judged on its own`;
  const joined = names.join(', ');
  ctx.report({
    message:
      problems.length === 0
        ? `${split}; each is a tool it knows, so it works as written`
        : `${split}; ${list(problems.map((x) => x.n))} ${problems.length === 1 ? 'is not a tool it knows, so it is' : 'are not tools it knows, so they are'} silently ignored`,
    range: e.range,
    jsonPath: e.jsonPath,
    level: problems.length === 0 ? 'info' : 'warn',
    effect: problems.length === 0 ? 'style' : undefined,
    help: problems.length === 0 ? undefined : 'separate tool names with commas, and name only tools Claude Code has (an MCP tool is `mcp__server__tool`)',
    // Commas say what Claude Code already does: the same names, so certain.
    suggestion: problems.length === 0 && e.exact ? { msg: `write \`${joined}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.range, text: joined }] } : undefined,
  });
}

export function checkToolFields(artifact: Artifact, ctx: RuleContext, fields: readonly string[], spaces: boolean): void {
  for (const field of fields) {
    const pair = getPair(artifact.root, field);
    if (!pair?.value) continue;
    if (pair.value.type === 'map') {
      ctx.report({ message: `\`${field}\` must be a comma-separated string or a list of tool names, not a mapping: Claude Code ignores it`, range: pair.value.range, jsonPath: pair.path });
      continue;
    }
    for (const e of toolEntries(artifact.file, pair.value, spaces)) {
      if (!spaces && splitsAtSpace(e.text)) {
        reportSplit(artifact, ctx, field, e);
        continue;
      }
      const problem = checkToolEntry(e.text, `\`${field}\``);
      if (!problem) continue;
      const fix = problem.suggestion;
      ctx.report({
        message: problem.message,
        range: e.range,
        jsonPath: e.jsonPath,
        level: problem.level,
        effect: problem.effect,
        help: problem.help,
        suggestion:
          fix && e.exact
            ? { msg: fix.msg, applicability: fix.applicability, edits: [{ path: artifact.path, range: e.range, text: fix.replacement }] }
            : undefined,
      });
    }
  }
}
