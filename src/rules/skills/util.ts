/** Helpers shared by the skill and command rules. */
import type { Artifact } from '../../artifacts/model.js';
import type { TextEdit } from '../../artifacts/source.js';

/** The folder a SKILL.md sits in (Claude Code names the skill after it). */
export function skillDirectory(artifact: Artifact): string | undefined {
  const parts = artifact.path.split('/');
  if (parts.length < 2) return undefined;
  return parts[parts.length - 2];
}

/** Insert a `key: value` line at the end of the frontmatter (undefined when the file has none). */
export function insertFrontmatterLine(artifact: Artifact, line: string): TextEdit | undefined {
  const fm = artifact.markdown?.frontmatter;
  if (!fm || !fm.present || fm.lenient) return undefined;
  const at = fm.yamlOffset + fm.yaml.length;
  if (fm.problems.some((p) => p.code === 'frontmatter-unclosed')) return undefined;
  return { path: artifact.path, range: artifact.file.lines.range(at, at), text: `${line}\n` };
}

