/**
 * Discovery asks a kind only about files with one of its extensions (`KindSpec.extensions`,
 * set by each harness's descriptor). The shortcut must change nothing: every kind declares
 * its extensions, and every fixture tree (and the corpus) is discovered the same without them.
 */
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../src/engine/discover.js';
import { extensionOf } from '../../src/artifacts/kinds/spec.js';
import { KIND_SPECS } from '../../src/harnesses/registry.js';
import { describeWithCorpus } from '../helpers/corpus.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';

const WITHOUT = KIND_SPECS.map((k) => ({ ...k, extensions: undefined }));

/** What discovery found: each parsed file with its kind and harness, and the skip notes. */
function found(root: string, kinds = KIND_SPECS) {
  const { project, skipped } = discover(root, { kinds });
  return { files: project.files.map((f) => `${f.file.path} ${f.kind} ${f.harness ?? '-'}`), harnesses: project.harnesses, skipped };
}

const roots = fixtureRoots();

describe('kind extensions', () => {
  it('every kind declares the extensions of its files', () => {
    expect(KIND_SPECS.filter((k) => !k.extensions?.length).map((k) => k.id)).toEqual([]);
  });

  it('extensionOf: the last dot of the file name, lower case; none in a folder name', () => {
    expect(['a/b.md', 'x/AGENTS.override.MD', '.cursorrules', 'a.b/c', 'opencode.jsonc', 'x/.mcp.json'].map(extensionOf)).toEqual(['.md', '.md', '.cursorrules', '', '.jsonc', '.json']);
  });

  it.each(roots)('%s: the same files without the shortcut', (root) => {
    expect(found(root)).toEqual(found(root, WITHOUT));
  });
});

describeWithCorpus('kind extensions: the corpus', (corpus) => {
  it('the same files without the shortcut', () => {
    expect(found(corpus)).toEqual(found(corpus, WITHOUT));
  });
});
