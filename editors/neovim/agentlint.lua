-- agentlint for Neovim 0.7 or later, no plugin needed: start `agentlint lsp` for the Markdown,
-- JSON, YAML and TOML files of a project (one server per project root).
-- The command: vim.g.agentlint_cmd if set (say { 'node', '/path/to/agentlint/dist/cli/index.js', 'lsp' }
-- for a clone), else the project's own install (npm install -D @agentlint/cli).
local markers = { '.agentlint.yml', '.claude', '.claude-plugin', '.github', '.codex', '.gemini', '.opencode', '.cursor', 'AGENTS.md', '.git' }

local function project_root(file)
  local dir = vim.fn.fnamemodify(file, ':p:h')
  while true do
    for _, marker in ipairs(markers) do
      if (vim.uv or vim.loop).fs_stat(dir .. '/' .. marker) then return dir end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then return nil end
    dir = parent
  end
end

local clients = {} -- root -> client id (Neovim 0.7; vim.lsp.start reuses clients itself)

vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'markdown', 'json', 'yaml', 'toml' },
  callback = function(args)
    local root = project_root(vim.api.nvim_buf_get_name(args.buf))
    if not root then return end
    local config = {
      name = 'agentlint',
      cmd = vim.g.agentlint_cmd or { 'npx', '--no-install', 'agentlint', 'lsp' },
      root_dir = root,
      init_options = { debounceMs = 5 },
    }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      clients[root] = clients[root] or vim.lsp.start_client(config)
      vim.lsp.buf_attach_client(args.buf, clients[root])
    end
  end,
})

-- :AgentlintFixAll applies every certain fix of the buffer (what `agentlint --fix` does).
vim.api.nvim_create_user_command('AgentlintFixAll', function()
  local params = vim.lsp.util.make_range_params()
  params.context = { only = { 'source.fixAll.agentlint' }, diagnostics = {} }
  local results = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 5000) or {}
  for id, result in pairs(results) do
    local client = vim.lsp.get_client_by_id(id)
    for _, action in ipairs(result.result or {}) do
      if action.edit then vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding) end
    end
  end
end, {})
