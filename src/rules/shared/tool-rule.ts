/** The check shared by agents/tools-known and commands/allowed-tools-known. */
import type { Artifact } from '../../artifacts/model.js';
import { getPair } from '../../artifacts/tree.js';
import type { RuleContext } from '../../diagnostics/rule.js';
import { checkToolEntry, toolEntries } from './tool-list.js';

export function checkToolFields(artifact: Artifact, ctx: RuleContext, fields: readonly string[], spaces: boolean): void {
  for (const field of fields) {
    const pair = getPair(artifact.root, field);
    if (!pair?.value) continue;
    if (pair.value.type === 'map') {
      ctx.report({ message: `\`${field}\` must be a comma-separated string or a list of tool names, not a mapping: Claude Code ignores it`, range: pair.value.range, jsonPath: pair.path });
      continue;
    }
    for (const e of toolEntries(artifact.file, pair.value, spaces)) {
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
