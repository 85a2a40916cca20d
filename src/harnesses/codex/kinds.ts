/**
 * OpenAI Codex CLI's repository files: the AGENTS.md chain (`AGENTS.md`,
 * `AGENTS.override.md` in any folder), custom agent roles (`.codex/agents/*.toml`)
 * and the project config (`.codex/config.toml`, read only in a trusted project),
 * both read with ranges by the TOML reader ai-rulez uses, and skills
 * (`.agents/skills/<name>/SKILL.md`), the repository hooks file (`.codex/hooks.json`) and plugin manifests
 * (`<plugin>/.codex-plugin/plugin.json`, installed from a marketplace such as the repository's
 * `.agents/plugins/marketplace.json`: oracle/codex/mutations.json `codex-plugin:*`).
 */
import type { Artifact } from '../../artifacts/model.js';
import type { SourceFile } from '../../artifacts/source.js';
import { parseJsonFile } from '../../artifacts/json.js';
import { readTomlFile } from '../../artifacts/toml.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';
import { codexAgentPluginKind, codexMarketplaceKind, codexPluginSkillKind, codexRootOf } from './plugin-kinds.js';

const AGENTS_MD = /(^|\/)AGENTS(\.override)?\.md$/;
const ROLE = /^\.codex\/agents\/[^/]+\.toml$/;
const CONFIG = /^\.codex\/config\.toml$/;
const SKILL = /^\.agents\/skills\/[^/]+\/SKILL\.md$/;
const HOOKS = /^\.codex\/hooks\.json$/;
const PLUGIN = /(^|\/)\.codex-plugin\/plugin\.json$/;

function artifact(kind: string, file: SourceFile, data: Record<string, unknown>, root: Artifact['root'] = null): Artifact {
  return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data, harness: 'codex' };
}

export const codexAgentsMdKind: KindSpec = {
  id: 'codex-agents-md',
  harness: 'codex',
  matches: pathTest(AGENTS_MD),
  parse: (file) => ({ file, kind: 'codex-agents-md', artifacts: [artifact('codex-agents-md', file, { override: file.path.endsWith('.override.md') })], problems: [] }),
};

/** A TOML file of Codex's, read with ranges; a syntax error is kept for the rules to report. */
function tomlKind(id: string, re: RegExp): KindSpec {
  return {
    id,
    harness: 'codex',
    matches: pathTest(re),
    parse(file) {
      const t = readTomlFile(file);
      return { file, kind: id, artifacts: [artifact(id, file, { tomlError: t.error, headers: t.headers }, t.root)], problems: [] };
    },
  };
}

export const codexRoleKind = tomlKind('codex-role', ROLE);
export const codexConfigKind = tomlKind('codex-config', CONFIG);

/**
 * Codex's repository skills. Codex reads their frontmatter leniently (a YAML error it could
 * not show was loaded anyway, oracle case `skill-verdicts`), so YAML problems are not reported
 * as such; codex/skill-load reports what Codex does reject.
 */
export const codexSkillKind: KindSpec = {
  id: 'codex-skill',
  harness: 'codex',
  matches: pathTest(SKILL),
  parse(file, ctx) {
    const pf = parseMarkdownArtifact('codex-skill', file, ctx, { reader: 'codex' });
    pf.artifacts[0]!.pluginDistributed = false;
    return { ...pf, problems: [] };
  },
};

/** `.codex/hooks.json`, read with exact ranges; a JSON syntax error is reported by the engine (schema/json-invalid). */
export const codexHooksKind: KindSpec = {
  id: 'codex-hooks',
  harness: 'codex',
  matches: pathTest(HOOKS),
  parse(file) {
    const { root, problems } = parseJsonFile(file);
    return { file, kind: 'codex-hooks', artifacts: root ? [artifact('codex-hooks', file, {}, root)] : [], problems };
  },
};

/** A Codex plugin's manifest, `.codex-plugin/plugin.json` at the plugin's root; a JSON syntax error is schema/json-invalid. */
export const codexPluginKind: KindSpec = {
  id: 'codex-plugin',
  harness: 'codex',
  extensions: ['.json'],
  readFirst: true,
  matches: pathTest(PLUGIN),
  locations: ['.codex-plugin/plugin.json'],
  parse(file) {
    const { root, problems } = parseJsonFile(file);
    return { file, kind: 'codex-plugin', artifacts: root ? [artifact('codex-plugin', file, { pluginRoot: codexRootOf(file.path) }, root)] : [], problems };
  },
};

export const CODEX_KINDS: KindSpec[] = [codexAgentsMdKind, codexRoleKind, codexConfigKind, codexSkillKind, codexHooksKind, codexPluginKind, codexMarketplaceKind, codexAgentPluginKind, codexPluginSkillKind];
