/** Gemini CLI policy files whose rules do not take effect. */
import { firstLine } from '../../../artifacts/source.js';
import { GEMINI_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

const DOCS = 'https://github.com/google-gemini/gemini-cli/blob/main/docs/reference/policy-engine.md';

export default artifactRule({
  meta: {
    id: 'gemini/policies',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description:
      "A Gemini CLI policy file whose rules do not take effect: a project `.gemini/policies/*.toml` (not read), an extension's `policies/*.toml` that is not TOML (dropped), or an extension rule with `decision = \"allow\"` or the `yolo` mode (ignored).",
    kinds: ['gemini-policy'],
    harness: 'gemini',
    optIn: false,
    fixable: false,
    rationale: `Gemini CLI reads policy rules (\`[[rule]]\` tables: toolName, decision, priority, modes) from ~/.gemini/policies and from an extension's \`policies/\` folder (${DOCS}). Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json, case policies): a project \`.gemini/policies/project.toml\` denying \`grep_search\` changed nothing (the tool was still offered to the model) and printed nothing: workspace policies are disabled in this release (the docs say so, issue #18186). In a linked extension, a \`deny\` rule took effect (\`list_directory\` was no longer offered), while a rule with \`decision = "allow"\` and one with \`modes = ["yolo"]\` were dropped ("[PolicyConfig] Extension "pol" attempted to contribute an ALLOW rule for tool "glob". Ignoring this rule for security.", "… a rule for YOLO mode …"), and a file that is not TOML was dropped whole with "[ExtensionManager] Error loading policies from pol: TOML parsing failed", which names no file (an error here; the others are warnings).`,
    examples: {
      file: 'my-ext/policies/rules.toml',
      context: { 'my-ext/gemini-extension.json': '{ "name": "my-ext", "version": "1.0.0" }\n' },
      wrong: '[[rule]]\ntoolName = "run_shell_command"\ndecision = "allow"\npriority = 100\n',
      right: '[[rule]]\ntoolName = "run_shell_command"\ndecision = "ask_user"\npriority = 100\n',
    },
  },
  check(artifact, ctx) {
    const ext = artifact.data.extensionRoot as string | undefined;
    const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
    const headers = (artifact.data.headers ?? {}) as Record<string, Range>;
    if (ext === undefined) {
      const first = Object.values(headers).sort((a, b) => a.start.offset - b.start.offset)[0];
      ctx.report({
        message: `Gemini CLI ${GEMINI_VERSION} does not read project policies (.gemini/policies/*.toml): the rules of this file have no effect, without a message; put them in ~/.gemini/policies/ or in an extension's policies/ folder`,
        range: first ?? firstLine(artifact.file),
        subject: '$',
      });
      return;
    }
    if (err) {
      ctx.report({ message: `Gemini CLI drops every rule of this policy file: it is not valid TOML (${err.message}); it prints only "[ExtensionManager] Error loading policies from <extension>: TOML parsing failed", without the file's name`, range: err.range, level: 'error', subject: '$' });
      return;
    }
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const table of ['rule', 'safety_checker']) {
      const list = root.pairs.find((p) => p.key === table)?.value;
      if (list?.type !== 'seq') continue;
      for (const item of list.items) {
        if (item.type !== 'map') continue;
        const decision = item.pairs.find((p) => p.key === 'decision');
        if (table === 'rule' && decision?.value?.type === 'scalar' && decision.value.value === 'allow') {
          ctx.report({ effect: 'ignored', message: 'Gemini CLI ignores an extension\'s `allow` rule: an extension\'s rules can deny a tool or ask for confirmation, never allow it ("attempted to contribute an ALLOW rule … Ignoring this rule for security.")', range: decision.value.range, jsonPath: decision.path });
          continue;
        }
        const modes = item.pairs.find((p) => p.key === 'modes');
        const yolo = modes?.value?.type === 'seq' ? modes.value.items.find((m) => m.type === 'scalar' && m.value === 'yolo') : undefined;
        if (yolo) ctx.report({ effect: 'ignored', message: `Gemini CLI ignores an extension's ${table === 'rule' ? 'rule' : 'safety checker'} that lists the \`yolo\` mode: it ignores it for its other modes too ("attempted to contribute a ${table === 'rule' ? 'rule' : 'safety checker'} for YOLO mode. Ignoring this … for security.")`, range: yolo.range, jsonPath: modes!.path });
      }
    }
  },
});
