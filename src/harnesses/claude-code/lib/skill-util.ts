/** Helpers shared by the skill and command rules. */
import type { Artifact } from '../../../artifacts/model.js';
import type { TextEdit } from '../../../artifacts/source.js';

/** Insert a `key: value` line at the end of the frontmatter (undefined when the file has none). */
export function insertFrontmatterLine(artifact: Artifact, line: string): TextEdit | undefined {
  const fm = artifact.markdown?.frontmatter;
  if (!fm || !fm.present || fm.lenient) return undefined;
  const at = fm.yamlOffset + fm.yaml.length;
  if (fm.problems.some((p) => p.code === 'frontmatter-unclosed')) return undefined;
  return { path: artifact.path, range: artifact.file.lines.range(at, at), text: `${line}\n` };
}

