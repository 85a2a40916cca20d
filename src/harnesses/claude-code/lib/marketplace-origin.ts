/** Whether the tree comes from Anthropic's own GitHub organization (Project.repository, filled by the CLI or the Action). */
import type { Project } from '../../../artifacts/model.js';

export function fromAnthropics(project: Project): boolean {
  return project.repository !== undefined && project.repository.toLowerCase().startsWith('anthropics/');
}
