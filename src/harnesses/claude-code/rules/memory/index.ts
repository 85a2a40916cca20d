/** Claude Code memory files (CLAUDE.md, CLAUDE.local.md, .claude/rules/*.md): imports. */
import importCycle from './import-cycle.js';
import importDepth from './import-depth.js';
import importInCode from './import-in-code.js';
import importUnresolved from './import-unresolved.js';
import rulePaths from './rule-paths.js';
import ruleKeys from './rule-keys.js';
import rulePathsUnmatched from './rule-paths-unmatched.js';

export const MEMORY_RULES = [importUnresolved, importInCode, importDepth, importCycle, rulePaths, rulePathsUnmatched, ruleKeys];
