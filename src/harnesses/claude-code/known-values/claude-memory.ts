/**
 * Claude Code memory files (CLAUDE.md and their `@path` imports).
 *
 * Observed on Claude Code 2.1.332 (oracle/claude-code/harness-memory.json,
 * oracle/claude-code/memory-probe.mjs, 2026-12-02): a chain CLAUDE.md → @d1 → … → @d8
 * reached the model up to d4; d5 was not loaded. The docs said "maximum depth of 5
 * hops" (older) and "four hops" (2026); the binary follows four.
 */
import { PINS } from '../../pins.generated.js';
export const MEMORY_IMPORT_MAX_HOPS = 4;
export const MEMORY_ORACLE_VERSION = PINS['claude-code'].version;
