/** Parse problems, reported by the engine from what the parsers found. */
import { engineRule } from '../../diagnostics/rule.js';

export const yamlInvalid = engineRule({
  id: 'schema/yaml-invalid',
  category: 'correctness',
  defaultLevel: 'error',
  description: 'Frontmatter or a YAML file that strict YAML rejects (also an unclosed `---`).',
  kinds: ['agent', 'skill', 'command', 'agentltl'],
  optIn: false,
  fixable: 'machine',
  rationale:
    'Claude Code silently skips an agent whose frontmatter it cannot parse (the reason is only in a debug log). The usual cause is an unquoted `: ` inside a description. agentlint reads such frontmatter leniently so every other rule still runs.',
  examples: {
    wrong: '---\nname: reviewer\ndescription: Use when: the user asks for a review\n---',
    right: '---\nname: reviewer\ndescription: "Use when: the user asks for a review"\n---',
    file: '.claude/agents/reviewer.md',
  },
});

export const jsonInvalid = engineRule({
  id: 'schema/json-invalid',
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
  category: 'suspicious',
  defaultLevel: 'error',
  description: 'The same key twice in one mapping.',
  kinds: ['agent', 'skill', 'command', 'plugin', 'marketplace', 'mcp', 'hooks', 'agentltl'],
  optIn: false,
  fixable: false,
  rationale: 'Strict YAML parsers reject the whole file; lenient ones and JSON keep the last value, so the first is silently dead.',
  examples: { wrong: '---\nname: a\nmodel: opus\nmodel: sonnet\n---', right: '---\nname: a\nmodel: sonnet\n---', file: '.claude/agents/a.md' },
});

export const PARSE_RULES = [yamlInvalid, jsonInvalid, duplicateKey];
