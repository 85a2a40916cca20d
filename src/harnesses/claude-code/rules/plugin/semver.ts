import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

/** A likely semver spelling of a near-miss: `v1.2.3` → `1.2.3`, `1.2` → `1.2.0`. */
export function toSemver(v: string): string | undefined {
  let s = v.trim().replace(/^[vV]/, '');
  if (/^\d+$/.test(s)) s = `${s}.0.0`;
  else if (/^\d+\.\d+$/.test(s)) s = `${s}.0`;
  s = s.replace(/(^|\.)0+(\d)/g, '$1$2');
  return SEMVER.test(s) && s !== v ? s : undefined;
}

export default artifactRule({
  meta: {
    id: 'plugin/semver',
    effect: 'style',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A plugin `version` that is not a semantic version (`MAJOR.MINOR.PATCH`).',
    kinds: ['plugin'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code compares plugin versions as semver to decide whether an installed plugin has an update. A version such as `1.0` or `v2.1.0` cannot be compared, so users may never be offered the new release. Documented (https://code.claude.com/docs/en/plugins-reference); `claude plugin validate` 2.1.332 accepts `v1.2` without a word, and no oracle case records an update.',
    examples: { wrong: '{ "name": "my-plugin", "version": "v1.2" }', right: '{ "name": "my-plugin", "version": "1.2.0" }', file: '.claude-plugin/plugin.json' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'version');
    const v = pair?.value;
    if (!pair || !v || v.type !== 'scalar' || typeof v.value !== 'string') return;
    if (SEMVER.test(v.value)) return;
    const fixed = toSemver(v.value);
    ctx.report({
      message: `version \`${v.value}\` is not semver (MAJOR.MINOR.PATCH): plugin versions are compared as semver to offer updates (documented: https://code.claude.com/docs/en/plugins-reference), so updates may not be detected`,
      range: v.range,
      jsonPath: pair.path,
      help: 'use three numbers, e.g. `1.2.0` (pre-release `1.2.0-beta.1` is fine)',
      suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] } : undefined,
    });
  },
});
