/**
 * Planning a run: read the configuration, report what is wrong with it, and decide which rules run with
 * which options and at which configured level (the plan's ruleset fingerprint follows from that).
 */
import { GateError } from '../artifacts/gate.js';
import type { Harness } from '../artifacts/harness.js';
import type { Range } from '../artifacts/source.js';
import type { Diagnostic, Level } from '../diagnostics/diagnostic.js';
import type { Report, Rule } from '../diagnostics/rule.js';
import { closest } from '../diagnostics/suggest.js';
import { configRule } from '../rules/core.js';
import { emptyConfig, findConfig, loadConfig, type Config } from './config.js';
import { buildConfigSchema } from './config-schema.js';
import { makeDiagnostic } from './diagnostic-build.js';
import { ConfigError } from './errors.js';
import { rulesetFingerprint, type ActiveRuleInfo } from './fingerprint.js';
import { applySetting, isMetaKind, resolveSetting, type LintLayer } from './levels.js';
import { lintKeyDiagnostics } from './lint-keys.js';

export interface ActiveRule {
  rule: Rule;
  options: Record<string, unknown>;
  /** Level after the config layer (for the fingerprint and `rules`). */
  level: Level | 'allow';
}

export interface Plan {
  config: Config;
  active: ActiveRule[];
  fingerprint: string;
  /** Diagnostics about the configuration (config/*). */
  configDiagnostics: Diagnostic[];
}

/** Read the configuration and decide which rules run with which options. */
export function plan(root: string, configPath: string | undefined, rules: readonly Rule[], harnesses?: readonly Harness[]): Plan {
  const config = readConfig(root, configPath, rules);
  const configDiagnostics = configDiagnosticsOf(config, rules);
  // An explicit selection turns the other harnesses' rules off; by default every rule runs on what discovery finds.
  if (harnesses) config.harnesses = [...harnesses];
  const active = activeRules(config, rules);
  return { config, active, fingerprint: fingerprintOf(active), configDiagnostics };
}

/** The configuration file's content, or an empty configuration when there is none (a ConfigError when unreadable). */
function readConfig(root: string, configPath: string | undefined, rules: readonly Rule[]): Config {
  const path = findConfig(root, configPath);
  if (!path) return emptyConfig();
  try {
    // The schema is built only when there is a configuration to check against it.
    return loadConfig(root, path, buildConfigSchema(rules), configPath !== undefined);
  } catch (err) {
    if (err instanceof GateError) throw new ConfigError(`cannot read configuration ${err.message}`);
    throw new ConfigError(`cannot read configuration ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/** config/* findings: invalid content, `lints:` keys that match nothing, rule blocks for no rule. */
function configDiagnosticsOf(config: Config, rules: readonly Rule[]): Diagnostic[] {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const configPathRel = config.file?.path ?? '.agentlint.yml';
  const meta = (kind: string, message: string, range: Range, extra: Partial<Diagnostic> = {}): Diagnostic =>
    makeDiagnostic(byId.get(kind) ?? configRule(kind), { message, range, path: configPathRel, ...extra } as Report, configPathRel);
  const configDiagnostics: Diagnostic[] = [];
  for (const p of config.problems) configDiagnostics.push(meta('config/invalid', p.message, p.range));
  configDiagnostics.push(...lintKeyDiagnostics(config.lintPairs, configPathRel, rules, 'config'));
  for (const block of config.rules.values()) {
    if (!byId.has(block.id)) {
      const near = closest(block.id, byId.keys());
      configDiagnostics.push(
        meta('config/unknown-rule', `no rule \`${block.id}\`: this block configures nothing${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`, block.keyRange, {
          suggestion: near.length === 1 && near[0]!.distance <= 2 ? { msg: `rename to \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path: configPathRel, range: block.keyRange, text: near[0]!.value }] } : undefined,
        }),
      );
    }
  }
  return configDiagnostics;
}

/** The rules that run: the selected harnesses' (or all), opt-in ones only with a block, none whose block disables it. */
function activeRules(config: Config, rules: readonly Rule[]): ActiveRule[] {
  const configLayer: LintLayer[] = [{ source: 'config', entries: config.lints }];
  const active: ActiveRule[] = [];
  const selected = config.harnesses;
  for (const rule of rules) {
    if (selected && rule.meta.harness && !selected.includes(rule.meta.harness)) continue;
    const block = config.rules.get(rule.meta.id);
    if (rule.meta.optIn && !block) continue;
    if (block && !block.enabled) continue;
    const options = block?.options ?? {};
    const resolved = isMetaKind(rule.meta.id) ? undefined : resolveSetting(rule.meta.id, rule.meta.category, configLayer);
    active.push({ rule, options, level: applySetting(rule.meta.defaultLevel, resolved?.setting) });
  }
  return active;
}

function fingerprintOf(active: readonly ActiveRule[]): string {
  const info: ActiveRuleInfo[] = active.map((a) => ({
    id: a.rule.meta.id,
    category: a.rule.meta.category,
    level: a.level,
    optIn: a.rule.meta.optIn,
    kinds: a.rule.meta.kinds,
    options: a.options,
  }));
  return rulesetFingerprint(info);
}
