// The playground's examples: one file for each kind the engine checks in the browser, each with a few
// real mistakes (a test checks that each one gets findings, the same as the CLI's on disk). Choosing one
// replaces the tree with its file.

/** `{ label, path, text }`, in the order the picker lists them. */
export const EXAMPLES = [
  {
    label: 'Claude Code agent',
    path: '.claude/agents/reviewer.md',
    text: '---\nname: Code Reviewer\ndescription: Reviews a change for bugs before it is merged\nmodel: sonet\ntools: Read, Grpe, Bash\n---\nYou review the diff you are given and list the bugs you find.\n',
  },
  {
    label: 'Claude Code skill',
    path: '.claude/skills/pdf-tools/SKILL.md',
    text: '---\nname: pdf_tools\ndescription: Extracts text and tables from PDF files\nallowed-tool: Read, Bash\ncontext: forked\n---\nUse `pdftotext` to extract the text, then summarise it.\n',
  },
  {
    label: 'Claude Code command',
    path: '.claude/commands/release.md',
    text: '---\ndescription: Prepares a release\nallowed-tools: Bash(git tag:*), Raed\nargument-hint: version\nmodle: haiku\n---\nTag the release $1 and write its notes.\n',
  },
  {
    label: 'Claude Code settings and hooks',
    path: '.claude/settings.json',
    text: `{
  "permissions": {
    "allow": ["Bash(npm run test:*)", "Raed"]
  },
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [{ "type": "command", "command": "npm run lint", "timeout": "30" }]
      }
    ],
    "SessionStarted": [
      { "hooks": [{ "type": "command", "command": "echo hello" }] }
    ]
  }
}
`,
  },
  {
    label: 'Claude Code MCP servers',
    path: '.mcp.json',
    text: `{
  "mcpServers": {
    "github": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"]
    },
    "docs": { "type": "sse", "url": "https://example.com/sse" },
    "search": { "transport": "http", "url": "https://example.com/mcp" }
  }
}
`,
  },
  {
    label: 'Copilot agent',
    path: '.github/agents/planner.agent.md',
    text: '---\nname: planner\ndescription: Plans a change before it is written\ntools: [read, serach, edit]\nmodle: gpt-5\n---\nWrite a plan as a numbered list.\n',
  },
  {
    label: 'Gemini CLI command',
    path: '.gemini/commands/review.toml',
    text: 'description = "Reviews the staged changes"\nargument-hint = "<path>"\npromt = "Review the staged changes: !{git diff --staged}"\n',
  },
  {
    label: 'Codex configuration',
    path: '.codex/config.toml',
    text: 'model = "gpt-5"\napproval_policy = "sometimes"\nsandbox_mode = "workspace"\n\n[mcp_servers.docs]\ncomand = "npx"\n',
  },
  {
    label: 'Cursor rule',
    path: '.cursor/rules/style.mdc',
    text: '---\ndescription: House style for TypeScript\nglobs: src/**/*.{ts,tsx\nalwaysApply: yes\n---\nUse named exports.\n',
  },
];
