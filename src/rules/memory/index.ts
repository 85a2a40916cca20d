/** Claude Code memory files (CLAUDE.md, CLAUDE.local.md, .claude/rules/*.md): imports. */
import importDepth from './import-depth.js';
import importInCode from './import-in-code.js';
import importUnresolved from './import-unresolved.js';

export const MEMORY_RULES = [importUnresolved, importInCode, importDepth];
