/** The security family: what a repository makes an agent read unseen or run on a developer's machine. One rule per file. */
import type { Rule } from '../../diagnostics/rule.js';
import hiddenComment from './hidden-comment.js';
import hiddenUnicode from './hidden-unicode.js';

export const SECURITY_RULES: Rule[] = [hiddenUnicode, hiddenComment];
