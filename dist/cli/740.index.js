export const id = 740;
export const ids = [740];
export const modules = {

/***/ 7543:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ replaceScalar),
/* harmony export */   d7: () => (/* binding */ yamlPlainSafe),
/* harmony export */   e_: () => (/* binding */ replaceRange),
/* harmony export */   jN: () => (/* binding */ deleteLines)
/* harmony export */ });
function replaceRange(file, range, text) {
    return { path: file.path, range, text };
}
/** Replace a scalar value, keeping its quoting style where the new text allows. */
function replaceScalar(file, node, value) {
    const raw = file.lines.slice(node.range.start.offset, node.range.end.offset);
    let text;
    if (raw.startsWith('"'))
        text = JSON.stringify(value);
    else if (raw.startsWith("'"))
        text = `'${value.replace(/'/g, "''")}'`;
    else
        text = yamlPlainSafe(value) ? value : JSON.stringify(value);
    return { path: file.path, range: node.range, text };
}
/** Can `s` be written as a plain YAML scalar and read back as the same string? */
function yamlPlainSafe(s) {
    if (s === '' || s.trim() !== s)
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s))
        return false;
    if (/: |:$| #/.test(s))
        return false;
    if (/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d._]*(e[-+]?\d+)?|0x[0-9a-f]+|\.inf|\.nan)$/i.test(s))
        return false;
    return true;
}
/** Delete a whole `key: value` line range of a block mapping entry (through the line break). */
function deleteLines(file, range) {
    const { lines } = file;
    const start = lines.lineStart(range.start.line);
    // A block value's range may end at the start of the line after it (past its line break): that line is not the entry's.
    const endsAtLineStart = range.end.line > range.start.line && range.end.offset === lines.lineStart(range.end.line);
    const endLine = endsAtLineStart ? range.end.line - 1 : range.end.line;
    const end = endLine < lines.lineCount ? lines.lineStart(endLine + 1) : lines.lineEnd(endLine);
    return { path: file.path, range: lines.range(start, end), text: '' };
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ AI_RULEZ_MERGE_STRATEGIES),
/* harmony export */   R: () => (/* binding */ AI_RULEZ_INCLUDE_FIELDS),
/* harmony export */   To: () => (/* binding */ AI_RULEZ_CONFIG_FILES),
/* harmony export */   Vx: () => (/* binding */ AI_RULEZ_BUILTIN_AGENTS),
/* harmony export */   Yg: () => (/* binding */ AI_RULEZ_BUILTIN_DOMAINS),
/* harmony export */   _S: () => (/* binding */ AI_RULEZ_AUTO_BUILTIN_DOMAINS),
/* harmony export */   dR: () => (/* binding */ AI_RULEZ_INCLUDE_KINDS),
/* harmony export */   kW: () => (/* binding */ AI_RULEZ_AGENT_FIELDS),
/* harmony export */   nC: () => (/* binding */ AI_RULEZ_DEFAULT_MERGE_STRATEGY),
/* harmony export */   pW: () => (/* binding */ AI_RULEZ_INCLUDE_REQUIRED)
/* harmony export */ });
/* unused harmony exports AI_RULEZ_OPT_IN_BUILTIN_DOMAINS, AI_RULEZ_PRESETS, AI_RULEZ_OWN_AGENT_FIELDS, AI_RULEZ_EFFORT_LEVELS */
/* harmony import */ var _harnesses_claude_code_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3842);
/**
 * ai-rulez's documented values: builtin agents and their domains, include
 * fields, merge strategies, include kinds and the agent frontmatter fields.
 *
 * Source: the ai-rulez brief ("shipped semantics", shared/design-inputs), the ai-rulez documentation
 * (docs/includes.md, docs/configuration.md "Extending built-in agents") and
 * its config types (internal/config/types.go: IncludeConfig, Metadata,
 * BuiltinsConfig, DefaultsConfig) as of 2026-12-02. Only names are kept here;
 * the builtin agents' texts are ai-rulez's and are not shipped.
 */

