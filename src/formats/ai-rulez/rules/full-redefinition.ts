import type { Artifact } from '../../../artifacts/model.js';
import type { TextEdit } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { yamlPlainSafe } from '../../../diagnostics/edits.js';
import { projectRule } from '../../../diagnostics/rule.js';
import { clipped } from '../../../diagnostics/suggest.js';
import { agentAnchor, aiRulezProjects, dedupe, lowerNamesake, type AgentEntry } from '../lib/resolve.js';

const norm = (l: string) => l.trim().replace(/\s+/g, ' ');

/** Lines of `own` that the base does not have, when most of `own` repeats the base; undefined otherwise. */
export function addedText(own: string, base: string): string | undefined {
  const baseLines = new Set(base.split(/\r?\n/).map(norm).filter((l) => l !== ''));
  const ownLines = own.split(/\r?\n/);
  const content = ownLines.filter((l) => norm(l) !== '');
  if (baseLines.size === 0 || content.length === 0) return undefined;
  const repeated = content.filter((l) => baseLines.has(norm(l))).length;
  if (repeated * 2 <= content.length) return undefined;
  const kept = ownLines.filter((l) => norm(l) === '' || !baseLines.has(norm(l)));
  return kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

function extendsEdits(a: Artifact, target: string, added: string): TextEdit[] {
  const { file } = a;
  const fm = a.markdown?.frontmatter;
  const value = yamlPlainSafe(target) ? target : JSON.stringify(target);
  const edits: TextEdit[] = [];
  if (fm?.present && fm.root) {
    const name = getPair(fm.root, 'name');
    const at = name ? file.lines.lineStart(name.range.end.line + 1) : fm.yamlOffset;
    edits.push({ path: a.path, range: file.lines.range(at, at), text: `extends: ${value}\n` });
  } else if (!fm?.present) {
    edits.push({ path: a.path, range: file.lines.range(0, 0), text: `---\nextends: ${value}\n---\n` });
  }
  const bodyStart = a.markdown?.bodyOffset ?? 0;
  edits.push({ path: a.path, range: file.lines.range(bodyStart, file.text.length), text: added === '' ? '' : `${added}\n` });
  return edits;
}

function bodyOf(e: AgentEntry): string | undefined {
  return e.artifact?.markdown?.body;
}

export default projectRule({
  meta: {
    id: 'ai-rulez/full-redefinition',
    effect: 'style',
    category: 'suspicious',
    defaultLevel: 'info',
    description: 'An ai-rulez agent without `extends` fully replaces a same-named agent of a lower layer.',
    kinds: ['ai-rulez-agent'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Without `extends`, a same-named agent in a higher layer replaces the base entirely, whatever its frontmatter: none of the base\'s instructions or fields survive. A copy of the base with a few additions drifts as the base changes upstream; `extends: <name>` with only the added text keeps the base and appends to it.',
    examples: {
      context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
      wrong: '---\nname: code-reviewer\ndescription: Reviews diffs\n---\n<the whole builtin code-reviewer text, copied>\n\nAlso check FFI safety comments.',
      right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
      file: '.ai-rulez/agents/code-reviewer.md',
    },
  },
  // The body too: a full redefinition is told by its text.
  reads: { 'ai-rulez-agent': '*' },
  check(project, ctx) {
    const once = dedupe();
    for (const p of aiRulezProjects(project)) {
      for (const e of p.agents) {
        if (!e.artifact || e.extends) continue;
        const base = lowerNamesake(p, e);
        if (!base) continue;
        const a = e.artifact;
        const range = agentAnchor(a);
        const baseDesc = base.artifact ? `\`${base.artifact.path}\` (${base.layer.id})` : `the builtin \`${base.name}\` (${base.builtinDomain})`;
        const ownBody = bodyOf(e) ?? '';
        const baseBody = bodyOf(base);
        const added = baseBody !== undefined ? addedText(ownBody, baseBody) : undefined;
        const message = added !== undefined
          ? `\`${clipped(e.name)}\` repeats most of its base without \`extends\`: the base is ${baseDesc}; it replaces the base entirely, and the copy drifts when the base changes`
          : `\`${clipped(e.name)}\` replaces its base entirely (no \`extends\`): the base is ${baseDesc}; none of the base's instructions or fields are kept`;
        if (!once(a.path, range, message)) continue;
        ctx.report({
          message,
          range,
          path: a.path,
          jsonPath: getPair(a.root, 'name')?.value?.path,
          element: a.element,
          help: `to append to the base instead, add \`extends: ${e.name}\` and keep only the added text`,
          notes: ['without `extends`, the highest same-named agent wins whatever its frontmatter (a `tools:` block makes no difference)'],
          related: base.artifact ? [{ message: 'the replaced base', span: { path: base.artifact.path, range: agentAnchor(base.artifact), element: base.artifact.element } }] : [],
          suggestion: added !== undefined
            ? { msg: `extend \`${e.name}\` and keep only the added text (the base's frontmatter fields are then inherited)`, applicability: 'MaybeIncorrect', edits: extendsEdits(a, e.name, added) }
            : undefined,
        });
      }
    }
  },
});
