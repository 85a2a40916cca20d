/** Claude Code output styles (`.claude/output-styles/*.md`, a plugin's `output-styles/`) and the `outputStyle` setting. */
import fields from './fields.js';
import settingUnknown from './setting-unknown.js';

export const OUTPUT_STYLE_RULES = [fields, settingUnknown];
