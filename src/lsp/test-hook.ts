/**
 * Test-only hook: with `AGENTLINT_TEST_THROWING_RULE=1` in its environment the
 * language server adds one agent rule, `test/throws`, that always throws, so
 * that tests can drive the internal-error path of the built server over LSP
 * (__tests__/lsp/server.test.ts). Unset (always, outside those tests), the
 * server uses the registry's rules unchanged.
 */
import { artifactRule, type Rule } from '../diagnostics/rule.js';
import { ALL_RULES } from '../rules/index.js';

export const THROWING_RULE_ENV = 'AGENTLINT_TEST_THROWING_RULE';

const throwing = artifactRule({
  meta: { id: 'test/throws', category: 'correctness', defaultLevel: 'warn', effect: 'fails-at-run-time', description: `Throws on every agent (test only: ${THROWING_RULE_ENV}).`, kinds: ['agent'], optIn: false, fixable: false },
  check() {
    throw new Error(`thrown on purpose (${THROWING_RULE_ENV})`);
  },
});

/** The rules the server lints with: undefined (the registry) unless the test hook is set. */
export function serverRules(env: NodeJS.ProcessEnv = process.env): readonly Rule[] | undefined {
  return env[THROWING_RULE_ENV] === '1' ? [...ALL_RULES, throwing] : undefined;
}
