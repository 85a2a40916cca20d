import { getPair, type ScalarNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

/** Credential shapes that are never anything else. */
const TOKEN_PATTERNS: RegExp[] = [
  /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/, // Anthropic / OpenAI
  /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub
  /\bgithub_pat_[A-Za-z0-9_]{20,}/,
  /\bglpat-[A-Za-z0-9_-]{20,}/, // GitLab
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack
  /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
  /\bAIza[0-9A-Za-z_-]{35}\b/, // Google API key
  /\bnpm_[A-Za-z0-9]{36}\b/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|access[-_]?key|private[-_]?key|credential|^authorization$|auth[-_]?key|bearer|session[-_]?key)/i;
/** Names of values that are configuration, not credentials (`CLIENT_ID`, `TOKEN_URL`, `API_KEY_FILE`). */
const NOT_SECRET_NAME = /([-_]?(id|user|username|url|uri|host|endpoint|path|file|dir|name|type|header|expiry|ttl))$/i;
const PLACEHOLDER = /^(<[^>]*>|\[[^\]]*\]|\{[^}]*\}|x{3,}|\*{3,}|\.{3}|todo|tbd|none|null|changeme|your[-_ ].*|.*(example|placeholder|replace[-_ ]?me|dummy|redacted|fake|sample|xxx).*)$/i;
const SCHEME = /^(bearer|basic|token|apikey|api-key)\s+/i;

/** The credential part of a value, or undefined when the value does not look like one. */
export function literalSecret(key: string, value: string): string | undefined {
  if (value.includes('${')) return undefined;
  for (const re of TOKEN_PATTERNS) {
    const m = re.exec(value);
    if (m) return m[0];
  }
  const bare = value.replace(SCHEME, '').trim();
  const schemed = bare !== value.trim();
  if (!SECRET_NAME.test(key) || NOT_SECRET_NAME.test(key)) return undefined;
  if (schemed && !/^authorization$/i.test(key) && !SECRET_NAME.test(key)) return undefined;
  if (bare === '' || /\s/.test(bare) || PLACEHOLDER.test(bare)) return undefined;
  if (/^(true|false|yes|no|on|off|\d+)$/i.test(bare)) return undefined;
  if (/^(https?:|file:|\.{0,2}\/|~\/)/.test(bare)) return undefined; // a URL or a path to a key file
  const password = /passw(or)?d|pwd/i.test(key);
  const mixed = /[A-Za-z]/.test(bare) && /\d/.test(bare);
  if (password ? bare.length >= 6 : (bare.length >= 12 && mixed) || bare.length >= 24) return bare;
  return undefined;
}

/** `ghp_…`: at most four characters of a secret, never more than a quarter of it. */
export function redact(secret: string): string {
  const n = Math.min(4, Math.floor(secret.length / 4));
  return `${secret.slice(0, n)}…`;
}

function envName(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|(?<!_)_+$/g, '') || 'SECRET';
}

export default artifactRule({
  meta: {
    id: 'mcp/secret-literal',
    effect: 'style',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'error',
    description: 'A literal credential in an MCP server\'s `env` or `headers` instead of a `${VAR}` reference.',
    kinds: ['mcp'],
    optIn: false,
    fixable: 'maybe',
    tags: ['security'],
    rationale:
      'MCP configs (`.mcp.json`, plugin manifests, agent frontmatter) are committed and shared. Claude Code expands `${VAR}` and `${VAR:-default}` in `env` and `headers` (documented: https://code.claude.com/docs/en/mcp), so a token written literally is never needed there — and once committed it is in the history for good: revoke it, then reference an environment variable.',
    examples: {
      wrong: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "ghp_0123456789abcdefghijABCDEFGHIJ012345" } } } }',
      right: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" } } } }',
      file: '.mcp.json',
    },
  },
  check(artifact, ctx) {
    if (artifact.data.reference) return;
    const server = artifact.element.name;
    for (const field of ['env', 'headers'] as const) {
      const map = getPair(artifact.root, field)?.value;
      if (!map || map.type !== 'map') continue;
      for (const pair of map.pairs) {
        const v = pair.value;
        if (!v || v.type !== 'scalar' || typeof v.value !== 'string') continue;
        const secret = literalSecret(pair.key, v.value);
        if (!secret) continue;
        const scheme = SCHEME.exec(v.value)?.[0] ?? '';
        const variable = field === 'env' ? envName(pair.key) : envName(`${server}_${/^authorization$/i.test(pair.key) ? 'token' : pair.key.replace(/^x-/i, '')}`);
        const replacement = `${scheme}\${${variable}}`;
        ctx.report({
          message: `\`${field}.${pair.key}\` of MCP server \`${server}\` holds a literal credential: \`${redact(secret)}\` (${secret.length} characters) is committed with the file; Claude Code expands \`\${${variable}}\` from the environment instead (documented: https://code.claude.com/docs/en/mcp)`,
          range: v.range,
          jsonPath: pair.path,
          notes: ['revoke the credential: removing it from the file does not remove it from the history'],
          help: `write \`"${pair.key}": "${replacement}"\` and set ${variable} in the environment`,
          suggestion: { msg: `reference \${${variable}}`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: quote(artifact.file.text, v as ScalarNode, replacement) }] },
        });
      }
    }
  },
});

function quote(text: string, node: ScalarNode, value: string): string {
  const c = text[node.range.start.offset];
  return c === "'" ? `'${value}'` : c === '"' || !/^[\w$]/.test(value) ? JSON.stringify(value) : JSON.stringify(value);
}
