/** Codex custom agent roles (`.codex/agents/*.toml`) that Codex ignores as a whole. */
import { CODEX_ROLE_OPTIONAL, CODEX_ROLE_REQUIRED, CODEX_VERSION } from '../../artifacts/known-values/index.js';
import type { Range } from '../../artifacts/source.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

const KNOWN = [...CODEX_ROLE_REQUIRED, ...CODEX_ROLE_OPTIONAL];

export default artifactRule({
  meta: {
    id: 'codex/role-schema',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Codex agent role file that Codex ignores: not valid TOML, an unknown key, or a missing `name`, `description` or `developer_instructions`.',
    kinds: ['codex-role'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Codex reads roles with a strict schema (https://developers.openai.com/codex/subagents). Reported on Codex CLI ${CODEX_VERSION} by shared/reference/harness-formats.md §2 (not yet recorded in fixtures/oracle/codex: \`codex debug prompt-input\` lists no project roles in an untrusted folder): one unknown key makes Codex skip the whole role ("Ignoring malformed agent role definition … unknown field"), and a TOML syntax error does too; the warning goes to stderr of \`codex exec\` only.`,
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
      if (KNOWN.includes(p.key)) continue;
      unknown = true;
      const fix = certainCorrection(p.key, KNOWN);
      const near = closest(p.key, KNOWN);
      ctx.report({
        message: `Codex ignores this whole role: \`${p.key}\` is not a role field ("unknown field")${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
      });
    }
    if (unknown) return; // the renamed key is usually the missing one
    for (const req of CODEX_ROLE_REQUIRED) {
      if (root.pairs.some((p) => p.key === req)) continue;
      ctx.report({ message: `Codex ignores this role: \`${req}\` is required`, range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)) });
    }
  },
});
