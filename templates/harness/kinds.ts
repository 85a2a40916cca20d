/** Example's files: its agents, `.example/agents/*.md`, Markdown with YAML frontmatter. */
import { harnessMarkdownKind } from '../../artifacts/kinds/markdown.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const exampleAgentKind = harnessMarkdownKind({ id: 'example-agent', harness: 'example', re: /^\.example\/agents\/[^/]+\.md$/ });

export const EXAMPLE_KINDS: KindSpec[] = [exampleAgentKind];
