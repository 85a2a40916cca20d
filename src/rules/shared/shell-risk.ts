/**
 * What a shell command line does that a reviewer should see: it downloads code and runs it, decodes a payload and
 * runs it, runs a script from a temporary or hidden folder, reads credentials and uses the network. Every pattern
 * is bounded (no nested unbounded quantifier) so it stays linear on hostile input; a line longer than
 * `MAX_COMMAND` is judged on its first characters only.
 */

export type ShellRisk = 'download-exec' | 'decode-exec' | 'temp-script' | 'credential-network';

export interface ShellFinding {
  risk: ShellRisk;
  /** What was seen, in a few words (`curl … | sh`). */
  what: string;
  /** Offsets of the match in the command text. */
  from: number;
  to: number;
}

const MAX_COMMAND = 8000;

const FETCH = String.raw`(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)`;
const SHELL = String.raw`(?:sudo\s+(?:-\S{1,40}\s+){0,6})?(?:ba|z|da|k|fi)?sh|python[0-9.]*|node|perl|ruby|php|iex|invoke-expression|pwsh|powershell`;

/**
 * The interpreter reads its program from the pipe: nothing after it, or only flags that keep reading stdin
 * (`sh -s`, `bash -`, `sh -x`). `python -c …`, `node -e …` or `python script.py` read the download as data.
 */
const STDIN_PROGRAM = String.raw`(?=\s*(?:$|[;&|)"'\n]|-(?:s|x|i)?(?:\s|$)))`;

