-- A headless Neovim session: opens the scene given on the command line, attaches the built-in
-- LSP client to `stagehand lsp`, waits for the diagnostics it receives and writes them, one per
-- line as "line:col:severity:code:message", to the file named by $STAGEHAND_NVIM_OUT.
local server = vim.env.STAGEHAND_LSP
local out = vim.env.STAGEHAND_NVIM_OUT
local client_id = vim.lsp.start_client({
  name = "stagehand",
  cmd = { server, "lsp" },
  root_dir = vim.fn.getcwd(),
})
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)
local received = vim.wait(20000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
local lines = {}
if not received then
  table.insert(lines, "timeout: no diagnostics")
end
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or ""
  table.insert(lines, string.format("%d:%d:%d:%s:%s", d.lnum, d.col, d.severity, code, d.message))
end
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client_id)
vim.cmd("qall!")
