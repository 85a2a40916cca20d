/**
 * Kilo Code: OBSERVED on its CLI, `@kilocode/cli` 7.7.7 (an OpenCode fork), run offline by
 * oracle/kilo-code/probe.mjs; each value names the recorded case in oracle/kilo-code/
 * (cases.json, mutations.json) that shows it. Recorded 2026-12-04.
 */

/** The recorded cases, for rule messages. */
export const KILO_CASES = 'oracle/kilo-code/cases.json';
export const KILO_MUTATIONS = 'oracle/kilo-code/mutations.json';
/** Kilo Code's page on custom modes (the VS Code extension's `.kilocodemodes`). */
export const KILO_DOCS_MODES = 'https://kilo.ai/docs/customize/custom-modes';

/**
 * The tool groups a `.kilocodemodes` mode grants. Kilo 7.7.7 turns each group into an agent permission
 * (case `modes-valid`: `read`, `edit`, `command` → `bash`, `mcp`; `browser`); an unknown group becomes a
 * permission of its own name that no tool asks for (case `modes-lenient`: `teleport: allow`).
 */
export const KILO_MODE_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp'] as const;
