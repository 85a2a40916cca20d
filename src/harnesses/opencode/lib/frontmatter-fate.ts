/** What OpenCode makes of an agent or command file whose frontmatter it cannot read (cases frontmatter-unclosed*, yaml-colon). */
import { opencodeUnclosed, opencodeYamlError } from '../kinds.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { RuleContext } from '../../../diagnostics/rule.js';

export interface FrontmatterFate {
  /** What happens to the file when its frontmatter is not read, e.g. `becomes the prompt and …`. */
  lost: string;
  /** What loads when a frontmatter never closed is all YAML, e.g. `the agent loads with … an empty prompt`. */
  empty: string;
}

/**
 * Reports a frontmatter never closed and one that is not YAML, as OpenCode reads them. True when the
 * file's fields are not read at all (nothing else to check).
 */
export function reportUnreadFrontmatter(a: Artifact, ctx: RuleContext, fate: FrontmatterFate): boolean {
  const unclosed = opencodeUnclosed(a);
  if (unclosed && !unclosed.readable) {
    ctx.report({ message: `This frontmatter is never closed with \`---\`: OpenCode reads the rest of the file as its YAML, which fails, so the whole file, this \`---\` included, ${fate.lost}`, range: unclosed.range, level: 'error', subject: '$.frontmatter' });
    return true;
  }
  if (unclosed) {
    ctx.report({ message: `This frontmatter is never closed with \`---\`: OpenCode reads the whole rest of the file as its YAML, so ${fate.empty}`, range: unclosed.range });
  }
  const yamlError = opencodeYamlError(a);
  if (yamlError) {
    ctx.report({ message: `OpenCode does not read this frontmatter: it is not valid YAML${yamlError.note ? ` (${yamlError.note})` : ''}, so the whole file, \`---\` block included, ${fate.lost}`, range: yamlError.range, level: 'error', subject: '$.frontmatter' });
    return true;
  }
  return false;
}
