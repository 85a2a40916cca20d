export const id = 416;
export const ids = [416];
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

/***/ 3242:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K2: () => (/* binding */ projectRule),
/* harmony export */   Rw: () => (/* binding */ engineRule),
/* harmony export */   fs: () => (/* binding */ docsUrl),
/* harmony export */   p8: () => (/* binding */ artifactRule)
/* harmony export */ });
/* unused harmony export DOCS_BASE */
/** The rule pages of the documentation site (`npm run site`, published to GitHub Pages on release; docs/site.md). */
const DOCS_BASE = 'https://agentlint.github.io/agentlint/rules';
/** A rule's page on the site: `<DOCS_BASE>/<family>/<name>/`, built from docs/rules/<family>/<name>.md. */
function docsUrl(id) {
    return `${DOCS_BASE}/${id}/`;
}
/** Declare an artifact rule (keeps the options type next to the check). */
function artifactRule(r) {
    return { ...r, scope: 'artifact' };
}
function projectRule(r) {
    return { ...r, scope: 'project' };
}
function engineRule(meta) {
    return { meta, scope: 'engine' };
}


/***/ }),

/***/ 8552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IV: () => (/* binding */ clippedStart),
/* harmony export */   Xt: () => (/* binding */ meantValue),
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   Zg: () => (/* binding */ certainCorrection),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   cz: () => (/* binding */ clipped),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   nA: () => (/* binding */ writeMeant)
/* harmony export */ });
/** Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours); stops early past `max`. */
function editDistance(a, b, max = Infinity) {
    if (a === b)
        return 0;
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    // Three rows, reused: this runs for every candidate of every unknown name.
    let before = new Int32Array(b.length + 1);
    let prev = new Int32Array(b.length + 1);
    let cur = new Int32Array(b.length + 1);
    for (let j = 0; j <= b.length; j++)
        prev[j] = j;
    for (let i = 1; i <= a.length; i++) {
        cur[0] = i;
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, before[j - 2] + 1);
            cur[j] = v;
            rowMin = Math.min(rowMin, v);
        }
        if (rowMin > max)
            return max + 1;
        const spare = before;
        before = prev;
        prev = cur;
        cur = spare;
    }
    return prev[b.length];
}
/**
 * Candidates close to `input`: a case-insensitive equal first, then those within
 * `maxDistance` (default: 1 for short words, 2 otherwise), nearest first.
 */
function closest(input, candidates, maxDistance) {
    const lower = input.toLowerCase();
    const limit = maxDistance ?? (input.length <= 4 ? 1 : 2);
    const out = [];
    for (const c of candidates) {
        if (c === input)
            continue;
        const cl = c.toLowerCase();
        if (cl === lower) {
            out.push({ value: c, distance: 0, caseOnly: true });
            continue;
        }
        const d = editDistance(lower, cl, limit);
        if (d <= limit)
            out.push({ value: c, distance: d, caseOnly: false });
    }
    return out.sort((a, b) => a.distance - b.distance || a.value.localeCompare(b.value));
}
/**
 * The one certain correction: the only case-insensitive match, or the only
 * candidate within distance 2 — and for words of four letters or fewer that
 * candidate must be within distance 1, since two edits make another word
 * (`zsh` is not a typo of `bash`).
 */
function certainCorrection(input, candidates) {
    const m = closest(input, candidates, 2);
    const caseOnly = m.filter((x) => x.caseOnly);
    if (caseOnly.length > 0)
        return caseOnly.length === 1 ? caseOnly[0].value : undefined;
    if (m.length !== 1)
        return undefined;
    return m[0].distance <= (input.length <= 4 ? 1 : 2) ? m[0].value : undefined;
}
function didYouMean(input, candidates) {
    const m = closest(input, candidates);
    if (m.length === 0)
        return '';
    return ` (did you mean \`${m[0].value}\`?)`;
}
/** `a`, `b` or `c`; long lists are cut with a count. */
function listOf(values, conj = 'or', max = 12) {
    const quoted = values.map((v) => `\`${v}\``);
    if (quoted.length > max)
        return `${quoted.slice(0, max).join(', ')} ${conj} ${quoted.length - max} more`;
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conj} ${quoted[quoted.length - 1]}`;
}
/**
 * A value from the user's file cut to `max` characters with an ellipsis, for a message's headline: the finding's
 * range shows the whole value, and a long one would push what is wrong off the line.
 */
function clipped(value, max = 40) {
    return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
/** A path from the user's file cut at its start (`…/scripts/format.sh`): the end of a path says the most. */
function clippedStart(value, max = 40) {
    return value.length > max ? `…${value.slice(value.length - max + 1)}` : value;
}
/**
 * What a value outside `allowed` meant: the candidate that only spells it differently (`sameAs`, e.g. `Always On`
 * for `always_on`: certain), else the one near candidate (a suggestion to review); none when there are several.
 */
function meantValue(input, allowed, sameAs) {
    const same = sameAs ? allowed.find(sameAs) : undefined;
    if (same)
        return { value: same, certain: true };
    const near = closest(input, allowed);
    return near.length === 1 ? { value: near[0].value, certain: false } : undefined;
}
/** The suggestion that writes the meant value over `range` (`text`: how to write it there, e.g. quoted in JSON). */
function writeMeant(path, range, meant, text = meant.value) {
    return { msg: `write \`${meant.value}\``, applicability: meant.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path, range, text }] };
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
/* harmony import */ var _rules_shared_claude_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7049);
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
    ...new Set([...AI_RULEZ_OWN_AGENT_FIELDS, ...AI_RULEZ_PRESETS.map((p) => `${p}_model`), ..._rules_shared_claude_format_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_FIELDS */ .S]),
];
/** Config files, newest first: `.ai-rulez/config.toml` (v4/v5), YAML in v3 repos. */
const AI_RULEZ_CONFIG_FILES = ['.ai-rulez/config.toml', '.ai-rulez/config.yaml', '.ai-rulez/config.yml', 'ai-rulez.yaml', 'ai-rulez.yml'];


/***/ }),

/***/ 7049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ AGENT_FIELDS),
/* harmony export */   m: () => (/* binding */ PLUGIN_FIELDS)
/* harmony export */ });
/**
 * Claude Code's file formats as other harnesses meet them: Copilot CLI loads `.claude/agents` and reads Claude Code
 * plugin manifests, so its rules need to know which fields are Claude Code's. Claude Code's own facts re-export these.
 */
/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
const AGENT_FIELDS = [
    'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
    'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];
/** Plugin manifest fields (plugins-reference, 2026-08-22). */
const PLUGIN_FIELDS = [
    'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
    'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
    'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
    // Read by Claude Code 2.1.332 and not in the reference page of 2026-08-22: `claude plugin validate` checks each and
    // accepts them (rules-validator-sweep.json `accepted: engines, optionalDependencies, network, binaries, types, $schema`).
    'engines', 'optionalDependencies', 'network', 'binaries', 'types',
];


/***/ })

};
