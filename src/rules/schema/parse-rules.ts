/** Parse problems, reported by the engine from what the parsers found. */
import { engineRule } from '../../diagnostics/rule.js';

export const yamlInvalid = engineRule({
  id: 'schema/yaml-invalid',
  effect: 'ignored',
  category: 'correctness',
  defaultLevel: 'error',
  description: 'Frontmatter Claude Code cannot read (or a YAML file that does not parse; also an unclosed `---`).',
  kinds: ['agent', 'skill', 'command', 'agentltl'],
  optIn: false,
  fixable: 'machine',
  rationale:
    'When Claude Code 2.1.332 cannot read the frontmatter, even after its re-read that quotes one-line values, it drops every field: a project agent is not loaded, a plugin agent loads under its file name with the description "Agent from <plugin> plugin" and all tools, a skill or command loads with its first body line as description (oracle: oracle/claude-code/constructs.json). Reported once, at the first position that breaks the file; other rules then see no fields. Gemini CLI 0.61.0 does not load a subagent whose frontmatter no `---` line closes (a `---` inside a value closes nothing for it): "Agent loading error: … Missing mandatory YAML frontmatter" (oracle/gemini/cases.json, case agent-inline-dashes), reported here as an error at the opening `---`.',
  examples: {
    wrong: '---\nname: reviewer\ndescription: Reviews code\nwhen asked\n---',
    right: '---\nname: reviewer\ndescription: Reviews code\n  when asked\n---',
    file: '.claude/agents/reviewer.md',
  },
});

export const yamlStrict = engineRule({
  id: 'schema/yaml-strict',
  effect: 'style',
  category: 'style',
  defaultLevel: 'warn',
  description: 'Frontmatter that strict YAML rejects and Claude Code reads only through its re-read (for example an unquoted `: ` in a one-line value).',
  kinds: ['agent', 'skill', 'command'],
  optIn: false,
  fixable: 'machine',
  rationale:
    'Claude Code 2.1.332 re-reads such frontmatter with the offending one-line values quoted and loads every field (oracle: constructs x-colon-space, x-lead-star, …). Strict readers (other harnesses, GitHub\'s Markdown renderer, Agent Skills tooling) reject it. The fix quotes exactly the values Claude Code quotes, so the value Claude Code reads stays the same.',
  examples: {
    wrong: '---\nname: reviewer\ndescription: Use when: the user asks for a review\n---',
    right: '---\nname: reviewer\ndescription: "Use when: the user asks for a review"\n---',
    file: '.claude/agents/reviewer.md',
  },
});

export const jsonInvalid = engineRule({
  id: 'schema/json-invalid',
  effect: 'refused',
  category: 'correctness',
  defaultLevel: 'error',
  description: 'A JSON artifact (plugin manifest, marketplace, .mcp.json, settings, hooks.json) that is not valid JSON.',
  kinds: ['plugin', 'marketplace', 'mcp', 'hooks'],
  optIn: false,
  fixable: false,
  rationale: 'Claude Code cannot load a plugin, marketplace, MCP or hooks file it cannot parse; none of its contents take effect.',
  examples: { wrong: '{ "name": "my-plugin", }', right: '{ "name": "my-plugin" }', file: '.claude-plugin/plugin.json' },
});

export const duplicateKey = engineRule({
  id: 'schema/duplicate-key',
  effect: 'ignored',
  category: 'suspicious',
  defaultLevel: 'warn',
  description: 'The same key twice in one mapping (the last value wins; a Gemini CLI subagent with one does not load).',
  kinds: ['agent', 'skill', 'command', 'plugin', 'marketplace', 'mcp', 'hooks', 'agentltl'],
  optIn: false,
  fixable: false,
  rationale:
    'Claude Code 2.1.332 keeps the last value without any message (oracle: constructs x-dup-key, x-dup-key-retry); JSON readers do the same, and strict YAML parsers reject the file. The first value is silently dead. Gemini CLI 0.61.0 reads frontmatter with strict YAML (oracle/gemini/cases.json, case agent-duplicate-key): a subagent (`.gemini/agents/*.md`, or an extension\'s `agents/`) with a key set twice is not loaded ("Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key (4:1)"), so there the finding is an error; a skill is still listed, with the last `name` (its loader falls back to reading `name` and `description` line by line).',
  examples: { wrong: '---\nname: a\nmodel: opus\nmodel: sonnet\n---', right: '---\nname: a\nmodel: sonnet\n---', file: '.claude/agents/a.md' },
});

export const valueCut = engineRule({
  id: 'schema/value-cut',
  effect: 'ignored',
  category: 'suspicious',
  defaultLevel: 'warn',
  description: 'Frontmatter text Claude Code silently drops: a ` #` comment inside an unquoted value, or a `---` that ends the frontmatter inside a line.',
  kinds: ['agent', 'skill', 'command'],
  optIn: false,
  fixable: 'maybe',
  rationale:
    'Claude Code 2.1.332 cuts an unquoted value at ` #` (oracle: constructs x-hash-comment: `Handles issue #42 and more` loads as `Handles issue`) and ends the frontmatter at the first `---` anywhere, even inside a value (x-dashes-in-value, x-dashes-glued: every later field goes to the body). No message says so. Only Claude Code does that: OpenCode 1.18.33 and Gemini CLI 0.61.0 end the frontmatter only at a line starting with `---`, Copilot CLI 1.0.102 only at a `---` line (cases frontmatter-inline-dashes and agent-inline-dashes of their oracles), so their files get no `---` finding here.',
  examples: {
    wrong: '---\nname: triage\ndescription: Handles issue #42 and more\n---',
    right: '---\nname: triage\ndescription: "Handles issue #42 and more"\n---',
    file: '.claude/agents/triage.md',
  },
});

export const PARSE_RULES = [yamlInvalid, yamlStrict, valueCut, jsonInvalid, duplicateKey];