const DOWNLOAD_EXEC: ReadonlyArray<[RegExp, string]> = [
  // curl … | sh, wget -O- … | bash, iwr … | iex
  [new RegExp(String.raw`\b${FETCH}\b[^|;&\n]{0,400}\|\s*(?:${SHELL})\b${STDIN_PROGRAM}`, 'i'), '`curl … | sh`'],
  // bash <(curl …), source <(curl …), . <(wget …)
  [new RegExp(String.raw`(?:\b(?:${SHELL}|source)|(?:^|[;&|]\s*)\.)\s+<\(\s*${FETCH}\b`, 'i'), '`bash <(curl …)`'],
  // sh -c "$(curl …)", eval "$(curl …)", eval `wget …`
  [new RegExp(String.raw`\b(?:eval|(?:${SHELL})\s+-c)\s+["']?(?:\$\(|\x60)\s*${FETCH}\b`, 'i'), '`sh -c "$(curl …)"`'],
  // iex (iwr …), Invoke-Expression (New-Object Net.WebClient).DownloadString(…)
  [/\b(?:iex|invoke-expression)\b\s*\(?\s*(?:\(?\s*(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b|\(?\s*new-object\s+(?:system\.)?net\.webclient\)?\s*\.\s*downloadstring)/i, '`iex (iwr …)`'],
  // curl -o x … && sh x, wget … ; chmod +x x && ./x
  [new RegExp(String.raw`\b${FETCH}\b[^|;&\n]{0,300}\s(?:-o|-O|--output)\s*(\S+)[^\n]{0,200}?(?:&&|;)\s*(?:(?:${SHELL})\s+|chmod\s+\+x\s+|\.\/)`, 'i'), '`curl -o x && sh x`'],
];

const DECODE_EXEC: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(String.raw`\bbase(?:64|32)\s+(?:-d|--decode|-D)\b[^|;&\n]{0,200}\|\s*(?:${SHELL})\b${STDIN_PROGRAM}`, 'i'), '`base64 -d | sh`'],
  [/\b(?:eval|exec)\s*\(?\s*["']?(?:\$\(|`)[^)`\n]{0,300}\b(?:base64|base32|xxd\s+-r|openssl\s+(?:enc|base64)[^)`\n]{0,40}-d)\b/i, '`eval "$(… base64 -d)"`'],
  [/\b(?:exec|eval)\s*\(\s*(?:base64\.b64decode|atob|Buffer\.from\([^)]{0,400},\s*['"]base64['"]\)|codecs\.decode|bytes\.fromhex|zlib\.decompress)/i, '`exec(base64 decode …)`'],
  [/\b(?:pwsh|powershell)(?:\.exe)?\b[^\n]{0,100}\s-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{16,}/i, '`powershell -EncodedCommand …`'],
  [/\bFromBase64String\b[^\n]{0,300}\b(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\b[^\n]{0,300}\bFromBase64String\b/i, '`iex (FromBase64String …)`'],
];

/** Where a program starts in a command line: its start, after `;`, `&&`, `|`, `(`, `$(`, a backtick, or `sh -c '`. */
const PROGRAM_START = String.raw`(?:^|[;&|(\x60]|\$\(|-c\s+["'])\s*(?:(?:sudo|exec|nohup|env)\s+)?(?:(?:(?:ba|z|da)?sh|source|\.|python[0-9.]*|node|perl|ruby|pwsh|powershell|bun|deno)\s+(?:-\S{1,40}\s+){0,8})?["']?`;

/** Folders anyone can write to, or a tool drops files in: a program run from there is not the one the repository shows. */
const TEMP_PROGRAM = new RegExp(String.raw`${PROGRAM_START}((?:\/tmp|\/var\/tmp|\/dev\/shm|\$\{?TMPDIR\}?|%TEMP%|%TMP%|\$env:TEMP|\$env:TMP)\/[^\s;&|"'\x60)]+)`, 'i');

/** Hidden folders of the home directory, except the ones harnesses and tool managers own. */
const HOME_DOT_PROGRAM = new RegExp(String.raw`${PROGRAM_START}((?:~|\$\{?HOME\}?|%USERPROFILE%|\$env:USERPROFILE)[/\\]\.([A-Za-z0-9_-]+)[/\\][^\s;&|"'\x60)]+)`);
/** The hidden folders of the home directory that harnesses and tool managers own. */
const TOOL_FOLDERS = new Set([
  'claude', 'codex', 'gemini', 'copilot', 'qwen', 'kilocode', 'cursor', 'opencode', 'factory', 'amp', 'augment', 'cline', 'windsurf', 'kiro', 'roo',
  'local', 'cargo', 'bun', 'deno', 'nvm', 'volta', 'npm', 'npm-global', 'pyenv', 'rbenv', 'asdf', 'sdkman', 'rustup', 'dotnet', 'go', 'nix-profile', 'fnm', 'pnpm', 'yarn', 'config', 'vscode', 'rvm', 'jenv', 'goenv', 'mise', 'proto', 'moon', 'foundry', 'poetry', 'pixi', 'uv', 'krew', 'linuxbrew', 'orbstack', 'docker', 'agents', 'gradle', 'm2',
]);

const CREDENTIAL_READ =
  /(?:~|\$\{?HOME\}?|%USERPROFILE%)[/\\]\.(?:ssh|aws|azure|kube|docker|gnupg|netrc|npmrc|pypirc|git-credentials|config\/gh|config\/gcloud)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|@["']?(?:\.\/)?\.env(?:\.[\w-]+)?\b|\bcat\s+["']?(?:\.\/)?\.env(?:\.[\w-]+)?["']?\s*\||\bsecurity\s+(?:find|dump)-(?:generic-|internet-)?(?:password|keychain)\b|\bgh\s+auth\s+token\b|\baws\s+configure\s+export-credentials\b|\bgcloud\s+auth\s+print-access-token\b|\bcmdkey\s+\/list\b|\bprintenv\b\s*(?:[|>]|$)/i;
const NETWORK = /\b(?:curl|wget|nc|ncat|netcat|socat|telnet|ftp|sftp|scp|rsync\s+[^\n]{0,100}:|invoke-webrequest|invoke-restmethod|iwr|irm|fetch\s*\(|requests\.(?:post|get|put)|http\.request|urllib)\b|https?:\/\/|\/dev\/tcp\//i;

function first(patterns: ReadonlyArray<[RegExp, string]>, risk: ShellRisk, text: string): ShellFinding | undefined {
  for (const [re, what] of patterns) {
    const m = re.exec(text);
    if (m) return { risk, what, from: m.index, to: m.index + m[0].length };
  }
  return undefined;
}

function tempScript(text: string): ShellFinding | undefined {
  const m = TEMP_PROGRAM.exec(text);
  if (m) {
    const at = m.index + m[0].indexOf(m[1]!);
    return { risk: 'temp-script', what: `\`${m[1]}\` (a temporary folder)`, from: at, to: at + m[1]!.length };
  }
  const h = HOME_DOT_PROGRAM.exec(text);
  if (h && !TOOL_FOLDERS.has(h[2]!.toLowerCase())) {
    const at = h.index + h[0].indexOf(h[1]!);
    return { risk: 'temp-script', what: `\`${h[1]}\` (a hidden folder of the home directory)`, from: at, to: at + h[1]!.length };
  }
  return undefined;
}

function credentialNetwork(text: string): ShellFinding | undefined {
  const cred = CREDENTIAL_READ.exec(text);
  if (!cred || !NETWORK.test(text)) return undefined;
  const at = cred.index + (cred[0].length - cred[0].trimStart().length);
  return { risk: 'credential-network', what: `\`${cred[0].trim()}\``, from: at, to: cred.index + cred[0].length };
}

/** What is risky in one command line: at most one finding per risk, in the order of the risks. */
export function shellRisks(command: string): ShellFinding[] {
  const text = command.length > MAX_COMMAND ? command.slice(0, MAX_COMMAND) : command;
  const out: ShellFinding[] = [];
  const download = first(DOWNLOAD_EXEC, 'download-exec', text);
  if (download) out.push(download);
  const decode = first(DECODE_EXEC, 'decode-exec', text);
  if (decode) out.push(decode);
  const temp = tempScript(text);
  if (temp) out.push(temp);
  const cred = credentialNetwork(text);
  if (cred) out.push(cred);
  return out;
}
