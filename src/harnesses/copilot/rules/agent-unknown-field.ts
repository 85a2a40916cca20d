/** Frontmatter keys Copilot CLI ignores in a custom agent (with a log warning only). */
import { AGENT_FIELDS } from '../../../rules/shared/claude-format.js';
import { COPILOT_AGENT_FIELDS, COPILOT_AGENT_IGNORED_FIELDS, COPILOT_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest, editDistance } from '../../../diagnostics/suggest.js';
import { agentSurfaces, VSCODE_AGENT_FIELDS } from '../lib/surfaces.js';

const KNOWN = Object.keys(COPILOT_AGENT_FIELDS);
/** Keys of other VS Code customization files a custom agent often carries over; never renamed by spelling. */
const OTHER_KIND_KEYS = ['mode'];
/** The two `target` values GitHub documents (https://docs.github.com/en/copilot/reference/custom-agents-configuration). */
const TARGETS = ['vscode', 'github-copilot'];

export default artifactRule({
  meta: {
    id: 'copilot/agent-unknown-field',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A custom agent frontmatter key no surface reading the agent uses: unknown to Copilot CLI and VS Code, or a VS Code field (`argument-hint`, `handoffs`) in an agent whose `target: github-copilot` keeps VS Code from reading it; a `target` other than `vscode` or `github-copilot`.',
    kinds: ['copilot-agent'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json): the agent loads, the key has no effect, and the debug log says "unknown fields ignored: …". The CLI lists the documented \`target\` among them. Copilot also loads \`.claude/agents/*.md\` (case \`agent-names\`): a Claude Code field there is reported as info only. VS Code and the other IDEs read \`.github/agents\` too (unless \`target: github-copilot\`), and document \`argument-hint\`, \`handoffs\`, \`agents\`, \`target\` and \`hooks\` (https://code.visualstudio.com/docs/copilot/customization/custom-agents): in an agent they read, those are not reported. \`target\` takes \`vscode\` or \`github-copilot\` (https://docs.github.com/en/copilot/reference/custom-agents-configuration, documented): another value is reported, since no surface documents what it does with it. A key two edits from a known one is a suggestion only.`,
    examples: {
      file: '.github/agents/reviewer.agent.md',
      wrong: '---\ndescription: Reviews pull requests\nmodle: gpt-4.1\n---\nYou review pull requests.\n',
      right: '---\ndescription: Reviews pull requests\nmodel: gpt-4.1\n---\nYou review pull requests.\n',
    },
  },
  check(artifact, ctx) {
    const surfaces = agentSurfaces(artifact);
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
      if (KNOWN.includes(p.key) || p.key === 'lints') continue;
      if (p.key === 'target' && !artifact.path.startsWith('.claude/agents/')) {
        // `target: github-copilot` names the CLI's own surface, so the CLI ignoring it changes nothing; `target: vscode`
        // means the agent for VS Code only, and the CLI loads it all the same.
        const value = p.value?.type === 'scalar' && typeof p.value.value === 'string' ? p.value.value : undefined;
        if (value !== undefined && !TARGETS.includes(value)) {
          const near = certainCorrection(value, TARGETS);
          ctx.report({
            message: `\`target\` \`${value}\` is neither \`vscode\` nor \`github-copilot\`: those are the two values GitHub documents; the documentation gives it no meaning, and agentlint reads the agent as meant for every surface${near ? ` (did you mean \`${near}\`?)` : ''}`,
            range: p.value!.range,
            jsonPath: p.path,
            help: 'write `target: vscode` or `target: github-copilot`, or remove `target` for every surface',
            suggestion: near ? { msg: `use \`${near}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.value!.range, text: near }] } : undefined,
          });
        }
        if (surfaces.target === 'vscode') {
          ctx.report({ message: 'Copilot CLI ignores `target` and loads this agent too: `target: vscode` means it for VS Code only, and its log says "unknown fields ignored"', range: p.keyRange, jsonPath: p.path });
        }
        continue;
      }
      // A field VS Code reads is no mistake in an agent VS Code reads (its `target` is unset or `vscode`).
      if (surfaces.vscode && VSCODE_AGENT_FIELDS.includes(p.key) && !artifact.path.startsWith('.claude/agents/')) continue;
      // Copilot also loads Claude Code's `.claude/agents`: a Claude Code field there was written for
      // Claude Code and is no mistake, but Copilot runs the agent without it (info, no fix).
      if (artifact.path.startsWith('.claude/agents/') && AGENT_FIELDS.includes(p.key)) {
        ctx.report({
          message: `Copilot CLI loads this Claude Code agent too and ignores its field \`${p.key}\`: it is a Claude Code field (its log says "unknown fields ignored"), and under Copilot the agent runs without it`,
          range: p.keyRange,
          jsonPath: p.path,
          level: 'info',
        });
        continue;
      }
      const why = COPILOT_AGENT_IGNORED_FIELDS[p.key];
      // `mode` is the field of VS Code's chat modes and prompt files (`mode: agent`), not a slip of `model`: no rename.
      const fix = why || OTHER_KIND_KEYS.includes(p.key) ? undefined : certainCorrection(p.key, KNOWN);
      // One slip (`modle`) is certain; a key two edits away may be another word the author meant.
      const certain = fix !== undefined && editDistance(p.key.toLowerCase(), fix.toLowerCase(), 1) <= 1;
      const near = why ? [] : closest(p.key, KNOWN);
      ctx.report({
        message: `Copilot CLI ignores \`${p.key}\`${why ? ` (${why})` : near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: its log says "unknown fields ignored"`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined,
      });
    }
  },
});
