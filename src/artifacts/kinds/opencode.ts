/** OpenCode's agent files: `.opencode/agent/**\/*.md` and `.opencode/agents/**\/*.md`. */
import { parseMarkdownArtifact } from './markdown.js';
import type { KindSpec } from './spec.js';

const AGENT = /^\.opencode\/agents?\/(.+\/)?[^/]+\.md$/;

export const opencodeAgentKind: KindSpec = {
  id: 'opencode-agent',
  harness: 'opencode',
  matches: (p) => AGENT.test(p),
  parse: (file, ctx) => parseMarkdownArtifact('opencode-agent', file, ctx),
};

export const OPENCODE_KINDS: KindSpec[] = [opencodeAgentKind];
