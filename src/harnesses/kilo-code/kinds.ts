/**
 * Kilo Code's repository files, as its CLI 7.7.7 reads them (oracle: oracle/kilo-code/cases.json,
 * case `layout`; src/harnesses/kilo-code/known-values.ts): agents `.kilo/agent/*.md` and `.kilo/agents/*.md`,
 * commands `.kilo/command/*.md`, `.kilo/commands/*.md` and the extension's workflows `.kilocode/workflows/*.md`,
 * instruction files `.kilocode/rules/**`, `.kilocode/rules-{slug}/**` and `.kilo/rules/**`, and the extension's
 * custom modes `.kilocodemodes`, which the CLI turns into agents.
 */
import { markdownKind, textKind, yamlKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const kiloAgentKind = markdownKind('kilo-agent', 'kilo-code', 'Kilo Code', /^\.kilo\/agents?\/[^/]+\.md$/);
export const kiloCommandKind = markdownKind('kilo-command', 'kilo-code', 'Kilo Code', /^(?:\.kilo\/commands?|\.kilocode\/workflows)\/[^/]+\.md$/);
export const kiloRuleKind = textKind('kilo-rule', 'kilo-code', /^(?:\.kilocode\/rules(?:-[^/]+)?|\.kilo\/rules)\/(.+\/)?[^/]+\.md$/);
export const kiloLegacyModesKind = yamlKind('kilo-legacy-modes', 'kilo-code', /^\.kilocodemodes$/);

export const KILO_KINDS: KindSpec[] = [kiloAgentKind, kiloCommandKind, kiloRuleKind, kiloLegacyModesKind];
