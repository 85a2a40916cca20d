/** The name Claude Code lists a skill under and lets users type after `/`. */
import { posix } from 'node:path';
import type { Artifact, Project } from '../../../artifacts/model.js';
import { getNode, scalarString } from '../../../artifacts/tree.js';
import { skillInvocationName } from './scope.js';

/**
 * `/folder` for a project or user skill; `/plugin:folder` for a plugin skill
 * (observed on Claude Code 2.1.332: `name: Agent Development` in
 * `agent-development/` is listed as `agent-development`, a plugin skill as
 * `plug:my-folder`). The frontmatter `name` is a display name.
 */
export function skillSlashName(project: Project, skill: Artifact): string {
  const local = skillInvocationName(skill);
  if (skill.pluginRoot === undefined) return `/${local}`;
  const manifest = project.artifacts.find((a) => a.kind === 'plugin' && a.data.pluginRoot === skill.pluginRoot);
  const plugin = scalarString(getNode(manifest?.root, 'name')) ?? posix.basename(skill.pluginRoot === '.' ? project.root.replace(/\\/g, '/') : skill.pluginRoot);
  return `/${plugin}:${local}`;
}

/** Who rejects a skill name that Claude Code accepts. */
export const SKILL_NAME_REJECTERS = 'claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification)';
/** The reserved words "claude" and "anthropic" come from the upload path, not from Claude Code. */
export const RESERVED_WORD_REJECTERS = 'claude.ai and API skill uploads';