/** Builtin agents (2026-12-02). */
const AI_RULEZ_BUILTIN_AGENTS = [
    { name: 'code-reviewer', domain: 'ai-governance' },
    { name: 'docs-writer', domain: 'ai-governance' },
    { name: 'security-auditor', domain: 'security' },
    { name: 'test-writer', domain: 'testing' },
    { name: 'devops-engineer', domain: 'cicd' },
    { name: 'release-engineer', domain: 'cicd' },
    { name: 'polyglot-architect', domain: 'polyglot-bindings' },
];
/** Builtin domains loaded as soon as the config has a `builtins` key (unless excluded with `!name`). */
const AI_RULEZ_AUTO_BUILTIN_DOMAINS = ['ai-governance', 'security', 'testing'];
/** Builtin domains that load only when listed in `builtins` (or with `builtins = true`). */
const AI_RULEZ_OPT_IN_BUILTIN_DOMAINS = ['cicd', 'polyglot-bindings'];
/** Every builtin domain agentlint knows agents for. */
const AI_RULEZ_BUILTIN_DOMAINS = [...AI_RULEZ_AUTO_BUILTIN_DOMAINS, ...AI_RULEZ_OPT_IN_BUILTIN_DOMAINS];
/** `[[includes]]` fields (IncludeConfig). `name` and `source` are required. */
const AI_RULEZ_INCLUDE_FIELDS = [
    'name', 'source', 'path', 'ref', 'version', 'include', 'install_to', 'local_override', 'merge_strategy',
    'format', 'tag_prefix', 'include_prerelease', 'min_release_age',
];
const AI_RULEZ_INCLUDE_REQUIRED = ['name', 'source'];
/** `merge_strategy` values; `local-override` is the default. */
const AI_RULEZ_MERGE_STRATEGIES = ['local-override', 'include-override', 'error'];
const AI_RULEZ_DEFAULT_MERGE_STRATEGY = 'local-override';
/** Content kinds an include's `include` list may name. */
const AI_RULEZ_INCLUDE_KINDS = ['rules', 'context', 'skills', 'agents', 'commands'];
/**
 * Presets whose agents take a per-tool model key `<preset>_model` (2026-12-02):
 * the Go presets of types.go, plus provider-spec presets named in the docs.
 */
const AI_RULEZ_PRESETS = [
    'claude', 'cursor', 'gemini', 'copilot', 'devin', 'cline', 'codex', 'amp', 'junie', 'hermes', 'opencode',
    'antigravity', 'windsurf', 'continue', 'kilocode', 'roo', 'goose', 'pi', 'xum', 'baz',
];
/** ai-rulez's own frontmatter keys (Metadata's typed fields, plus the keys its generators read). */
const AI_RULEZ_OWN_AGENT_FIELDS = [
    'name', 'description', 'extends', 'model', 'effort', 'tools', 'skills', 'priority', 'targets', 'aliases',
    'keywords', 'usage', 'shortcut', 'category', 'activation', 'globs', 'paths',
];
/** `effort` in an ai-rulez agent: Claude Code's levels plus `inherit`. */
const AI_RULEZ_EFFORT_LEVELS = (/* unused pure expression or super */ null && (['low', 'medium', 'high', 'xhigh', 'max', 'inherit']));
/**
 * Every frontmatter key an ai-rulez agent may carry: ai-rulez's own keys, the
 * per-tool model keys (`claude_model`, `codex_model`, …), and Claude Code's
 * subagent fields, which ai-rulez passes through to `.claude/agents/*.md`.
 * `schema/unknown-field` reads this list for kind `ai-rulez-agent`.
 */
const AI_RULEZ_AGENT_FIELDS = [
    ...new Set([...AI_RULEZ_OWN_AGENT_FIELDS, ...AI_RULEZ_PRESETS.map((p) => `${p}_model`), ..._harnesses_claude_code_known_values_claude_code_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FIELDS */ .SF]),
];
/** Config files, newest first: `.ai-rulez/config.toml` (v4/v5), YAML in v3 repos. */
const AI_RULEZ_CONFIG_FILES = ['.ai-rulez/config.toml', '.ai-rulez/config.yaml', '.ai-rulez/config.yml', 'ai-rulez.yaml', 'ai-rulez.yml'];


/***/ })

};
