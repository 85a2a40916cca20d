import { describe, expect, it } from '@jest/globals';
import secretLiteral, { literalSecret, redact } from '../../../src/harnesses/claude-code/rules/mcp/secret-literal.js';
import serverConfig from '../../../src/harnesses/claude-code/rules/mcp/server-config.js';
import transportDeprecated from '../../../src/harnesses/claude-code/rules/mcp/transport-deprecated.js';
import { artifactOf, at, parseAs, runRule } from '../../helpers/index.js';

const server = (cfg: string) => artifactOf('mcp', '.mcp.json', `{\n  "mcpServers": {\n    "docs": ${cfg}\n  }\n}\n`);

describe('mcp/server-config', () => {
  it('accepts each transport with its field, and skips agent references', () => {
    for (const cfg of ['{ "command": "npx", "args": ["-y", "x"] }', '{ "type": "stdio", "command": "x" }', '{ "type": "http", "url": "https://x" }', '{ "type": "sse", "url": "https://x" }', '{ "type": "ws", "url": "wss://x" }']) {
      expect(runRule(serverConfig, server(cfg))).toEqual([]);
    }
    const ref = parseAs('agent', '.claude/agents/a.md', '---\nname: a\ndescription: d\nmcpServers:\n  - github\n---\n').artifacts.find((x) => x.kind === 'mcp')!;
    expect(ref.data.reference).toBe(true);
    expect(runRule(serverConfig, ref)).toEqual([]);
  });
  it('flags a url without type at the server name, offering "type": "http"', () => {
    const a = server('{\n      "url": "https://x"\n    }');
    const [r, ...rest] = runRule(serverConfig, a);
    expect(rest).toEqual([]);
    expect(serverConfig.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('3:5-3:11');
    expect(r!.suggestion!.applicability).toBe('MaybeIncorrect');
    const e = r!.suggestion!.edits[0]!;
    const fixed = a.file.text.slice(0, e.range.start.offset) + e.text + a.file.text.slice(e.range.end.offset);
    expect(JSON.parse(fixed).mcpServers.docs).toEqual({ type: 'http', url: 'https://x' });
  });
  it('corrects a case-only type MachineApplicable, an alias MaybeIncorrect', () => {
    const [a] = runRule(serverConfig, server('{ "type": "HTTP", "url": "https://x" }'));
    expect(at(a!)).toBe('3:23-3:29');
    expect(a!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"http"' }] });
    const [b] = runRule(serverConfig, server('{ "type": "websocket", "url": "wss://x" }'));
    expect(b!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"ws"' }] });
    // `streamable-http` is read as `http` (rules-validator-sweep.json `mcp streamable-http type at run time`).
    expect(runRule(serverConfig, server('{ "type": "streamable-http", "url": "https://x" }'))).toEqual([]);
    const [c] = runRule(serverConfig, server('{ "type": "tcp", "url": "x" }'));
    expect(c!.suggestion).toBeUndefined();
  });
  it('reports the missing command of a stdio server and the missing url of a remote one', () => {
    const [a] = runRule(serverConfig, server('{ "args": ["x"] }'));
    expect(a!.message).toContain('has no `command`');
    expect(at(a!)).toBe('3:5-3:11');
    const [b] = runRule(serverConfig, server('{ "type": "ws", "command": "x" }'));
    expect(b!.message).toContain('has no `url`');
    expect(at(b!)).toBe('3:23-3:27');
  });
});

describe('mcp/transport-deprecated', () => {
  it('accepts http', () => {
    expect(runRule(transportDeprecated, server('{ "type": "http", "url": "https://x" }'))).toEqual([]);
  });
  it('flags sse at info level with a MaybeIncorrect http', () => {
    const [r, ...rest] = runRule(transportDeprecated, server('{ "type": "sse", "url": "https://x/sse" }'));
    expect(rest).toEqual([]);
    expect(transportDeprecated.meta.defaultLevel).toBe('info');
    expect(at(r!)).toBe('3:23-3:28');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"http"' }] });
  });
});

describe('mcp/secret-literal', () => {
  const TOKEN = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
  it('accepts ${VAR} references, placeholders and non-secrets', () => {
    const cfg = '{ "command": "x", "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}", "API_KEY": "your-api-key-here", "LOG_LEVEL": "debug", "AUTH_ENABLED": "true" }, "headers": { "Authorization": "Bearer ${TOKEN:-none}" } }';
    expect(runRule(secretLiteral, server(cfg))).toEqual([]);
    expect(literalSecret('PASSWORD_FILE', './secrets/pw')).toBeUndefined();
  });
  it('flags a literal token at the value without ever printing it', () => {
    const [r, ...rest] = runRule(secretLiteral, server(`{ "command": "x", "env": { "GITHUB_TOKEN": "${TOKEN}" } }`));
    expect(rest).toEqual([]);
    expect(secretLiteral.meta.defaultLevel).toBe('error');
    expect(secretLiteral.meta.tags).toContain('security');
    expect(at(r!)).toBe('3:56-3:98');
    expect(r!.message).toContain('`ghp_…`');
    const everything = JSON.stringify(r);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(TOKEN.slice(0, 8));
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"${GITHUB_TOKEN}"' }] });
  });
  it('keeps the Bearer scheme when it replaces a header', () => {
    const [r] = runRule(secretLiteral, server('{ "type": "http", "url": "https://x", "headers": { "Authorization": "Bearer abcd1234efgh5678ijkl" } }'));
    expect(r!.message).toContain('`abcd…`');
    expect(JSON.stringify(r)).not.toContain('abcd1234');
    expect(r!.suggestion!.edits[0]!.text).toBe('"Bearer ${DOCS_TOKEN}"');
  });
  it('redacts at most four characters and never more than a quarter', () => {
    expect(redact('sk-ant-0123456789abcdef')).toBe('sk-a…');
    expect(redact('hunter22')).toBe('hu…');
  });
});

describe('mcp/secret-literal names', () => {
  it('does not take ids, URLs or files for secrets', () => {
    expect(literalSecret('OAUTH_CLIENT_ID', '1234567890-abcdefgh.apps.example.com')).toBeUndefined();
    expect(literalSecret('TOKEN_URL', 'https://auth.example.com/token')).toBeUndefined();
    expect(literalSecret('API_KEY_FILE', 'keys/api-key-2024.txt')).toBeUndefined();
    expect(literalSecret('DB_PASSWORD', 'hunter22')).toBe('hunter22');
    expect(literalSecret('X_CUSTOM', 'sk-ant-api03-abcdefghijklmnop0123')).toBe('sk-ant-api03-abcdefghijklmnop0123');
  });
});
