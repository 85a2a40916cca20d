/** An Example agent without a `description`. */
import { firstLine } from '../../../artifacts/source.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'example/agent-description',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An Example agent (`.example/agents/*.md`) without a `description`.',
    kinds: ['example-agent'],
    harness: 'example',
    optIn: false,
    fixable: false,
    rationale: 'Say what the harness does, and what proves it: a recorded oracle case, or the documentation page (linked).',
    examples: {
      file: '.example/agents/reviewer.md',
      wrong: '---\nname: reviewer\n---\nReview.\n',
      right: '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
    },
  },
  check(artifact, ctx) {
    if (getPair(artifact.root, 'description')) return;
    const name = getPair(artifact.root, 'name');
    ctx.report({ message: 'agent has no `description`: Example does not load it', range: name?.keyRange ?? firstLine(artifact.file), jsonPath: name?.path });
  },
});
