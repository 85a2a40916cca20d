/** Codex custom agent roles (`.codex/agents/*.toml`) that Codex ignores as a whole. */
import { firstLine } from '../../../artifacts/source.js';
import { CODEX_NICKNAME, CODEX_ROLE_KEYS, CODEX_ROLE_REQUIRED, CODEX_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { unknownKey, valueProblems } from '../lib/config-values.js';

/** Why Codex rejects `nickname_candidates` (its own wording), or undefined when it accepts them. */
function nicknameProblem(p: Pair): { why: string; range: Range } | undefined {
  const v = p.value;
  if (!v || v.type !== 'seq') return { why: 'must be an array of strings ("invalid type")', range: (v ?? p).range };
  if (v.items.length === 0) return { why: 'must contain at least one name', range: v.range };
  const seen = new Set<string>();
  for (const item of v.items) {
    const s = item.type === 'scalar' && typeof item.value === 'string' ? item.value : undefined;
    if (s === undefined) return { why: 'must be an array of strings ("invalid type")', range: item.range };
    if (!s.trim()) return { why: 'cannot contain blank names', range: item.range };
    if (!CODEX_NICKNAME.test(s)) return { why: 'may only contain ASCII letters, digits, spaces, hyphens, and underscores', range: item.range };
    if (seen.has(s)) return { why: 'cannot contain duplicates', range: item.range };
    seen.add(s);
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'codex/role-schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Codex agent role file that Codex ignores: not valid TOML, an unknown key, a missing or empty `name`, `description` or `developer_instructions`, a value of the wrong type, a `sandbox_mode`/`web_search`/`personality` outside its set, or bad `nickname_candidates`.',
    kinds: ['codex-role'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Codex reads roles with a strict schema (https://developers.openai.com/codex/subagents) and only in a trusted project. Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`role-verdicts\`, \`role-config-keys\`, \`roles-untrusted\`; and the mutation probe, oracle/codex/mutations.json \`codex-role:/description:whitespace\`, \`codex-role:/model_reasoning_effort:empty\`): each such file is left out of the spawn tool's "Available roles" and \`codex exec\` prints "warning: Ignoring malformed agent role definition: …" with the reason (unknown field, invalid type, unknown variant, must define \`developer_instructions\`, nickname_candidates cannot contain duplicates, …). A role file also accepts the config.toml keys (approval_policy, model_provider, …) except \`debug\`, \`experimental_thread_config_endpoint\` and \`model_supports_reasoning_summaries\`. \`model_reasoning_effort\` is not checked: \`"ultra"\` is kept and the model is told the role's effort is \`ultra\`.`,
    examples: {
      file: '.codex/agents/reviewer.toml',
      wrong: 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instruction = "Review the diff."\n',
      right: 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n',
    },
  },
  check(artifact, ctx) {
    const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
    if (err) {
      ctx.report({ message: `Codex ignores this role: it is not valid TOML (${err.message})`, range: err.range });
      return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    let unknown = false;
    for (const p of root.pairs) {
      if (CODEX_ROLE_KEYS.includes(p.key)) continue;
      unknown = true;
      ctx.report(unknownKey(artifact.path, p, CODEX_ROLE_KEYS, (dym) => `Codex ignores this whole role: \`${p.key}\` is not a role field ("unknown field")${dym}`));
    }
    for (const v of valueProblems(root.pairs)) ctx.report({ message: `Codex ignores this role: ${v.message}`, range: v.range, jsonPath: v.jsonPath });
    const nick = root.pairs.find((p) => p.key === 'nickname_candidates');
    const np = nick && nicknameProblem(nick);
    if (np) ctx.report({ message: `Codex ignores this role: \`nickname_candidates\` ${np.why}`, range: np.range, jsonPath: nick!.path });
    const effort = root.pairs.find((p) => p.key === 'model_reasoning_effort');
    if (effort?.value?.type === 'scalar' && effort.value.value === '') {
      ctx.report({ message: 'Codex ignores this role: `model_reasoning_effort` is empty ("reasoning_effort must not be empty")', range: effort.value.range, jsonPath: effort.path });
    }
    if (unknown) return; // the renamed key is usually the missing one
    for (const req of CODEX_ROLE_REQUIRED) {
      const p = root.pairs.find((x) => x.key === req);
      if (!p) {
        ctx.report({ message: `Codex ignores this role: \`${req}\` is required`, range: firstLine(artifact.file) });
      } else if (p.value?.type === 'scalar' && typeof p.value.value === 'string' && p.value.value.trim() === '') {
        // Blank counts as missing (`codex-role:/name:whitespace`, `codex-role:/description:whitespace`: "cannot be blank").
        ctx.report({ message: req === 'name' ? 'Codex ignores this role: it "must define a non-empty `name`"' : `Codex ignores this role: \`${req}\` "cannot be blank"`, range: p.value.range, jsonPath: p.path });
      }
    }
  },
});
