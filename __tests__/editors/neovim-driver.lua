-- Drives Neovim (headless) for __tests__/editors/neovim.test.ts, after editors/neovim/agentlint.lua
-- (the configuration docs/editors.md shows) has been loaded. Writes what it saw to $AGENTLINT_OUT
-- as JSON and quits. Every step waits on a publishDiagnostics that the server sends after it.
local file, broken, fixed_text = os.getenv('AGENTLINT_FILE'), os.getenv('AGENTLINT_BROKEN'), os.getenv('AGENTLINT_FIXED')
local out = { steps = {} }
local published = {}
local default = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  table.insert(published, result.diagnostics)
  return default(err, result, ctx, config)
end

local function finish(status)
  out.status = status
  local f = io.open(os.getenv('AGENTLINT_OUT'), 'w')
  f:write(vim.fn.json_encode(out))
  f:close()
  vim.cmd('qall!')
end

-- The next publish after `seen` that satisfies `pred`.
local function await(seen, pred, what)
  local got
  local ok = vim.wait(30000, function()
    for i = seen + 1, #published do
      if pred(published[i]) then got = published[i]; return true end
    end
    return false
  end, 20)
  if not ok then finish('timeout: ' .. what) end
  return got
end

local function text() return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n') .. '\n' end
local function set_text(s)
  local lines = vim.split(s, '\n', { plain = true })
  table.remove(lines) -- the final newline
  vim.api.nvim_buf_set_lines(0, 0, -1, false, lines)
end
local function brief(ds)
  local r = {}
  for _, d in ipairs(ds) do table.insert(r, { code = d.code, severity = d.severity, range = d.range }) end
  return r
end
local function actions(range, diagnostics, only)
  local params = { textDocument = vim.lsp.util.make_text_document_params(), range = range, context = { diagnostics = diagnostics, only = only } }
  local list = {}
  for _, res in pairs(vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 10000) or {}) do
    for _, a in ipairs(res.result or {}) do table.insert(list, a) end
  end
  return list
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  -- 1. The broken agent: diagnostics with exact ranges, also in Neovim's own diagnostic list.
  local ds = await(0, function(d) return #d > 0 end, 'diagnostics for the broken file')
  out.steps.opened = { lsp = brief(ds), clients = #vim.lsp.get_active_clients() }
  local nv = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(nv, { d.lnum, d.col, d.end_lnum, d.end_col }) end
  table.sort(nv, function(a, b) return a[1] < b[1] end)
  out.steps.neovim = nv

  -- 2. The quick fix for the typo'd model.
  local model
  for _, d in ipairs(ds) do if d.code == 'agents/model-valid' then model = d end end
  local quick = actions(model.range, { model }, { 'quickfix' })
  out.steps.quickfixTitles = vim.tbl_map(function(a) return a.title end, quick)
  local seen = #published
  for _, a in ipairs(quick) do
    if a.isPreferred then vim.lsp.util.apply_workspace_edit(a.edit, 'utf-16') end
  end
  await(seen, function() return true end, 'diagnostics after the quick fix')
  out.steps.afterQuickFix = text()

  -- 3. Back to the broken text, then :AgentlintFixAll (source.fixAll.agentlint).
  seen = #published
  set_text(broken)
  await(seen, function(d) return #d > 0 end, 'diagnostics for the broken text again')
  seen = #published
  vim.cmd('AgentlintFixAll')
  await(seen, function() return true end, 'diagnostics after fix-all')
  out.steps.afterFixAll = text()

  -- 4. An edit that repairs the file clears the diagnostics.
  seen = #published
  set_text(broken)
  await(seen, function(d) return #d > 0 end, 'diagnostics before the repair')
  seen = #published
  set_text(fixed_text)
  local cleared = await(seen, function(d) return #d == 0 end, 'no diagnostics after the repair')
  out.steps.repaired = { lsp = cleared, neovim = #vim.diagnostic.get(0) }
end)
finish(ok and 'ok' or ('error: ' .. tostring(err)))
