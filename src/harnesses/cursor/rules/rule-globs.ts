/** `globs` patterns of a Cursor rule that are not valid globs: unbalanced brackets or braces, empty patterns, literal quotes. */
import { CURSOR_DOCS_RULES, CURSOR_RULE_EXTENSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { rangeInScalar } from '../../../rules/shared/scalar-range.js';

/** The comma-separated pieces of a `globs` string with their offsets, empty ones included (commas inside `{…}` belong to the brace). */
function pieces(value: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    const ch = value[i];
    if (i === value.length || (ch === ',' && depth === 0)) {
      out.push({ text: value.slice(start, i), at: start });
      start = i + 1;
    } else if (ch === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
  }
  return out;
}

/** Why a glob is not a valid glob, or null. */
export function globProblem(glob: string): string | null {
  if (/^(["']).*\1$/.test(glob)) return 'it is wrapped in quotes, which are characters of the pattern here';
  let braces = 0;
  let bracket = false;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (bracket) {
      if (ch === ']') bracket = false;
      continue;
    }
    if (ch === '[') bracket = true;
    else if (ch === ']') return 'it has a `]` with no `[` before it';
    else if (ch === '{') braces++;
    else if (ch === '}') {
      if (braces === 0) return 'it has a `}` with no `{` before it';
      braces--;
    }
  }
  if (bracket) return 'its `[` is never closed';
  if (braces > 0) return 'its `{` is never closed';
  return null;
}


export default artifactRule({
  meta: {
    id: 'cursor/rule-globs',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A Cursor rule (`.cursor/rules/*.mdc`) whose `globs` holds a pattern that is not a valid glob (an unclosed `[` or `{`, a stray `]` or `}`, quotes inside the string) or an empty pattern.',
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_RULES}): a rule with \`alwaysApply: false\` and \`globs\` is attached when a file matching one of its patterns is in context, and "Separate multiple patterns with commas" (example \`docs/**/*.md, docs/**/*.mdx\`). A pattern with an unclosed \`[\` or \`{\` is not a glob, quotes written inside the comma-separated string are characters of the pattern, and an empty pattern (two commas, a trailing comma) matches nothing: the rule is never attached for such a pattern. How Cursor's matcher treats a malformed pattern is not documented (it may reject it or match it literally); either way the pattern does not do what it says. Commas inside \`{…}\` belong to the brace (\`*.{ts,tsx}\`). Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/rules/api.mdc',
      wrong: '---\nglobs: src/api/**/*.{ts,tsx, "test/**/*.ts"\n---\nAPI rules.\n',
      right: '---\nglobs: src/api/**/*.{ts,tsx}, test/**/*.ts\n---\nAPI rules.\n',
    },
  },
  check(artifact, ctx) {
    if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION)) return;
    const pair = getPair(artifact.root, 'globs');
    const v = pair?.value;
    if (!pair || !v) return;
    const report = (glob: string, why: string, range: Range, path: string) =>
      ctx.report({ message: `\`${glob.trim() || glob}\` in \`globs\` is not a valid glob: ${why}, so the rule is not attached for it as written (documented: ${CURSOR_DOCS_RULES})`, range, jsonPath: path });
    if (v.type === 'scalar' && typeof v.value === 'string') {
      const all = pieces(v.value);
      if (all.length === 1 && !v.value.trim()) return; // `globs: ""`: no pattern, a Manual or Agent rule
      for (const { text, at } of all) {
        const glob = text.trim();
        const offset = at + text.indexOf(glob);
        if (!glob) report(',', all.length > 1 && at + text.length === v.value.length ? 'a trailing comma leaves an empty pattern' : 'two commas leave an empty pattern between them', rangeInScalar(v, Math.max(0, at - 1), 1), pair.path);
        else {
          const why = globProblem(glob);
          if (why) report(glob, why, all.length === 1 ? v.range : rangeInScalar(v, offset, glob.length), pair.path);
        }
      }
    } else if (v.type === 'seq') {
      v.items.forEach((item, i) => {
        if (item.type !== 'scalar' || typeof item.value !== 'string') return;
        const why = item.value.trim() ? globProblem(item.value.trim()) : 'it is empty';
        if (why) report(item.value, why, item.range, `${pair.path}[${i}]`);
      });
    }
  },
});
