import { projectRule } from '../../../diagnostics/rule.js';
import { builtinsFix } from '../lib/config-edits.js';
import { dedupe, type BuiltinNotLoadedReason, extendsBoundAs, AI_RULEZ_AGENT_READS } from '../lib/resolve.js';

const WHY: Record<BuiltinNotLoadedReason, (domain: string, config: string) => string> = {
  'no-builtins': (_d, c) => `\`${c}\` has no \`builtins\` key, so no builtin is loaded`,
  'builtins-false': (_d, c) => `\`builtins = false\` in \`${c}\` turns every builtin off`,
  excluded: (d, c) => `\`${c}\` excludes the domain with \`"!${d}"\``,
  'not-listed': (d, c) => `\`${d}\` is an opt-in domain and \`builtins\` in \`${c}\` does not list it`,
  shadowed: (d) => `a project or include domain named \`${d}\` hides the builtin domain`,
};

export default projectRule({
  meta: {
    id: 'ai-rulez/builtin-not-loaded',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An ai-rulez agent extends a builtin agent whose domain the config does not load.',
    kinds: ['ai-rulez-agent', 'ai-rulez-config'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Builtin agents exist only when their domain is loaded: `code-reviewer` and `docs-writer` (ai-governance), `security-auditor` (security) and `test-writer` (testing) once the config has a `builtins` key, and `devops-engineer`, `release-engineer` (cicd) and `polyglot-architect` (polyglot-bindings) only when listed. Otherwise ai-rulez drops `extends` with a warning and the generated agent carries only the appended text, without the builtin instructions it was meant to extend.',
    examples: {
      context: { '.ai-rulez/agents/security-auditor.md': '---\nname: security-auditor\nextends: security-auditor\n---\nAlso audit the FFI layer.' },
      wrong: 'version = "5.0"\nbuiltins = ["!security"]',
      right: 'version = "5.0"\nbuiltins = []',
      file: '.ai-rulez/config.toml',
    },
  },
  reads: AI_RULEZ_AGENT_READS,
  check(project, ctx) {
    const once = dedupe();
    for (const { p, e, b } of extendsBoundAs(project, 'builtin-not-loaded')) {
      const fix = builtinsFix(p, b.domain);
      const message = `\`extends: ${e.extends.target}\` names a builtin whose domain is not loaded: it is a builtin of the \`${b.domain}\` domain, and ${WHY[b.reason](b.domain, p.config.path)}; ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only`;
      if (!once(e.artifact.path, e.extends.value.range, message)) continue;
      const related = p.builtins.excluded.get(b.domain);
      ctx.report({
        message,
        range: e.extends.value.range,
        path: e.artifact.path,
        jsonPath: e.extends.pair.path,
        element: e.artifact.element,
        help: fix ? `load the domain in \`${p.config.path}\`: \`${fix.line}\`` : `rename the project domain \`${b.domain}\`, or copy the base into it`,
        notes: ['loading a builtin domain also loads its rules, context and skills'],
        related: b.reason === 'excluded' && related
          ? [{ message: `\`${b.domain}\` is excluded here`, span: { path: p.config.path, range: related.range, jsonPath: related.path } }]
          : b.reason !== 'no-builtins' && p.builtins.pair
            ? [{ message: '`builtins` is set here', span: { path: p.config.path, range: p.builtins.pair.keyRange, jsonPath: p.builtins.pair.path } }]
            : [],
        suggestion: fix ? { msg: `set \`${fix.line}\` in \`${p.config.path}\``, applicability: 'MaybeIncorrect', edits: fix.edits } : undefined,
      });
    }
  },
});
