import type { ScalarNode } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { COMMAND_SITE_KINDS, commandSites } from '../shared/command-sites.js';

/** Package runners that fetch a package from a registry and run it: their flags that take a value are skipped. */
const RUNNERS: Readonly<Record<string, { valueFlags: readonly string[]; spec: 'npm' | 'python' }>> = {
  npx: { valueFlags: ['-p', '--package', '--registry', '--cache', '--userconfig', '-c', '--call'], spec: 'npm' },
  bunx: { valueFlags: ['-p', '--package'], spec: 'npm' },
  'pnpm dlx': { valueFlags: ['--package'], spec: 'npm' },
  'yarn dlx': { valueFlags: ['-p', '--package'], spec: 'npm' },
  uvx: { valueFlags: ['--from', '--with', '--python', '-p', '--index', '--index-url'], spec: 'python' },
  'pipx run': { valueFlags: ['--spec', '--python', '--index-url'], spec: 'python' },
};

/** An exact version: `pkg@1.2.3` (npm) or `pkg==1.2.3` (Python); a tag, a range or nothing is not pinned. */
function pinned(spec: string, kind: 'npm' | 'python'): boolean {
  if (kind === 'python') return /==\s*[0-9][\w.+-]*$/.test(spec) || /@\s*[0-9][\w.+-]*$/.test(spec);
  const at = spec.lastIndexOf('@');
  if (at <= 0) return /^(?:https?:|git\+|file:|\.{0,2}\/)/.test(spec);
  return /^v?[0-9]+\.[0-9]+\.[0-9]+(?:[-+][\w.-]+)?$/.test(spec.slice(at + 1));
}

/** The package argument of a runner invocation: the first argument that is not a flag or a flag's value. */
function packageArg(args: readonly ScalarNode[], valueFlags: readonly string[]): { node: ScalarNode; spec: string; from?: ScalarNode } | undefined {
  for (let i = 0; i < args.length; i++) {
    const v = String(args[i]!.value);
    if ((v === '-p' || v === '--package' || v === '--from' || v === '--spec') && args[i + 1]) return { node: args[i + 1]!, spec: String(args[i + 1]!.value), from: args[i] };
    if (v.startsWith('--package=') || v.startsWith('--from=')) return { node: args[i]!, spec: v.slice(v.indexOf('=') + 1) };
    if (valueFlags.includes(v)) {
      i++;
      continue;
    }
    if (v.startsWith('-')) continue;
    return { node: args[i]!, spec: v };
  }
  return undefined;
}

export default artifactRule({
  meta: {
    id: 'security/unpinned-server',
    category: 'security',
    defaultLevel: 'warn',
    effect: 'unsafe',
    description: 'An MCP server started with a package runner (`npx`, `bunx`, `uvx`, `pipx run`, `pnpm dlx`) and no exact version, or `@latest`.',
    kinds: COMMAND_SITE_KINDS,
    optIn: false,
    fixable: false,
    tags: ['security'],
    rationale:
      'A package runner fetches the newest release of the package each time the server starts, so whoever publishes that package decides what runs on the developer\'s machine, at every session start, with the developer\'s credentials; a compromised release (the Shai-Hulud npm worm published hundreds) reaches everyone at once. An exact version (`pkg@1.4.2`, `pkg==1.4.2`) changes only in a reviewed pull request. Documented: https://docs.anthropic.com/en/docs/claude-code/mcp (project `.mcp.json` servers start once approved). Measured on the same 3,901 files: 70 findings, all in davila7/claude-code-templates and all right (servers started with `npx -y <pkg>`, `uvx <pkg>` or `@latest`; each package spec checked). Precision (2026-12-07, docs/security-rules.md, docs/precision.md): on the shared corpora and five catalogue repositories (3,901 files), 70 findings, all 70 right; on the 110 repositories of the precision suite, 34 warnings in 22 repositories, judged true.',
    examples: {
      wrong: '{\n  "mcpServers": {\n    "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."] }\n  }\n}',
      right: '{\n  "mcpServers": {\n    "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."] }\n  }\n}',
      file: '.mcp.json',
    },
  },
  check(a, ctx) {
    for (const site of commandSites(a)) {
      if (!site.server) continue;
      const { command, args } = site.server;
      const program = String(command.value).replace(/^.*[/\\]/, '').replace(/\.(?:cmd|exe)$/i, '');
      const two = `${program} ${String(args[0]?.value ?? '')}`;
      const runner = RUNNERS[two] ? two : RUNNERS[program] ? program : undefined;
      if (!runner) continue;
      const { valueFlags, spec } = RUNNERS[runner]!;
      const pkg = packageArg(runner.includes(' ') ? args.slice(1) : args, valueFlags);
      if (!pkg || pinned(pkg.spec, spec) || /^\$|\$\{/.test(pkg.spec)) continue;
      const latest = /@latest$/.test(pkg.spec);
      ctx.report({
        message: `\`${runner}\` runs ${latest ? 'the newest release of ' : ''}\`${pkg.spec}\`${latest ? '' : ' with no version'}: ${site.runs}, and whoever publishes the next release decides what that is`,
        range: pkg.node.range,
        help: spec === 'npm' ? `pin an exact version: \`${pkg.spec.replace(/@latest$/, '')}@<version>\`` : `pin an exact version: \`${pkg.spec}==<version>\``,
      });
    }
  },
});
