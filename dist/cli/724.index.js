export const id = 724;
export const ids = [724];
export const modules = {

/***/ 6724:
/***/ ((__unused_webpack___webpack_module__, __unused_webpack___webpack_exports__, __webpack_require__) => {


// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/gate.js
var gate = __webpack_require__(9126);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./build/src/engine/repository.js
/** Which GitHub repository a tree comes from, as `owner/name` (Project.repository). */
/** `owner/name` of a github.com remote URL (https, ssh or scp form); undefined for any other host. */
function githubRepositoryOf(url) {
    if (!url)
        return undefined;
    const u = url.trim();
    const m = /^(?:https?|git|ssh):\/\/(?:[^@/]+@)?github\.com(?::\d+)?\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/i.exec(u) ??
        /^(?:[^@/\s]+@)?github\.com:([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/i.exec(u);
    return m ? `${m[1]}/${m[2]}` : undefined;
}
/** The Action's repository: `GITHUB_REPOSITORY`, when the server is github.com. */
function actionRepository(env) {
    const server = env.GITHUB_SERVER_URL;
    if (server && !/^https:\/\/github\.com\/?$/i.test(server))
        return undefined;
    const repo = env.GITHUB_REPOSITORY;
    return repo && /^[^/\s]+\/[^/\s]+$/.test(repo) ? repo : undefined;
}

;// CONCATENATED MODULE: ./build/src/cli/git-origin.js
/** The CLI's view of where a tree comes from: the git remote `origin` of its folder. */




/** `owner/name` of the `origin` remote when it is on github.com; undefined when there is no git, no repository or no origin. */
function gitOriginRepository(dir) {
    const fromConfig = originFromConfig(dir);
    if (fromConfig !== 'ask-git')
        return githubRepositoryOf(fromConfig);
    try {
        const url = (0,external_node_child_process_.execFileSync)('git', ['-C', dir, 'remote', 'get-url', 'origin'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] });
        return githubRepositoryOf(url);
    }
    catch {
        return undefined;
    }
}
/**
 * The `url` of `[remote "origin"]`, read from the repository's own config file: starting `git` costs more
 * than linting a small repository (about 10 ms). Whatever this reader does not model — `include`/`includeIf`,
 * `insteadOf` rewrites, `GIT_DIR` and friends, an unreadable file — is left to `git remote get-url` itself
 * (`'ask-git'`), so the answer is always git's. Undefined: a repository without an origin, or no repository.
 */
function originFromConfig(dir) {
    if (process.env.GIT_DIR || process.env.GIT_CONFIG || process.env.GIT_CONFIG_GLOBAL || process.env.GIT_CONFIG_COUNT)
        return 'ask-git';
    const gitDir = findGitDir((0,external_node_path_.resolve)(dir));
    if (gitDir === undefined)
        return undefined;
    if (gitDir === 'ask-git')
        return 'ask-git';
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'config'), 'utf8');
    }
    catch {
        return 'ask-git';
    }
    let inOrigin = false;
    let url;
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (line.startsWith('[')) {
            if (/^\[include/i.test(line))
                return 'ask-git';
            inOrigin = /^\[remote "origin"\]$/.test(line);
            // `[remote.origin]`, `[ remote "origin" ]`, `[Remote "origin"]`: legal, rare; git reads them.
            if (!inOrigin && /remote/i.test(line) && line.includes('origin'))
                return 'ask-git';
            continue;
        }
        if (/^insteadof\b/i.test(line))
            return 'ask-git';
        const m = inOrigin ? /^url\s*=\s*(.*)$/i.exec(line) : null;
        if (m) {
            if (/["\\;#]/.test(m[1]))
                return 'ask-git'; // quoting, escapes or comments: git's own parser decides
            url ??= m[1].trim(); // git remote get-url prints the first url
        }
    }
    return url;
}
/** The git directory holding the config for `dir`: `.git` in it or a parent; for a worktree, the common directory. */
function findGitDir(start) {
    for (let d = start;; d = (0,external_node_path_.dirname)(d)) {
        const dotGit = (0,external_node_path_.join)(d, '.git');
        let isDir;
        try {
            isDir = (0,external_node_fs_.statSync)(dotGit).isDirectory();
        }
        catch {
            if ((0,external_node_path_.dirname)(d) === d)
                return undefined;
            continue;
        }
        if (isDir)
            return dotGit;
        // A worktree or submodule: `.git` is a file naming the git directory, whose `commondir` may point further.
        try {
            const named = /^gitdir:\s*(.+)$/m.exec((0,external_node_fs_.readFileSync)(dotGit, 'utf8'))?.[1]?.trim();
            if (!named)
                return 'ask-git';
            const gitDir = (0,external_node_path_.isAbsolute)(named) ? named : (0,external_node_path_.resolve)(d, named);
            let common;
            try {
                common = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'commondir'), 'utf8').trim();
            }
            catch {
                return gitDir;
            }
            return (0,external_node_path_.isAbsolute)(common) ? common : (0,external_node_path_.resolve)(gitDir, common);
        }
        catch {
            return 'ask-git';
        }
    }
}

// EXTERNAL MODULE: ./build/src/artifacts/harness.js + 1 modules
var harness = __webpack_require__(4773);
// EXTERNAL MODULE: ./build/src/engine/fix.js + 1 modules
var fix = __webpack_require__(1140);
// EXTERNAL MODULE: ./build/src/engine/pipeline.js + 6 modules
var pipeline = __webpack_require__(4629);
// EXTERNAL MODULE: ./build/src/engine/lint-loading.js
var lint_loading = __webpack_require__(9414);
// EXTERNAL MODULE: ./build/src/engine/version.js
var version = __webpack_require__(8860);
// EXTERNAL MODULE: ./build/src/engine/discover.js + 3 modules
var discover = __webpack_require__(1511);
// EXTERNAL MODULE: ./build/src/report/explain.js
var explain = __webpack_require__(3699);
// EXTERNAL MODULE: ./build/src/diagnostics/edits.js
var edits = __webpack_require__(7543);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/report/resolve.js
/** Text output of `agentlint resolve`: one agent as ai-rulez would generate it, or the table of all agents. */


function yamlValue(v) {
    if (typeof v === 'string')
        return (0,edits/* yamlPlainSafe */.d7)(v) ? v : JSON.stringify(v);
    if (Array.isArray(v))
        return `[${v.map(yamlValue).join(', ')}]`;
    if (v && typeof v === 'object')
        return `{${Object.entries(v).map(([k, x]) => `${k}: ${yamlValue(x)}`).join(', ')}}`;
    return v === null || v === undefined ? 'null' : String(v);
}
function pad(s, n) {
    return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
/** One agent: merged frontmatter with each field's layer, then the body parts with theirs. */
function renderResolvedAgent(agent, config) {
    const out = [];
    const chain = agent.chain.map((l) => `${l.layer}${l.path ? ` (${l.path})` : ''}`).join(' → ');
    out.push(`# ${agent.name} — ${config}`);
    out.push(`# status: ${agent.status}${agent.extends ? `, extends: ${agent.extends}` : ''}`);
    out.push(`# chain: ${chain}`);
    if (agent.shadows.length && agent.status !== 'extends') {
        out.push(`# replaces: ${agent.shadows.map((s) => `${s.layer}${s.path ? ` (${s.path})` : ''}`).join(', ')}`);
    }
    const lines = agent.fields.map((f) => `${f.key}: ${yamlValue(f.value)}`);
    const width = Math.min(60, Math.max(0, ...lines.map((l) => l.length)) + 2);
    out.push('---');
    agent.fields.forEach((f, i) => out.push(`${lines[i]}${' '.repeat(Math.max(2, width - lines[i].length))}# ${f.layer}`));
    out.push('---');
    agent.body.forEach((part, i) => {
        if (i > 0)
            out.push('');
        out.push(`<!-- ${part.layer}: ${part.kind === 'file' ? part.path : part.kind === 'builtin' ? `builtin ${part.agent}` : `${part.agent}, not fetched`} -->`);
        out.push(part.text);
    });
    if (agent.unknownFieldsFrom.length) {
        out.push('');
        out.push(`# frontmatter inherited from ${agent.unknownFieldsFrom.join(', ')} is not known to agentlint (not shown)`);
    }
    return `${out.join('\n')}\n`;
}
/** The table of every generated agent per ai-rulez project: name, layer, what it extends, status, file. */
function renderResolveTable(projects) {
    if (projects.length === 0)
        return 'no ai-rulez config found\n';
    const out = [];
    for (const p of projects) {
        if (out.length)
            out.push('');
        out.push(`${p.config}  (layers, highest first: ${p.layers.map((l) => `${l.id}${l.unknown ? '?' : ''}`).join(' > ')})`);
        const rows = [['NAME', 'LAYER', 'EXTENDS', 'STATUS', 'CHAIN', 'FILE']];
        for (const a of p.agents) {
            rows.push([a.name, a.layer, a.extends ?? '-', a.status, a.chain.map((l) => l.layer).join(' → '), a.path ?? '-']);
        }
        const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
        for (const r of rows)
            out.push(r.map((cell, c) => (c === r.length - 1 ? cell : pad(cell, widths[c] + 2))).join('').trimEnd());
        if (p.layers.some((l) => l.unknown))
            out.push('(? = not fetched: its agents are unknown)');
    }
    return `${out.join('\n')}\n`;
}
/** `agentlint resolve [NAME]` as text: the agent when NAME is given, else the table. */
function renderResolveText(projects, name) {
    if (name === undefined)
        return renderResolveTable(projects);
    const found = projects.flatMap((p) => p.agents.filter((a) => a.name === name).map((a) => renderResolvedAgent(a, p.config)));
    if (found.length > 0)
        return found.join('\n');
    const names = [...new Set(projects.flatMap((p) => p.agents.map((a) => a.name)))];
    const near = (0,suggest/* closest */.kp)(name, names)[0];
    return `no ai-rulez agent named \`${name}\`${near ? ` (did you mean \`${near.value}\`?)` : ''}\n`;
}

// EXTERNAL MODULE: ./build/src/artifacts/limits.js
var limits = __webpack_require__(1145);
;// CONCATENATED MODULE: ./build/src/report/message.js
/**
 * How a finding's message is worded where space is short: a headline (what is wrong) and the why (what the harness
 * does), split where the message says "<what is wrong>: <what the harness does>"; and plain text for places that
 * show no Markdown (check-run annotations).
 */


/**
 * The first `: ` outside a code span, or -1. A code span opens with a run of backticks and closes at the next run of
 * the same length (as in Markdown); a run that nothing closes is plain text (the ```` ```! ```` of "this ```! block").
 * Linear: the next run of each length is found by one pass from the end.
 */
function firstColon(s) {
    const runs = [];
    for (let i = 0; i < s.length; i++) {
        if (s[i] !== '`')
            continue;
        let j = i;
        while (j < s.length && s[j] === '`')
            j++;
        runs.push({ at: i, length: j - i });
        i = j - 1;
    }
    const closer = new Array(runs.length);
    const nextOfLength = new Map();
    for (let r = runs.length - 1; r >= 0; r--) {
        closer[r] = nextOfLength.get(runs[r].length) ?? -1;
        nextOfLength.set(runs[r].length, r);
    }
    let r = 0;
    for (let i = 0; i < s.length - 1; i++) {
        if (r < runs.length && runs[r].at === i) {
            const close = closer[r];
            const end = close >= 0 ? runs[close].at + runs[close].length : runs[r].at + runs[r].length;
            r = close >= 0 ? close + 1 : r + 1;
            i = end - 1;
        }
        else if (s[i] === ':' && s[i + 1] === ' ')
            return i;
    }
    return -1;
}
/**
 * The message without ` (did you mean `x`?)` at its end: the suggestion itself says it where one is shown. Found by
 * `lastIndexOf`, and matched from its start: a regex anchored at the end would be quadratic on long runs of blanks.
 */
function withoutDidYouMean(text) {
    const at = text.lastIndexOf(' (did you mean ');
    if (at < 0 || !/^\(did you mean [^()]*\?\)$/.test((0,limits/* trimBlanksEnd */.BN)(text.slice(at + 1))))
        return text;
    return (0,limits/* trimBlanksEnd */.BN)(text.slice(0, at));
}
/** The message as a headline and its why; `withFix`: the "did you mean" is left out (the suggestion shows it). */
function messageParts(message, withFix = false) {
    const text = withFix ? withoutDidYouMean(message) : message;
    const at = firstColon(text);
    if (at < 0)
        return { headline: text, why: '' };
    const why = text.slice(at + 2).trim();
    return { headline: text.slice(0, at), why: why ? `${why[0].toUpperCase()}${why.slice(1)}${/[.!?]$/.test(why) ? '' : '.'}` : '' };
}
/** Code spans as quoted text: `model `sonet`` reads `model "sonet"` where Markdown is not rendered. */
function plainText(s) {
    return s.replace(/(`+)([\s\S]*?)\1/g, (_, _fence, code) => `"${code.trim()}"`);
}
/**
 * A finding's message for people (the terminal, annotations, review comments, summaries): a recorded-case file it
 * cites (`oracle/cline/cases.json, case \`skills\``) becomes the harness and release it was recorded on. JSON, SARIF
 * and the other machine formats keep the message as written.
 */
function readerMessage(d) {
    return (0,explain/* withoutCaseFiles */.Ox)(d.message, (0,explain/* recordedOn */.iq)({ id: d.kind, harness: d.harness }));
}

;// CONCATENATED MODULE: ./build/src/report/json.js

function formatJson(result) {
    const withRule = (d) => {
        const { headline, why } = messageParts(d.message);
        return { rule: d.kind, ...d, headline, why };
    };
    return JSON.stringify({ ...result, diagnostics: result.diagnostics.map(withRule), suppressed: result.suppressed.map(withRule) }, null, 2) + '\n';
}

// EXTERNAL MODULE: ./build/src/report/escape.js
var report_escape = __webpack_require__(6209);
;// CONCATENATED MODULE: ./build/src/report/markdown.js
/** Markdown helpers shared by the reporters and the review comments. */
/** A code fence longer than any run of backticks in `content` (at least three). */
function fenceFor(content) {
    let longest = 0;
    for (const m of content.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var diagnostics_rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/engine/suppressions/file.js
var file = __webpack_require__(331);
;// CONCATENATED MODULE: ./build/src/report/sarif.js
/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer).
 *
 * One run; `tool.driver.rules[]` lists every registered rule (not only the
 * ones that fired) so code scanning can show help for every alert; `results[]`
 * holds ALL diagnostics of the workspace: a partial upload would make code
 * scanning close the alerts of the files left out. Suppressed findings (an
 * `allow`, or the suppressions file) are left out by default, because code
 * scanning shows suppressed results as open alerts; left out, their alerts are
 * closed. `includeSuppressed` emits them with `suppressions: [{kind: external}]`
 * for viewers that honour it.
 */





const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const SARIF_VERSION = '2.1.0';
/** The `partialFingerprints` key our stable finding fingerprint is stored under. */
const FINGERPRINT_KEY = 'agentlintFingerprint/v1';
const SRCROOT = '%SRCROOT%';
const SARIF_LEVEL = { error: 'error', warn: 'warning', info: 'note' };
const SEVERITY = { error: 'error', warn: 'warning', info: 'recommendation' };
/** SARIF messages are sentences: end them with a period (the Multitool's SARIF2001). */
function sentence(s) {
    const t = s.trim();
    if (t === '')
        return t;
    return /[.!?]$/.test(t) ? t : `${t}.`;
}
/** `family/name` → `FamilyName` (a reportingDescriptor's `name` is an identifier-like friendly name). */
function friendlyName(id) {
    return id
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('');
}
function precisionOf(rule) {
    switch (rule.meta.category) {
        case 'correctness':
        case 'contract':
            return 'very-high';
        case 'suspicious':
            return 'medium';
        default:
            return 'high';
    }
}
function ruleHelp(rule) {
    const m = rule.meta;
    const url = (0,diagnostics_rule/* docsUrl */.fs)(m.id);
    const text = [sentence(m.description)];
    const md = [sentence(m.description)];
    if (m.rationale) {
        text.push(sentence(m.rationale));
        md.push(sentence(m.rationale));
    }
    if (m.examples) {
        text.push(`Wrong:\n${m.examples.wrong}\n\nRight:\n${m.examples.right}`);
        const fence = fenceFor(`${m.examples.wrong}\n${m.examples.right}`);
        md.push(`Wrong${m.examples.file ? ` (\`${m.examples.file}\`)` : ''}:\n\n${fence}\n${m.examples.wrong}\n${fence}\n\nRight:\n\n${fence}\n${m.examples.right}\n${fence}`);
    }
    const fixable = m.fixable === 'machine' ? 'This rule offers machine-applicable fixes.' : m.fixable === 'maybe' ? 'This rule offers fixes to review before applying.' : '';
    if (fixable) {
        text.push(fixable);
        md.push(fixable);
    }
    text.push(`Documentation: ${url}`);
    md.push(`[Documentation](${url})`);
    return { text: text.join('\n\n'), markdown: md.join('\n\n') };
}
function ruleDescriptor(rule) {
    const m = rule.meta;
    const tags = [m.category, ...m.kinds.map((k) => `kind:${k}`), ...(m.tags ?? [])];
    return {
        id: m.id,
        name: friendlyName(m.id),
        shortDescription: { text: sentence(m.description) },
        fullDescription: { text: sentence(m.rationale ? `${sentence(m.description)} ${m.rationale}` : m.description) },
        help: ruleHelp(rule),
        helpUri: (0,diagnostics_rule/* docsUrl */.fs)(m.id),
        defaultConfiguration: { level: SARIF_LEVEL[m.defaultLevel], enabled: !m.optIn },
        properties: { tags: [...new Set(tags)], precision: precisionOf(rule), 'problem.severity': SEVERITY[m.defaultLevel], effect: m.effect },
    };
}
/** A region from our 1-based, end-exclusive, UTF-16 range (SARIF's columns are end-exclusive too). */
function regionOf(range) {
    return {
        startLine: range.start.line,
        startColumn: range.start.column,
        endLine: range.end.line,
        endColumn: range.end.column,
    };
}
function joinUri(prefix, path) {
    const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/(?<!\/)\/+$/, '');
    const rel = path.replace(/\\/g, '/').replace(/^\.\//, '');
    const joined = p ? `${p}/${rel}` : rel;
    // Percent-encode what is not allowed in a URI reference, keeping `/`.
    return joined
        .split('/')
        .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
function sarif_location(path, range, prefix, message, id) {
    const loc = {
        physicalLocation: { artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT }, region: regionOf(range) },
    };
    if (id !== undefined)
        loc.id = id;
    if (message !== undefined)
        loc.message = { text: (0,report_escape/* sarifText */.BC)(sentence(message)) };
    return loc;
}
function fixOf(d, prefix) {
    const s = d.suggestion;
    if (!s || s.applicability !== 'MachineApplicable' || s.edits.length === 0)
        return undefined;
    const byPath = new Map();
    for (const e of s.edits)
        byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
    return [
        {
            description: { text: sentence(s.msg) },
            artifactChanges: [...byPath].map(([path, edits]) => ({
                artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT },
                replacements: [...edits]
                    .sort((a, b) => a.range.start.offset - b.range.start.offset)
                    .map((e) => ({ deletedRegion: regionOf(e.range), insertedContent: { text: e.text } })),
            })),
        },
    ];
}
function resultMessage(d) {
    const parts = [sentence(d.message)];
    for (const n of d.notes)
        parts.push(`Note: ${sentence(n)}`);
    if (d.help)
        parts.push(`Help: ${sentence(d.help)}`);
    return { text: (0,report_escape/* sarifText */.BC)(parts.join(' ')) };
}
function toResult(d, index, prefix, suppressed) {
    const r = {
        ruleId: d.kind,
        level: SARIF_LEVEL[d.level],
        message: resultMessage(d),
        locations: [sarif_location(d.span.path, d.span.range, prefix)],
        partialFingerprints: { [FINGERPRINT_KEY]: d.fingerprint ?? '' },
    };
    const i = index.get(d.kind);
    if (i !== undefined)
        r.ruleIndex = i;
    if (!d.fingerprint)
        delete r.partialFingerprints[FINGERPRINT_KEY];
    if (d.related.length > 0)
        r.relatedLocations = d.related.map((rel, k) => sarif_location(rel.span.path, rel.span.range, prefix, rel.message, k + 1));
    const fixes = fixOf(d, prefix);
    if (fixes)
        r.fixes = fixes;
    const props = { category: d.category, effect: d.effect };
    if (d.span.element)
        props.element = `${d.span.element.type}:${d.span.element.name}`;
    if (d.span.jsonPath)
        props.jsonPath = d.span.jsonPath;
    r.properties = props;
    if (suppressed)
        r.suppressions = [{ kind: 'external', justification: justification(d.source) }];
    return r;
}
/** Why a suppressed result is suppressed: the suppressions file, or the `allow` layer that turned it off. */
function justification(source) {
    return source === file/* SUPPRESSIONS_SOURCE */.JZ ? 'recorded in the suppressions file (agentlint-suppressions.json): a finding the repository already had' : `allowed by ${source}`;
}
/** The SARIF log for one lint result. `rules` is the registry (`ALL_RULES`). */
function toSarif(result, rules, opts = {}) {
    const descriptors = rules.map(ruleDescriptor);
    const index = new Map(descriptors.map((d, i) => [d.id, i]));
    const results = result.diagnostics.map((d) => toResult(d, index, opts.pathPrefix, false));
    if (opts.includeSuppressed)
        results.push(...result.suppressed.map((d) => toResult(d, index, opts.pathPrefix, true)));
    const run = {
        tool: {
            driver: {
                name: result.tool.name,
                version: result.tool.version,
                semanticVersion: result.tool.version,
                informationUri: version/* INFORMATION_URI */.wV,
                rules: descriptors,
            },
        },
        automationDetails: { id: opts.automationId ?? 'agentlint/' },
        columnKind: 'utf16CodeUnits',
        results,
        invocations: [{ executionSuccessful: true }],
        properties: { rulesetFingerprint: result.ruleset.fingerprint, filesChecked: result.filesChecked },
    };
    if (opts.srcRoot) {
        const abs = opts.srcRoot.replace(/\\/g, '/').replace(/\/?$/, '/');
        run.originalUriBaseIds = { [SRCROOT]: { uri: `file://${abs.startsWith('/') ? '' : '/'}${abs.split('/').map(encodeURIComponent).join('/')}` } };
    }
    return { $schema: SARIF_SCHEMA, version: SARIF_VERSION, runs: [run] };
}

;// CONCATENATED MODULE: ./build/src/report/workflow-commands.js


const COMMAND_OF = { error: 'error', warn: 'warning', info: 'notice' };
const RANK = { error: 0, warn: 1, info: 2 };
function joinPath(prefix, path) {
    const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/(?<!\/)\/+$/, '');
    return p ? `${p}/${path}` : path;
}
/**
 * The annotation text, plain (GitHub shows annotations without Markdown: code spans become quotes): the message,
 * its notes, the help, and how to fix it; other controls shown as escapes. The rule is the annotation's title.
 */
function annotationMessage(d) {
    const parts = [readerMessage(d)];
    for (const n of d.notes)
        parts.push(`note: ${n}`);
    if (d.help)
        parts.push(`help: ${d.help}`);
    if (d.suggestion)
        parts.push(`${d.suggestion.applicability === 'MachineApplicable' ? 'certain fix (agentlint --fix)' : 'suggestion (agentlint --fix-unsafe)'}: ${d.suggestion.msg}`);
    return parts.map((p) => (0,report_escape/* visibleLines */.gB)(plainText(p))).join('\n');
}
function workflowCommand(d, pathPrefix) {
    const { start, end } = d.span.range;
    const props = [
        ['file', (0,report_escape/* visible */.RK)(joinPath(pathPrefix, d.span.path))],
        ['line', start.line],
        ['endLine', Math.max(start.line, end.line)],
    ];
    // Columns only mean something on a single line.
    if (start.line === end.line) {
        props.push(['col', start.column], ['endColumn', Math.max(start.column, end.column)]);
    }
    props.push(['title', d.kind]);
    const p = props.map(([k, v]) => `${k}=${(0,report_escape/* escapeProperty */.Bn)(String(v))}`).join(',');
    return `::${COMMAND_OF[d.level]} ${p}::${(0,report_escape/* escapeData */.uf)(annotationMessage(d))}`;
}
/** A plain log line for a finding over the annotation limit. */
function plainLine(d, pathPrefix) {
    const { start } = d.span.range;
    return (0,report_escape/* logLine */.BP)(`${joinPath(pathPrefix, d.span.path)}:${start.line}:${start.column}: ${d.level} [${d.kind}] ${readerMessage(d)}`);
}
function sortBySeverity(ds) {
    // Array.prototype.sort is stable: within a level the engine's order (path, line, column) stays.
    return [...ds].sort((a, b) => RANK[a.level] - RANK[b.level]);
}
function toWorkflowCommands(diagnostics, opts = {}) {
    const max = opts.maxPerLevel ?? 10;
    const shown = { error: 0, warn: 0, info: 0 };
    const omitted = { error: 0, warn: 0, info: 0 };
    const lines = [];
    const rest = [];
    for (const d of sortBySeverity(diagnostics)) {
        if (shown[d.level] < max) {
            shown[d.level]++;
            lines.push(workflowCommand(d, opts.pathPrefix));
        }
        else {
            omitted[d.level]++;
            rest.push(d);
        }
    }
    if (rest.length > 0) {
        lines.push(`agentlint: ${omittedText(omitted)} not shown as annotations (GitHub shows ${max} of each level per step):`);
        for (const d of rest)
            lines.push(plainLine(d, opts.pathPrefix));
    }
    return { lines, shown, omitted };
}
const WORDS = { error: ['error', 'errors'], warn: ['warning', 'warnings'], info: ['notice', 'notices'] };
/** `12 errors, 1 warning` (levels with a zero count left out). */
function omittedText(c) {
    return Object.keys(WORDS)
        .filter((l) => c[l] > 0)
        .map((l) => `${c[l]} ${WORDS[l][c[l] === 1 ? 0 : 1]}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./build/src/report/gitlab.js


/** An error fails the run, so it ranks above warnings in the merge request widget; nothing is `critical` or `blocker`. */
const CODE_QUALITY_SEVERITY = { error: 'major', warn: 'minor', info: 'info' };
function toCodeQualityIssue(d, opts = {}) {
    const { start, end } = d.span.range;
    return {
        // One line: the widget shows the description as a list item.
        description: d.message.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).join(' '),
        check_name: d.kind,
        fingerprint: d.fingerprint ?? '',
        severity: CODE_QUALITY_SEVERITY[d.level],
        engine_name: version/* TOOL_NAME */.lH,
        location: {
            path: joinPath(opts.pathPrefix, d.span.path),
            lines: { begin: start.line, end: Math.max(start.line, end.line) },
            positions: { begin: { line: start.line, column: start.column }, end: { line: end.line, column: end.column } },
        },
    };
}
/** The report: one issue per reported finding. */
function toGitlab(diagnostics, opts = {}) {
    return diagnostics.map((d) => toCodeQualityIssue(d, opts));
}

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
;// CONCATENATED MODULE: ./build/src/report/rdjson.js
/**
 * reviewdog's Diagnostic Result JSON (`reviewdog -f=rdjson`), which reviewdog posts as review
 * comments on GitHub, GitLab, Bitbucket and Gitea. Lines and columns are 1-based and a column
 * counts UTF-8 bytes (reviewdog.proto, `Position`), so agentlint's UTF-16 columns are converted
 * with the file's text; ends are exclusive in both. A `MachineApplicable` fix whose edits are all
 * in the finding's file becomes one suggestion (reviewdog's suggestion has no path of its own, and
 * it posts each suggestion of a diagnostic as an alternative, so a fix of several edits becomes one
 * replacement of the text from its first edit to its last).
 */



const RD_SEVERITY = { error: 'ERROR', warn: 'WARNING', info: 'INFO' };
/** A column in UTF-8 bytes from one in UTF-16 code units, on the position's line of `file`. */
function byteColumn(file, pos) {
    if (!file)
        return pos.column;
    const lineStart = file.lines.lineStart(pos.line);
    const before = file.text.slice(lineStart, lineStart + pos.column - 1);
    // A position past the line (or a file changed since the lint) keeps its column rather than guessing.
    if (before.length !== pos.column - 1 || /[\r\n]/.test(before))
        return pos.column;
    // reviewdog counts the bytes of the file's line: a byte-order mark is 3 bytes of line 1.
    return Buffer.byteLength(before, 'utf8') + 1 + (pos.line === 1 && file.bom ? 3 : 0);
}
function rdRange(file, r) {
    return { start: { line: r.start.line, column: byteColumn(file, r.start) }, end: { line: r.end.line, column: byteColumn(file, r.end) } };
}
/** The fix as one replacement in the finding's file, or undefined when it has none reviewdog can post. */
function suggestionOf(d, file) {
    const s = d.suggestion;
    if (s?.applicability !== 'MachineApplicable' || s.edits.length === 0 || s.edits.some((e) => e.path !== d.span.path))
        return undefined;
    const edits = [...s.edits].sort((a, b) => a.range.start.offset - b.range.start.offset);
    if (edits.length === 1)
        return { range: rdRange(file, edits[0].range), text: edits[0].text };
    // Several edits need the text between them, which must be the text they were computed on.
    if (!file || edits[edits.length - 1].range.end.offset > file.text.length)
        return undefined;
    let text = '';
    for (const [i, e] of edits.entries()) {
        const next = edits[i + 1];
        if (next && next.range.start.offset < e.range.end.offset)
            return undefined;
        text += e.text + (next ? file.text.slice(e.range.end.offset, next.range.start.offset) : '');
    }
    return { range: rdRange(file, { start: edits[0].range.start, end: edits[edits.length - 1].range.end }), text };
}
const rdjson_RANK = { ERROR: 0, WARNING: 1, INFO: 2 };
function toRdjson(diagnostics, opts) {
    const files = new Map();
    const fileOf = (path) => {
        if (!files.has(path)) {
            const text = opts.readText(path);
            files.set(path, text === undefined ? undefined : (0,source/* sourceFile */.sm)(path, text));
        }
        return files.get(path);
    };
    const location = (path, range) => ({ path: joinPath(opts.pathPrefix, path), range: rdRange(fileOf(path), range) });
    const out = { source: { name: version/* TOOL_NAME */.lH, url: version/* INFORMATION_URI */.wV }, diagnostics: [] };
    for (const d of diagnostics) {
        const rd = { message: d.message, location: location(d.span.path, d.span.range), severity: RD_SEVERITY[d.level], code: { value: d.kind, url: d.docs } };
        const suggestion = suggestionOf(d, fileOf(d.span.path));
        if (suggestion)
            rd.suggestions = [suggestion];
        if (d.related.length > 0)
            rd.related_locations = d.related.map((r) => ({ message: r.message, location: location(r.span.path, r.span.range) }));
        out.diagnostics.push(rd);
    }
    // The result's overall severity is its most severe finding's.
    const worst = out.diagnostics.map((d) => d.severity).sort((a, b) => rdjson_RANK[a] - rdjson_RANK[b])[0];
    if (worst)
        out.severity = worst;
    return out;
}

// EXTERNAL MODULE: ./build/src/diagnostics/diagnostic.js
var diagnostic = __webpack_require__(5627);
;// CONCATENATED MODULE: ./build/src/report/text.js
/**
 * ESLint-style text: grouped by file, one short line a finding (`line:col  level  headline  kind`) and, under the
 * headline, a dimmed `help:` line with the why and whether `--fix` fixes it; a footer with counts.
 */




const COLORS = {
    error: '\u001b[31m',
    warn: '\u001b[33m',
    info: '\u001b[36m',
    dim: '\u001b[2m',
    bold: '\u001b[1m',
    reset: '\u001b[0m',
};
/** The width the `help:` lines are wrapped at (a finding's own line is not wrapped). */
const HELP_WIDTH = 100;
const HANG = ' '.repeat('help: '.length);
/** `help: <why>` and `Fixable with `--fix`.` when a certain fix exists; empty when there is neither. */
function helpText(why, fixable) {
    const fix = 'fixable with `--fix`.';
    if (why)
        return `help: ${why}${fixable ? ` ${fix[0].toUpperCase()}${fix.slice(1)}` : ''}`;
    return fixable ? `help: ${fix}` : '';
}
/** `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its own line). */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** `3 suppressed by \`allow\` and 12 by the suppressions file`, or undefined when none is. */
function suppressedText(result) {
    const byFile = result.suppressed.filter((d) => d.source === file/* SUPPRESSIONS_SOURCE */.JZ).length;
    const allowed = result.suppressed.length - byFile;
    if (allowed > 0 && byFile > 0)
        return `${allowed} suppressed by \`allow\` and ${byFile} by the suppressions file`;
    if (allowed > 0)
        return `${allowed} suppressed by \`allow\``;
    if (byFile > 0)
        return `${byFile} suppressed by the suppressions file`;
    return undefined;
}
function formatText(result, opts = {}) {
    const paint = (k, s) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
    const shown = opts.quiet ? result.diagnostics.filter((d) => d.level === 'error') : result.diagnostics;
    const out = [];
    const byFile = new Map();
    for (const d of shown) {
        const list = byFile.get(d.span.path);
        if (list)
            list.push(d);
        else
            byFile.set(d.span.path, [d]);
    }
    // When findings are about several harnesses, each line says which one (`copilot:` before the rule id).
    const manyHarnesses = new Set(shown.map((d) => d.harness).filter(Boolean)).size > 1;
    for (const [path, ds] of byFile) {
        // What the repository wrote (paths, the values a message quotes) reaches the terminal with its control
        // characters shown as escapes: never a cursor move, a colour or a title of the author's.
        out.push(paint('bold', (0,report_escape/* visible */.RK)(path)));
        const rows = ds.map((d) => [`${d.span.range.start.line}:${d.span.range.start.column}`, d.level, manyHarnesses && d.harness ? `${d.harness}: ${d.kind}` : d.kind]);
        const w0 = Math.max(...rows.map((r) => r[0].length));
        const w1 = Math.max(...rows.map((r) => r[1].length));
        const indent = ' '.repeat(2 + w0 + 2 + w1 + 2);
        rows.forEach(([pos, level, kind], i) => {
            const d = ds[i];
            const { headline, why } = messageParts(readerMessage(d));
            out.push(`  ${paint('dim', pos.padEnd(w0))}  ${paint(level, level.padEnd(w1))}  ${(0,report_escape/* visible */.RK)(headline)}  ${paint('dim', kind)}`);
            const help = helpText(why, d.suggestion?.applicability === 'MachineApplicable');
            // Lines after the first start under the text after `help: `.
            wrap(help, HELP_WIDTH - indent.length - HANG.length).forEach((line, n) => out.push(`${indent}${n ? HANG : ''}${paint('dim', (0,report_escape/* visible */.RK)(line))}`));
        });
        out.push('');
    }
    const c = (0,diagnostic/* countByLevel */.B)(shown);
    const total = c.error + c.warn + c.info;
    if (total === 0) {
        // Zero files is not a clean bill: say that nothing was found to lint.
        out.push(result.filesChecked === 0 ? 'No agent definitions found: nothing was linted (agentlint reads the files listed in docs/discovery.md).' : `No problems in ${plural(result.filesChecked, 'file')}.`);
    }
    else {
        const mark = c.error ? paint('error', '✖') : c.warn ? paint('warn', '⚠') : paint('info', 'ℹ');
        out.push(`${mark} ${plural(total, 'problem')} (${plural(c.error, 'error')}, ${plural(c.warn, 'warning')}, ${c.info} info) in ${plural(result.filesChecked, 'file')} checked`);
        const fixable = shown.filter((d) => d.suggestion?.applicability === 'MachineApplicable');
        const maybe = shown.filter((d) => d.suggestion?.applicability === 'MaybeIncorrect');
        if (fixable.length)
            out.push(`  ${plural(fixable.length, 'problem')} fixable with \`--fix\`.`);
        if (maybe.length)
            out.push(`  ${maybe.length} more ${maybe.length === 1 ? 'has a suggestion' : 'have suggestions'} to review (\`--fix-unsafe\` applies them).`);
    }
    const suppressedLine = suppressedText(result);
    if (suppressedLine)
        out.push(`  ${suppressedLine} (see --format json).`);
    if (result.skipped.length) {
        out.push(`  ${plural(result.skipped.length, 'file')} skipped:`);
        for (const s of result.skipped)
            out.push(`    ${(0,report_escape/* visible */.RK)(s.path)}: ${(0,report_escape/* visible */.RK)(s.reason)}`);
    }
    out.push(paint('dim', `  ruleset ${result.ruleset.fingerprint} (a fingerprint of the rules, levels and options in effect: it changes when they do)`));
    return out.join('\n') + '\n';
}

// EXTERNAL MODULE: ./build/src/rules/families.js + 1 modules
var families = __webpack_require__(9490);
// EXTERNAL MODULE: ./build/src/hook/input.js
var input = __webpack_require__(3381);
// EXTERNAL MODULE: ./build/src/engine/levels.js
var levels = __webpack_require__(4725);
;// CONCATENATED MODULE: ./build/src/cli/args.js
/** Argument parsing for the CLI (no dependency: the grammar is small). */




const FORMATS = ['text', 'json', 'sarif', 'github', 'gitlab', 'rdjson'];
/** `init --ci`: the CI systems `init` writes a job for. */
const CI_SYSTEMS = ['github', 'gitlab'];
/** `agentlint inventory` formats. */
const INVENTORY_FORMATS = ['text', 'json', 'markdown'];
class UsageError extends Error {
}
/** `unknown option --fixx; did you mean --fix?` */
function unknownOption(flag) {
    const near = (0,suggest/* closest */.kp)(flag, [...OPTION_BY_FLAG.keys()].filter((f) => f.startsWith('--')));
    return `unknown option ${flag}${near.length ? `; did you mean ${near[0].value}?` : ''}`;
}
/**
 * Subcommands `runCli` dispatches (`lsp`, `mcp` and `hook` are started by the entry point before it).
 * A first argument that is none of these, does not exist as a path and looks like a
 * word is reported as an unknown command, not as a missing file.
 */
const COMMANDS = ['check', 'rules', 'explain', 'resolve', 'inventory', 'init'];
const ALL_COMMANDS = [...COMMANDS, 'lsp', 'mcp', 'hook'];
/** Every option: its spellings and what it does. */
const OPTIONS = [
    [['--format', '-f'], (args, value) => {
            const f = value();
            const allowed = args.command === 'inventory' ? INVENTORY_FORMATS : FORMATS;
            if (!allowed.includes(f))
                throw new UsageError(`--format must be one of ${allowed.join(', ')}${args.command === 'inventory' ? ' for inventory' : ''}`);
            args.format = f;
        }],
    [['--diff'], (args, value) => {
            if (args.command !== 'inventory')
                throw new UsageError('--diff goes with `agentlint inventory`');
            args.diff = value();
        }],
    [['--config', '-c'], (args, value) => {
            args.config = value();
        }],
    [['--lint'], (args, value) => {
            args.lints.push(parseLint(value()));
        }],
    [['--harness'], (args, value) => {
            args.harnesses = [...(args.harnesses ?? []), ...parseHarnesses(value())];
        }],
    [['--fix'], (args) => {
            args.fix = true;
        }],
    [['--fix-unsafe'], (args) => {
            args.fix = true;
            args.fixUnsafe = true;
        }],
    [['--max-warnings'], (args, value) => {
            const n = Number(value());
            if (!Number.isInteger(n) || n < 0)
                throw new UsageError('--max-warnings needs a whole number >= 0');
            args.maxWarnings = n;
        }],
    [['--quiet', '-q'], (args) => {
            args.quiet = true;
        }],
    [['--json'], (args) => {
            args.json = true;
            args.format = 'json';
        }],
    [['--output', '-o'], (args, value) => {
            args.output = value();
        }],
    [['--force'], (args) => {
            args.force = true;
        }],
    [['--dry-run'], (args) => {
            args.dryRun = true;
        }],
    [['--ci'], (args, value) => {
            const ci = value();
            if (!CI_SYSTEMS.includes(ci))
                throw new UsageError(`--ci must be one of ${CI_SYSTEMS.join(', ')}`);
            args.ci = ci;
        }],
    [['--suppress-all'], (args) => {
            args.suppressAll = true;
        }],
    [['--suppress-rule'], (args, value) => {
            args.suppressRules = [...(args.suppressRules ?? []), value()];
        }],
    [['--prune-suppressions'], (args) => {
            args.pruneSuppressions = true;
        }],
    [['--suppressions-location'], (args, value) => {
            args.suppressionsLocation = value();
        }],
    [['--help', '-h'], (args) => {
            args.command = 'help';
        }],
    [['--version', '-v'], (args) => {
            args.command = 'version';
        }],
];
const OPTION_BY_FLAG = new Map(OPTIONS.flatMap(([flags, handler]) => flags.map((f) => [f, handler])));
function parseArgs(argv) {
    const args = { command: 'check', paths: [], format: 'text', lints: [], fix: false, fixUnsafe: false, quiet: false, json: false };
    const rest = [...argv];
    const first = rest[0];
    if (COMMANDS.includes(first ?? '')) {
        args.command = first;
        args.explicitCommand = true;
        rest.shift();
    }
    while (rest.length > 0) {
        const a = rest.shift();
        if (!a.startsWith('-') || a === '-') {
            args.paths.push(a);
            continue;
        }
        // `--name=value`; a short option takes its value as the next argument only.
        const eq = a.indexOf('=');
        const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
        const inline = a.startsWith('--') && eq > 0 ? a.slice(eq + 1) : undefined;
        const handler = OPTION_BY_FLAG.get(flag);
        if (!handler)
            throw new UsageError(unknownOption(flag));
        handler(args, () => optionValue(flag, inline, rest));
    }
    if ((args.force || args.dryRun || args.ci) && args.command !== 'init')
        throw new UsageError(`${args.force ? '--force' : args.dryRun ? '--dry-run' : '--ci'} applies to \`agentlint init\` only`);
    checkSuppressionFlags(args);
    return args;
}
/** An option's value: the inline one, else the next argument (taken from `rest`), which must not be an option. */
function optionValue(flag, inline, rest) {
    const v = inline ?? rest.shift();
    if (v === undefined || (inline === undefined && v.startsWith('--')))
        throw new UsageError(`${flag} needs a value`);
    return v;
}
/** The suppressions flags go with a lint, and one of the three writes at a time (as in ESLint). */
function checkSuppressionFlags(args) {
    const writes = [args.suppressAll && '--suppress-all', args.suppressRules && '--suppress-rule', args.pruneSuppressions && '--prune-suppressions'].filter((f) => typeof f === 'string');
    const given = [...writes, ...(args.suppressionsLocation !== undefined ? ['--suppressions-location'] : [])];
    if (given.length > 0 && args.command !== 'check')
        throw new UsageError(`${given[0]} goes with a lint (\`agentlint [check]\`), not \`agentlint ${args.command}\``);
    if (writes.length > 1)
        throw new UsageError(`${writes[0]} and ${writes[1]} cannot be used together`);
}
/** `claude-code,copilot` (commas or spaces) to harness names; an unknown name is a usage error. */
function parseHarnesses(spec) {
    const names = spec.split(/[\s,]+/).filter(Boolean);
    const bad = names.filter((n) => !(0,harness/* isHarness */.PS)(n));
    if (bad.length || names.length === 0)
        throw new UsageError(`--harness wants names from ${harness/* HARNESSES */.Ls.join(', ')} (got \`${spec}\`)`);
    return names;
}
function parseLint(spec) {
    const m = /^([^=]+)=([^=]+)$/.exec(spec);
    if (!m || !levels/* LINT_SETTINGS */.mS.includes(m[2].trim())) {
        throw new UsageError(`--lint wants kind=level with level allow, warn or deny (got \`${spec}\`)`);
    }
    return { key: m[1].trim(), setting: m[2].trim() };
}
/** Words wrapped at 104 columns, each further line indented by `indent` (the help's option descriptions). */
function wrapped(text, indent, width = 104) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line && indent + line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    return [...lines, line].join(`\n${' '.repeat(indent)}`);
}
const HELP = `agentlint — lint AI agent definitions

Usage:
  agentlint [check] [PATH...]   lint a repository (default: .)
  agentlint rules [--json]      list every rule
  agentlint explain <rule-id>   explain one rule
  agentlint resolve [NAME]      show an ai-rulez agent as it would be generated
  agentlint inventory [PATH]    what each harness loads, with effective values, and what it does not load
            [--diff REV]        what the working tree changes in that, compared with git revision REV
            [--format text|json|markdown]
  agentlint init [PATH]         set a repository up: .agentlint.yml and a GitHub workflow
                                (--ci gitlab: a GitLab CI job instead; --dry-run prints the files;
                                --force replaces existing files)
  agentlint lsp                 language server over stdio (for editors; see docs/editors.md)
  agentlint mcp [ROOT]          MCP server over stdio for agents (tools: lint_path, lint_text, explain_rule,
                                inventory, fix_file; paths inside ROOT, default .; see docs/in-your-agent.md)
  agentlint hook HARNESS        a harness's after-write hook: reads its JSON on stdin, lints the written file
                                when it is an agent definition (${input/* HOOK_HARNESSES */.B.join(', ')})

Options:
  -f, --format FORMAT                   output format: text (default), json, sarif, github (workflow
                                        commands), gitlab (code quality report), rdjson (reviewdog)
  -o, --output FILE                     write the report to FILE instead of stdout
  -c, --config PATH                     configuration file (default: .agentlint.yml in the scan root)
      --lint KIND=LEVEL                 call-site level (allow|warn|deny), repeatable; KIND is a rule id,
                                        category:<name> or all
      --harness NAMES                   ${wrapped(`harnesses to check, comma-separated, repeatable: ${harness/* HARNESSES */.Ls.join(', ')} (default: the config's harnesses, else those whose files the tree holds)`, 40)}
      --fix                             apply certain fixes (those marked "fixable")
      --fix-unsafe                      also apply suggestions (fixes that may change the meaning)
      --max-warnings N                  exit 1 when there are more than N warnings
      --suppress-all                    record every finding in agentlint-suppressions.json: later runs
                                        report only new ones (see docs/adopting.md)
      --suppress-rule ID                record the findings of one rule (repeatable)
      --prune-suppressions              drop the suppressions that no longer match a finding
      --suppressions-location PATH      the suppressions file (default: agentlint-suppressions.json in
                                        the scan root)
  -q, --quiet                           report errors only
  -h, --help / -v, --version

One directory PATH is the scan root (its .agentlint.yml applies). Several paths, or a file,
lint those paths within the current directory.
Exit status: 0 clean, 1 errors (or too many warnings), 2 usage, configuration or I/O error.
`;

// EXTERNAL MODULE: ./build/src/harnesses/registry.js + 36 modules
var registry = __webpack_require__(9643);
// EXTERNAL MODULE: ./build/src/artifacts/walk.js
var walk = __webpack_require__(6640);
;// CONCATENATED MODULE: ./build/src/cli/catalog-detect.js
/**
 * `init` on a catalogue: find agent definitions written outside the places harnesses load from, by names and
 * shapes that leave no doubt (`*.agent.md`, `*.instructions.md`, `*.prompt.md`, `*.mdc`, a `SKILL.md` with a
 * name and a description, Markdown with frontmatter in an `agents/` or `commands/` folder, hooks, settings and
 * MCP JSON in folders of those names), and propose one `catalog:` entry per kind and top folder.
 */




/** Folders harnesses load from, or that hold no catalogue: their files are linted where they are, or not at all. */
const NOT_A_CATALOGUE = /(^|\/)(\.[^/]+|node_modules|vendor|dist|build|out|target|test|tests|__tests__|fixtures?|examples?|docs?)\//;
const MAX_HEAD = 4096;
function head(root, path) {
    // Through the file gate: a FIFO, a device or a link out of the root is no catalogue file.
    return ((0,gate/* readGatedOrUndefined */.pS)(root, (0,external_node_path_.join)(root, path)) ?? '').slice(0, MAX_HEAD);
}
function frontmatterKeys(text) {
    const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const keys = new Set();
    if (!m)
        return keys;
    for (const line of m[1].split(/\r?\n/)) {
        const k = /^([A-Za-z][\w-]*)\s*:/.exec(line);
        if (k)
            keys.add(k[1]);
    }
    return keys;
}
function jsonKeys(text) {
    try {
        const v = JSON.parse(text);
        return v && typeof v === 'object' && !Array.isArray(v) ? new Set(Object.keys(v)) : new Set();
    }
    catch {
        return new Set();
    }
}
/** The event names under a hooks file's `hooks` object. */
function hookEvents(text) {
    try {
        const v = JSON.parse(text);
        return v.hooks && typeof v.hooks === 'object' && !Array.isArray(v.hooks) ? Object.keys(v.hooks) : [];
    }
    catch {
        return [];
    }
}
/** The folder up to and including the first segment named `marker` (or the first segment), and the rest's glob. */
function baseAt(path, marker, pattern) {
    const parts = path.split('/');
    // The marker folder nearest the file: `plugins/mcp/<plugin>/mcp/server.json` is under `…/<plugin>/mcp`, not `plugins/mcp`.
    const at = marker === undefined ? 0 : parts.slice(0, -1).lastIndexOf(marker);
    return { base: parts.slice(0, Math.max(at, 0) + 1).join('/'), pattern };
}
/** Folders a program's own components live in: built into it, not installed from here. */
const BUILT_IN = /^(builtins?|built-in|bundled)$/i;
/** Folders of templates a generator fills in and rewrites for each harness. */
const TEMPLATES = /^(templates?|scaffolds?|blueprints?)$/i;
/**
 * Placeholders a generator replaces before a harness sees the file (`{SCRIPT}`, `{{name}}`, `__AGENT_DIR__`):
 * the file in the repository is not the file installed.
 */
const PLACEHOLDER = /\{\{[^{}\n]{1,60}\}\}|\{(SCRIPT|ARGS|AGENT_SCRIPT)\}|\b__[A-Z][A-Z0-9_]{2,}__\b/;
/** Manifests of a generator's extensions, beside the folders it installs from (Spec Kit's `extension.yml`, `preset.yml`). */
const GENERATOR_MANIFESTS = ['extension.yml', 'preset.yml'];
/** Why a file that looks like a component is not one to propose, if it is not. */
function notAComponent(root, path, text) {
    const parts = path.split('/');
    const folders = parts.slice(0, -1);
    if (folders.some((f) => BUILT_IN.test(f)))
        return 'built into a program (a harness\'s own components belong to that harness), not installed from here';
    if (folders.some((f) => TEMPLATES.test(f)))
        return 'a template folder: its files are copied and filled in (by hand or by a generator), not installed as they are';
    if (PLACEHOLDER.test(text()))
        return 'files with placeholders a generator replaces (`{SCRIPT}`, `{{…}}`, `__NAME__`): the files installed are what it writes';
    for (let i = 1; i < parts.length - 1; i++) {
        const dir = parts.slice(0, i).join('/');
        if (GENERATOR_MANIFESTS.some((m) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, dir, m))))
            return `part of a generator's extension (\`${dir}/\` has its manifest): it installs rewritten copies`;
    }
    return undefined;
}
/** Without its trailing `/`s (a loop: a regex anchored at the end backtracks on long runs). */
function trimSlashes(s) {
    let end = s.length;
    while (end > 0 && s[end - 1] === '/')
        end--;
    return s.slice(0, end);
}
/** The plugin folders a root `.claude-plugin/marketplace.json` lists by a relative source (`./plugins/kit`). */
function marketplaceSources(root) {
    try {
        // Through the file gate: a marketplace file linked out of the repository, or a FIFO, is no marketplace.
        const m = JSON.parse((0,gate/* readGatedOrUndefined */.pS)(root, (0,external_node_path_.join)(root, '.claude-plugin', 'marketplace.json')) ?? '{}');
        return (m.plugins ?? []).flatMap((p) => (typeof p?.source === 'string' ? [trimSlashes(p.source.replace(/^\.\//, ''))] : []));
    }
    catch {
        return [];
    }
}
/**
 * A `hooks/hooks.json` inside a Claude Code plugin (a folder with `.claude-plugin/`, or one the marketplace lists) is
 * that plugin's, read with it.
 */
function inClaudePlugin(root, path, sources) {
    const parts = path.split('/');
    const at = parts.lastIndexOf('hooks');
    if (at < 0)
        return false;
    const folder = parts.slice(0, at).join('/');
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, folder, '.claude-plugin')) || sources().includes(folder);
}
/** What one file looks like it installs as, if anything. */
function classify(root, path, skills, sources, plugins) {
    const found = classifyShape(root, path, skills);
    if (!found)
        return undefined;
    const parts = path.split('/');
    for (let i = parts.length - 1; i >= 1; i--) {
        if (plugins(parts.slice(0, i).join('/')))
            return { why: 'inside a Claude Code plugin: it is read with that plugin, as the plugin declares it' };
    }
    if (found.as.endsWith('/hooks') || found.as === 'claude-code/settings') {
        if (inClaudePlugin(root, path, sources))
            return { why: 'a Claude Code plugin\'s hooks file: it belongs to that plugin, which is checked as one' };
    }
    const why = notAComponent(root, path, () => head(root, path));
    return why ? { why } : found;
}
/** What one file's name, folder and keys say it installs as. */
function classifyShape(root, path, skills) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const parts = path.split('/');
    const folder = (f) => parts.slice(0, -1).includes(f);
    const at = (as, marker, pattern) => ({ as, ...baseAt(path, marker, pattern) });
    // A file inside a skill's folder is one of its resources, installed with the skill.
    if (name !== 'SKILL.md' && folder('skills'))
        return undefined;
    if (name.endsWith('.agent.md'))
        return at('copilot/agent', undefined, '**/*.agent.md');
    if (name.endsWith('.instructions.md'))
        return at('copilot/instructions', undefined, '**/*.instructions.md');
    if (name.endsWith('.prompt.md'))
        return at('copilot/prompt', undefined, '**/*.prompt.md');
    if (name.endsWith('.mdc'))
        return at('cursor/rule', undefined, '**/*.mdc');
    if (name === 'SKILL.md') {
        const keys = frontmatterKeys(head(root, path));
        return keys.has('name') && keys.has('description') ? at(skills, folder('skills') ? 'skills' : undefined, '**/SKILL.md') : undefined;
    }
    if (name.endsWith('.md') && name.toLowerCase() !== 'readme.md') {
        const keys = frontmatterKeys(head(root, path));
        if (folder('agents') && keys.has('name') && keys.has('description'))
            return at('claude-code/agent', 'agents', '**/*.md');
        if (folder('commands') && keys.size > 0)
            return at('claude-code/command', 'commands', '**/*.md');
        return undefined;
    }
    if (!name.endsWith('.json'))
        return undefined;
    const keys = jsonKeys(head(root, path));
    if (folder('hooks') && keys.has('hooks')) {
        // Copilot's hooks files carry `version: 1` and camelCase events (`preToolUse`); Claude Code's are settings
        // fragments with PascalCase events (`PreToolUse`). Neither sure: not proposed.
        const events = hookEvents(head(root, path));
        if (keys.has('version') && events.every((e) => /^[a-z]/.test(e)))
            return at('copilot/hooks', 'hooks', '**/*.json');
        if (!keys.has('version') && events.every((e) => /^[A-Z]/.test(e)))
            return at('claude-code/settings', 'hooks', '**/*.json');
        return undefined;
    }
    if ((folder('mcps') || folder('mcp')) && keys.has('mcpServers'))
        return at('claude-code/mcp', folder('mcps') ? 'mcps' : 'mcp', '**/*.json');
    if (folder('settings') && (keys.has('permissions') || keys.has('env') || keys.has('statusLine') || keys.has('hooks')))
        return at('claude-code/settings', 'settings', '**/*.json');
    return undefined;
}
/**
 * The `catalog:` entries for a tree, given the paths discovery already reads where they are (`claimed`) and
 * whether the repository is a Copilot one (its skills install as Copilot skills then, else as Claude Code's).
 */
function detectCatalog(root, claimed, copilot) {
    return detectCatalogWithReasons(root, claimed, copilot).entries;
}
/** The entries, and the folders of component-shaped files left out with the reason. */
function detectCatalogWithReasons(root, claimed, copilot) {
    const { files } = (0,walk/* walkTree */.Ir)(root, []);
    const skills = copilot ? 'copilot/skill' : 'claude-code/skill';
    const entries = new Map();
    const leftOut = new Map();
    let listed;
    const sources = () => (listed ??= marketplaceSources(root));
    const pluginDirs = new Map();
    const isPlugin = (dir) => {
        let known = pluginDirs.get(dir);
        if (known === undefined)
            pluginDirs.set(dir, (known = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, dir, '.claude-plugin', 'plugin.json'))));
        return known;
    };
    for (const path of files) {
        if (claimed.has(path) || NOT_A_CATALOGUE.test(`${path}`))
            continue;
        const f = classify(root, path, skills, sources, isPlugin);
        if (!f)
            continue;
        if ('why' in f) {
            const folder = path.includes('/') ? `${path.slice(0, path.lastIndexOf('/'))}/*` : path;
            if (!leftOut.has(folder))
                leftOut.set(folder, { files: folder, why: f.why });
            continue;
        }
        const glob = f.base ? `${f.base}/${f.pattern}` : f.pattern;
        const key = `${f.as}\0${glob}`;
        const e = entries.get(key);
        if (e)
            e.count++;
        else
            entries.set(key, { files: [glob], as: f.as, metadata: [], count: 1 });
    }
    const all = [...entries.values()];
    // An entry whose folder lies inside another's of the same kind adds nothing: that one's glob matches its files.
    const inside = (e) => all.some((o) => o !== e && o.as === e.as && e.files[0].startsWith(o.files[0].replace(/\*\*\/.*$/, '')) && o.files[0].length < e.files[0].length);
    const kept = all.filter((e) => !inside(e)).sort((a, b) => (a.files[0] < b.files[0] ? -1 : 1)).map(({ files, as, metadata }) => ({ files, as, metadata }));
    return { entries: kept, leftOut: [...leftOut.values()].sort((a, b) => (a.files < b.files ? -1 : 1)) };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
;// CONCATENATED MODULE: ./build/src/cli/catalog-metadata.js
/**
 * `init` on a catalogue: the keys the catalogue adds for its own index (`source`, `date_added`, a settings
 * fragment's `description`…). A key that the harness does not know and that most files of an entry carry is the
 * catalogue's, not a misspelling: one run of the proposed entries finds such keys, and `init` lists them under the
 * entry's `metadata:`. A key few files carry stays reported: it may be a typo.
 */






/** Rules that report a top-level key the harness does not read. */
const UNKNOWN_KEY_RULES = new Set(['schema/unknown-field', 'copilot/agent-unknown-field', 'settings/unknown-key', 'copilot/instructions-unknown-key']);
/** A key is the catalogue's when at least this share of an entry's files carries it, and at least MIN_FILES do. */
const SHARE = 0.1;
const MIN_FILES = 3;
/** The top-level key a finding is about (`$.frontmatter.source` and `$.description` alike), if it is one. */
function topKey(jsonPath) {
    const m = /^\$(?:\.frontmatter)?\.([^.[\]]+)$/.exec(jsonPath ?? '');
    return m?.[1];
}
function proposeMetadata(root, rules, catalog) {
    if (catalog.length === 0)
        return [...catalog];
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agentlint-init-'));
    try {
        const configPath = (0,external_node_path_.join)(dir, 'agentlint.yml');
        (0,external_node_fs_.writeFileSync)(configPath, JSON.stringify({ catalog }));
        const p = (0,pipeline/* plan */.et)(root, configPath, rules);
        const result = (0,pipeline/* startLint */.yj)(p, { root, configPath, suppressionsFile: false }).finish(p);
        const matchers = catalog.map((e) => picomatch(e.files, { dot: true }));
        const entryOf = (path) => matchers.findIndex((m) => m(path));
        const keyFiles = catalog.map(() => new Map());
        for (const d of [...result.diagnostics, ...result.suppressed]) {
            const i = entryOf(d.span.path);
            if (i < 0)
                continue;
            const key = UNKNOWN_KEY_RULES.has(d.kind) ? topKey(d.span.jsonPath) : undefined;
            if (!key)
                continue;
            const set = keyFiles[i].get(key) ?? new Set();
            set.add(d.span.path);
            keyFiles[i].set(key, set);
        }
        const total = catalog.map(() => 0);
        for (const path of (0,walk/* walkTree */.Ir)(root, []).files) {
            const i = entryOf(path);
            if (i >= 0)
                total[i]++;
        }
        return catalog.map((e, i) => {
            const keys = [...keyFiles[i]].filter(([, s]) => s.size >= MIN_FILES && s.size >= SHARE * total[i]).map(([k]) => k).sort();
            return { ...e, metadata: keys };
        });
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./build/src/cli/init-gitlab.js
/**
 * `agentlint init --ci gitlab`: a GitLab CI job in its own file, `.gitlab/agentlint.gitlab-ci.yml`,
 * and a `.gitlab-ci.yml` that includes it when the repository has none. A repository that has a
 * pipeline keeps it untouched (even with `--force`): init prints the `include:` to add.
 *
 * The job runs in merge request pipelines and on the default branch: GitLab's merge request widget
 * shows the code quality findings a merge request adds or resolves by comparing its report with the
 * target branch's latest one, so the default branch needs a report too.
 */

const GITLAB_CI_PATH = '.gitlab-ci.yml';
const GITLAB_JOB_PATH = '.gitlab/agentlint.gitlab-ci.yml';
/** The report file `artifacts:reports:codequality` publishes (GitLab's customary name). */
const CODE_QUALITY_REPORT = 'gl-code-quality-report.json';
const MAJOR = version/* TOOL_VERSION */.wr.split('.')[0];
/** The job: the code quality report (never failing the step), then the run whose exit status is the job's. */
function gitlabJobText() {
    const cli = `npx --yes ${version/* PACKAGE_NAME */.rM}@${MAJOR}`;
    return `# agentlint: lint the AI agent definitions in merge requests and on the default branch. The code
# quality report puts the findings a merge request adds in its widget (GitLab compares it with the
# default branch's report). https://github.com/${version/* ACTION_REPOSITORY */.Yx}/blob/main/docs/other-ci.md
agentlint:
  # \`test\` is one of GitLab's default stages; if your .gitlab-ci.yml lists \`stages:\`, keep it there.
  stage: test
  image: node:22
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  script:
    # The report first, whatever it finds; then the findings in the job log, failing the job on errors.
    - ${cli} --format gitlab --output ${CODE_QUALITY_REPORT} || true
    - ${cli}
  artifacts:
    when: always
    reports:
      codequality: ${CODE_QUALITY_REPORT}
`;
}
const INCLUDE = `include:\n  - local: ${GITLAB_JOB_PATH}\n`;
function gitlabCiText() {
    return `# GitLab CI/CD. agentlint's job is in its own file (agentlint init --ci gitlab).\n${INCLUDE}`;
}
/** What to say when the repository already has a pipeline: it is not changed; the include to add, unless it is there. */
function existingPipelineNote(text) {
    if (text.includes(GITLAB_JOB_PATH))
        return `${GITLAB_CI_PATH} exists and includes ${GITLAB_JOB_PATH}: left alone\n`;
    return `${GITLAB_CI_PATH} exists: left alone (init never replaces a pipeline). Add agentlint's job to it:\n\n${INCLUDE}\n`;
}
function gitlabFiles() {
    return [
        { path: GITLAB_JOB_PATH, text: gitlabJobText() },
        { path: GITLAB_CI_PATH, text: gitlabCiText(), whenExisting: existingPipelineNote },
    ];
}

;// CONCATENATED MODULE: ./build/src/cli/init.js
/**
 * `agentlint init [PATH]`: set a repository up in one command. It writes `.agentlint.yml`
 * (the harnesses whose files the repository holds, every opt-in rule listed commented out)
 * and `.github/workflows/agentlint.yml` (the Action on pull requests and pushes to the
 * default branch, with the least permissions it needs and the SARIF upload), or with
 * `--ci gitlab` a GitLab CI job (./init-gitlab.ts). An existing file is never replaced
 * without `--force`; `--dry-run` prints the files instead.
 */










const CONFIG_PATH = '.agentlint.yml';
const WORKFLOW_PATH = '.github/workflows/agentlint.yml';
/** Any of these means the repository already has an agentlint configuration. */
const CONFIG_ALIASES = ['.agentlint.yml', '.agentlint.yaml'];
/** The harnesses whose own files the tree holds (discovery's default selection). */
function detectHarnesses(root) {
    return detectSetup(root).harnesses;
}
/** The harnesses the tree holds files of, and its catalogue entries (whose harnesses count too). */
function detectSetup(root) {
    const { project } = (0,discover/* discover */.k4)(root);
    const held = new Set(project.harnesses ?? []);
    const claimed = new Set(project.files.map((f) => f.file.path));
    const copilotFiles = (p) => /\.(agent|instructions|prompt)\.md$/.test(p);
    const { entries: catalog, leftOut } = detectCatalogWithReasons(root, claimed, held.has('copilot') || [...claimed].some(copilotFiles));
    // A catalogue of Copilot files is a Copilot catalogue: its skills install as Copilot's.
    const entries = catalog.some((e) => e.as.startsWith('copilot/')) ? catalog.map((e) => (e.as === 'claude-code/skill' ? { ...e, as: 'copilot/skill' } : e)) : catalog;
    for (const e of entries)
        held.add((0,registry/* installTarget */.Je)(e.as).harness);
    return { harnesses: harness/* HARNESSES */.Ls.filter((h) => held.has(h)), catalog: entries, leftOut };
}
/** Commented lines naming the folders init did not propose and why (at most `max`, then a count). */
function leftOutLines(leftOut, max = 12) {
    if (leftOut.length === 0)
        return [];
    const lines = ['# init left these out of `catalog:` (add an entry yourself if one is wrong):'];
    for (const l of leftOut.slice(0, max))
        lines.push(`#   ${l.files}: ${l.why}`);
    if (leftOut.length > max)
        lines.push(`#   … and ${leftOut.length - max} more folders`);
    return [...lines, ''];
}
/** The `catalog:` block: one entry per kind and folder init found, with a commented line for the catalogue's own keys. */
function catalogLines(catalog) {
    if (catalog.length === 0)
        return [];
    const lines = [
        '# This repository is a catalogue: these files are written here and installed into other repositories.',
        '# Each is checked as the kind it installs as (docs/catalogues.md). `metadata:` lists keys your catalogue',
        '# adds for its own index: init proposes those most files of an entry carry; check them.',
        'catalog:',
    ];
    for (const e of catalog) {
        lines.push(`  - files: ${JSON.stringify(e.files[0])}`, `    as: ${e.as}`);
        if (e.metadata.length > 0)
            lines.push(`    metadata: [${e.metadata.join(', ')}]  # most files carry these; the harness does not read them`);
    }
    return [...lines, ''];
}
/**
 * The repository's default branch: `origin/HEAD` when the clone knows it, else the checked-out
 * branch when it is `main` or `master`, else `main`. Read from the git folder (no `git` process).
 */
function defaultBranch(root) {
    const git = (0,external_node_path_.join)(root, '.git');
    const ref = (file, prefix) => {
        try {
            const m = new RegExp(`^ref: ${prefix}(\\S+)\\s*$`).exec((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(git, file), 'utf8'));
            return m?.[1];
        }
        catch {
            return undefined;
        }
    };
    const origin = ref('refs/remotes/origin/HEAD', 'refs/remotes/origin/');
    if (origin)
        return origin;
    const head = ref('HEAD', 'refs/heads/');
    return head === 'master' ? 'master' : 'main';
}
/** `.agentlint.yml`: the detected harnesses, then every opt-in rule commented out with its one-line description. */
function configText(harnesses, rules, catalog = [], leftOut = []) {
    const lines = [
        `# yaml-language-server: $schema=https://raw.githubusercontent.com/${version/* ACTION_REPOSITORY */.Yx}/${version/* ACTION_MAJOR */.JY}/schema/agentlint.schema.json`,
        `# agentlint configuration: https://github.com/${version/* ACTION_REPOSITORY */.Yx}#configuration`,
        '',
    ];
    if (harnesses.length > 0) {
        lines.push('# The harnesses whose files this repository holds (agentlint init found them). Files of a', '# harness not listed here are not checked: add it when you adopt it.');
        lines.push(`harnesses: [${harnesses.join(', ')}]`);
    }
    else {
        lines.push('# No agent harness files yet: every harness whose files appear is checked. To choose, list them:');
        lines.push(`# harnesses: [${harness/* HARNESSES */.Ls.join(', ')}]`);
    }
    lines.push('', ...catalogLines(catalog), ...leftOutLines(leftOut));
    lines.push('# Levels: a rule id, category:<name> or all  ->  allow | warn | deny', '# lints:', '#   category:style: allow', '');
    const optIn = rules.filter((r) => r.meta.optIn);
    if (optIn.length > 0) {
        lines.push('# Opt-in rules run only when `rules:` has a block for them. Uncomment one and give its', '# options (`agentlint explain <rule>` shows them).', '# rules:');
        for (const r of optIn) {
            const options = Object.keys(r.meta.options?.properties ?? {});
            lines.push(`#   ${r.meta.id}: {}  # ${r.meta.description}${options.length ? ` Options: ${options.join(', ')}.` : ''}`);
        }
    }
    return lines.join('\n') + '\n';
}
/** `.github/workflows/agentlint.yml`: the Action pinned to its major tag, least permissions, SARIF to code scanning. */
function workflowText(branch) {
    return `# agentlint: lint the AI agent definitions on every pull request and on pushes to ${branch}.
# https://github.com/${version/* ACTION_REPOSITORY */.Yx}/blob/main/docs/action.md
name: agentlint

on:
  pull_request:
  push:
    branches: [${branch}]

permissions:
  contents: read          # actions/checkout
  checks: write           # the agentlint check run with its annotations
  pull-requests: write    # one review with one-click suggestions for certain fixes
  security-events: write  # the SARIF upload to code scanning

jobs:
  agentlint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      # ${version/* ACTION_MAJOR */.JY} follows the latest ${version/* ACTION_MAJOR */.JY}.x.y release; pin a full commit SHA instead if you prefer.
      - uses: ${version/* ACTION_REPOSITORY */.Yx}@${version/* ACTION_MAJOR */.JY}
      - uses: github/codeql-action/upload-sarif@v4
        # Also when agentlint fails the step; a fork's pull request cannot write security events.
        if: always() && (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)
        with:
          sarif_file: agentlint.sarif
          category: agentlint
`;
}
function configTextFor(root, rules) {
    const { harnesses, catalog, leftOut } = detectSetup(root);
    return configText(harnesses, rules, proposeMetadata(root, rules, catalog), leftOut);
}
/** The files `init` would write for the repository at `root`: the configuration and the CI job (GitHub's by default). */
function initFiles(root, rules, ci = 'github') {
    const config = { path: CONFIG_PATH, text: configTextFor(root, rules) };
    return ci === 'gitlab' ? [config, ...gitlabFiles()] : [config, { path: WORKFLOW_PATH, text: workflowText(defaultBranch(root)) }];
}
/** Write (or, dry, print) the files; never replaces an existing one unless `force`. Returns the exit code (0). */
function runInit(root, files, opts, io) {
    const existing = (f) => (f.path === CONFIG_PATH ? CONFIG_ALIASES : [f.path]).find((p) => io.existsSync((0,external_node_path_.join)(root, p)));
    if (opts.dryRun) {
        for (const f of files) {
            const there = existing(f);
            const note = there && (!opts.force || f.whenExisting) ? ` (not written: ${there} exists)` : there ? ` (would replace ${there})` : '';
            io.stdout(`--- ${f.path}${note}\n${f.text}`);
        }
        return 0;
    }
    const wrote = [];
    for (const f of files) {
        const there = existing(f);
        if (there && f.whenExisting) {
            io.stdout(f.whenExisting((0,gate/* readGated */.w)((0,gate/* workspaceRoot */.oS)(root), (0,external_node_path_.join)(root, there))));
            continue;
        }
        if (there && !opts.force) {
            io.stdout(`${there} exists: left alone (agentlint init --force replaces it)\n`);
            continue;
        }
        // Through the file gate: a committed link in place of `.github` or of the file is refused, not followed.
        (0,gate/* writeGated */.R6)((0,gate/* workspaceRoot */.oS)(root), (0,external_node_path_.join)(root, there ?? f.path), f.text, { createFolders: true });
        io.stdout(`wrote ${there ?? f.path}\n`);
        wrote.push(there ?? f.path);
    }
    const list = wrote.length > 1 ? `${wrote.slice(0, -1).join(', ')} and ${wrote[wrote.length - 1]}` : wrote[0];
    if (wrote.length > 0)
        io.stdout(`Next: run \`npx ${version/* PACKAGE_NAME */.rM}\` to see the findings, then commit ${list} and open a ${opts.ci === 'gitlab' ? 'merge' : 'pull'} request.\n`);
    return 0;
}

// EXTERNAL MODULE: ./build/src/report/rule-summary.js
var rule_summary = __webpack_require__(2569);
// EXTERNAL MODULE: ./build/src/engine/suppressions/apply.js
var apply = __webpack_require__(3861);
;// CONCATENATED MODULE: ./build/src/engine/suppressions/record.js



/** Every finding the run would report without the file: the reported ones and those the file took out. */
function currentFindings(result) {
    return [...result.diagnostics, ...result.suppressed.filter((d) => d.source === file/* SUPPRESSIONS_SOURCE */.JZ)];
}
function entryOf(group) {
    return { count: group.length, fingerprints: group.flatMap((d) => (d.fingerprint ? [d.fingerprint] : [])) };
}
/** A copy of `old` without the entries `drop` names (files left empty go too). */
function without(old, drop) {
    const out = new Map();
    for (const [path, rules] of old) {
        const kept = new Map([...rules].filter(([rule]) => !drop(path, rule)));
        if (kept.size > 0)
            out.set(path, kept);
    }
    return out;
}
/**
 * Entries for the findings, one per file and rule. A reason written by hand is kept; a security finding gets an
 * entry only where one has a reason (agentlint cannot give one).
 */
function add(s, findings, wanted, old) {
    for (const [path, rules] of (0,apply/* byFileAndRule */.vt)(findings)) {
        for (const [rule, group] of rules) {
            const reason = old.get(path)?.get(rule)?.reason;
            if (!wanted(rule) || ((0,levels/* needsReason */.iB)(group[0]) && !reason))
                continue;
            const entries = s.get(path) ?? new Map();
            entries.set(rule, reason ? { ...entryOf(group), reason } : entryOf(group));
            s.set(path, entries);
        }
    }
    return s;
}
/** The findings a write left out for want of a reason: security findings with no entry that gives one. */
function unsuppressedForReason(s, findings) {
    return findings.filter((d) => needsReason(d) && !s.get(d.span.path)?.get(d.kind)?.reason).length;
}
/** `--suppress-all`: the in-scope entries become the run's findings, one entry per file and rule. */
function suppressAll(old, result, inScope) {
    return add(without(old, (path) => inScope(path)), currentFindings(result), () => true, old);
}
/** `--suppress-rule`: the in-scope entries of these rules become the run's findings of them; other rules are kept. */
function suppressRules(old, result, rules, inScope) {
    return add(without(old, (path, rule) => inScope(path) && rules.has(rule)), currentFindings(result), (rule) => rules.has(rule), old);
}
/** `--prune-suppressions`: the in-scope entries shrink to the findings the file suppressed in this run; none is added. */
function pruneSuppressions(old, result, inScope) {
    const matched = result.suppressed.filter((d) => d.source === file/* SUPPRESSIONS_SOURCE */.JZ);
    return add(without(old, (path) => inScope(path)), matched, () => true, old);
}

;// CONCATENATED MODULE: ./build/src/cli/suppress.js
/**
 * The CLI's side of the suppressions file: `--suppress-all`, `--suppress-rule`,
 * `--prune-suppressions` write it from the run's findings (after `--fix`, so fixable findings are
 * fixed rather than suppressed), and a plain run says when some of it no longer matches anything.
 */









/** The suppressions file of a run: `--suppressions-location` (from the current directory), else in the scan root. */
function suppressionsPath(args, io, root) {
    return args.suppressionsLocation !== undefined ? io.fs.resolve(io.cwd, args.suppressionsLocation) : io.fs.resolve(root, file/* SUPPRESSIONS_FILE */.e4);
}
const writesSuppressions = (args) => args.suppressAll === true || args.pruneSuppressions === true || (args.suppressRules?.length ?? 0) > 0;
/** `--suppress-rule` ids must name rules whose findings can be suppressed. */
async function checkSuppressRules(ids) {
    const known = (await (0,families/* loadAllRules */.HE)()).map((r) => r.meta.id);
    for (const id of ids) {
        if (id.startsWith('config/'))
            throw new UsageError(`--suppress-rule ${id}: configuration findings cannot be suppressed (fix the configuration)`);
        if (!known.includes(id)) {
            const near = (0,suggest/* closest */.kp)(id, known);
            throw new UsageError(`--suppress-rule: no rule \`${id}\`${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`);
        }
    }
}
/** The result as the file `s` would leave it: the findings it suppresses move to `suppressed[]`. */
function reapply(result, s) {
    const byFile = result.suppressed.filter((d) => d.source === file/* SUPPRESSIONS_SOURCE */.JZ);
    const all = [...result.diagnostics, ...byFile.map(({ source: _source, ...d }) => d)];
    (0,pipeline/* sortDiagnostics */.Ds)(all);
    const applied = (0,apply/* applySuppressions */.px)(all, s);
    const suppressed = [...result.suppressed.filter((d) => d.source !== file/* SUPPRESSIONS_SOURCE */.JZ), ...applied.suppressed];
    (0,pipeline/* sortDiagnostics */.Ds)(suppressed);
    return { ...result, diagnostics: applied.diagnostics, suppressed };
}
const suppress_plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Write the file for `--suppress-all`, `--suppress-rule` or `--prune-suppressions`; the result as it now reads. */
function updateSuppressions(args, result, where, io) {
    const abs = suppressionsPath(args, io, where.root);
    const shown = io.fs.relative(io.cwd, abs).split('\\').join('/') || abs;
    const inScope = where.only ? (0,pipeline/* inPaths */.k6)(where.only) : () => true;
    const old = (0,file/* readSuppressions */.Hl)(abs, where.root) ?? new Map();
    const next = args.pruneSuppressions
        ? pruneSuppressions(old, result, inScope)
        : args.suppressAll
            ? suppressAll(old, result, inScope)
            : suppressRules(old, result, new Set(args.suppressRules), inScope);
    (0,gate/* writeGated */.R6)((0,gate/* workspaceRoot */.oS)(where.root), abs, (0,file/* formatSuppressions */.SR)(next), { explicit: (0,gate/* leaves */.FQ)(io.fs.relative(where.root, abs)) });
    const total = (0,file/* suppressionTotal */.mF)(next);
    if (args.pruneSuppressions) {
        io.stderr(`agentlint: pruned ${shown}: ${(0,file/* suppressionTotal */.mF)(old)} → ${suppress_plural(total, 'suppressed finding')}\n`);
    }
    else {
        const rules = new Set([...next.values()].flatMap((r) => [...r.keys()]));
        io.stderr(`agentlint: ${shown} suppresses ${suppress_plural(total, 'finding')} of ${suppress_plural(rules.size, 'rule')} in ${suppress_plural(next.size, 'file')}; later runs report only new ones (commit it)\n`);
    }
    const left = result.diagnostics.filter((d) => !(0,apply/* suppressible */.Sh)(d)).length;
    if (left > 0)
        io.stderr(`agentlint: ${suppress_plural(left, 'configuration finding')} cannot be suppressed (fix .agentlint.yml)\n`);
    const now = reapply(result, next);
    const unexplained = now.diagnostics.filter((d) => (0,apply/* suppressible */.Sh)(d) && (0,levels/* needsReason */.iB)(d)).length;
    if (unexplained > 0)
        io.stderr(`agentlint: ${suppress_plural(unexplained, 'security finding')} not suppressed: a security finding is suppressed only by an entry with a \`reason\` (write one by hand; review shows it)\n`);
    return now;
}
/** A plain run: say on stderr when entries of the file matched nothing (a fixed problem leaves room for a new one). */
function noteUnusedSuppressions(args, result, where, io) {
    const abs = suppressionsPath(args, io, where.root);
    const s = (0,file/* readSuppressions */.Hl)(abs, where.root);
    if (!s)
        return;
    const unused = (0,apply/* unusedSuppressions */.TQ)(s, result.suppressed, where.only ? (0,pipeline/* inPaths */.k6)(where.only) : () => true);
    const n = unused.reduce((sum, u) => sum + u.count, 0);
    if (n === 0)
        return;
    const shown = io.fs.relative(io.cwd, abs).split('\\').join('/') || abs;
    const location = args.suppressionsLocation !== undefined ? ` --suppressions-location ${args.suppressionsLocation}` : '';
    io.stderr(`agentlint: ${suppress_plural(n, 'suppressed finding')} in ${shown} no longer ${n === 1 ? 'occurs' : 'occur'} (fixed, or the file or rule is gone): \`agentlint --prune-suppressions${location}\` removes ${n === 1 ? 'it' : 'them'}\n`);
}

;// CONCATENATED MODULE: ./build/src/cli/run.js
/** The CLI's commands, written against an injected I/O so tests can run them in-process. */


























/** Maximum --fix passes: each pass re-lints, so fixes that unblock others land too. */
const MAX_FIX_PASSES = 10;
/** The command's exit code: 0 clean, 1 findings at the failing level, 2 usage or configuration errors. */
async function runCli(argv, io) {
    let args;
    try {
        args = parseArgs(argv);
    }
    catch (err) {
        if (err instanceof UsageError) {
            // One line: the help is one `agentlint --help` away.
            io.stderr(`agentlint: ${err.message} (see \`agentlint --help\`)\n`);
            return 2;
        }
        throw err;
    }
    try {
        switch (args.command) {
            case 'help':
                io.stdout(HELP);
                return 0;
            case 'version':
                io.stdout(`${version/* TOOL_VERSION */.wr}\n`);
                return 0;
            case 'rules':
                return await listRules(args, io);
            case 'explain':
                return await run_explain(args, io);
            case 'resolve':
                return await resolveCommand(args, io);
            case 'inventory':
                return await inventoryCommand(args, io);
            case 'init':
                return await initCommand(args, io);
            default:
                return await check(args, io);
        }
    }
    catch (err) {
        if (err instanceof UsageError || err instanceof pipeline/* ConfigError */.xL) {
            io.stderr(`agentlint: ${err.message}\n`);
            return 2;
        }
        io.stderr(`agentlint: ${err.message}\n`);
        return 2;
    }
}
/** Scan root and path filter from the PATH arguments. */
function scope(args, io) {
    const paths = args.paths.length ? args.paths : ['.'];
    for (const [i, p] of paths.entries()) {
        if (io.fs.existsSync(io.fs.resolve(io.cwd, p)))
            continue;
        if (i === 0 && !args.explicitCommand && /^[a-z][a-z-]*$/.test(p)) {
            const near = (0,suggest/* closest */.kp)(p, ALL_COMMANDS);
            throw new UsageError(`unknown command \`${p}\`${near.length ? `; did you mean \`${near[0].value}\`?` : ''} (commands: ${ALL_COMMANDS.join(', ')}; to lint a path, name one that exists)`);
        }
        throw new UsageError(`no such file or directory: ${p}`);
    }
    if (paths.length === 1 && io.fs.statSync(io.fs.resolve(io.cwd, paths[0])).isDirectory()) {
        return { root: io.fs.resolve(io.cwd, paths[0]) };
    }
    const only = paths.map((p) => io.fs.relative(io.cwd, io.fs.resolve(io.cwd, p)).split('\\').join('/') || '.');
    const outside = paths.filter((_, i) => only[i].startsWith('..') || io.fs.resolve(io.cwd, only[i]) !== io.fs.resolve(io.cwd, paths[i]));
    if (outside.length > 0) {
        throw new UsageError(paths.length === 1
            ? `${outside[0]} is outside the current directory: a file is linted within the current directory (its path decides its kind); run agentlint from a folder that contains it, or give that folder as the one PATH`
            : `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the current directory: several paths are linted within it`);
    }
    return { root: io.cwd, only };
}
async function check(args, io) {
    const where = scope(args, io);
    if (args.suppressRules)
        await checkSuppressRules(args.suppressRules);
    // A file named on the command line that is not there is a typo, not "no suppressions" (the writes create it).
    if (args.suppressionsLocation !== undefined && !writesSuppressions(args) && !io.fs.existsSync(suppressionsPath(args, io, where.root))) {
        throw new UsageError(`--suppressions-location: no such file: ${args.suppressionsLocation}`);
    }
    const opts = {
        ...where,
        configPath: args.config ? io.fs.resolve(io.cwd, args.config) : undefined,
        callSite: args.lints,
        repository: gitOriginRepository(where.root),
        harnesses: args.harnesses,
        fileBudgetMs: limits/* FILE_BUDGET_MS */.AK,
        suppressionsFile: suppressionsPath(args, io, where.root),
    };
    let result = await (0,lint_loading.lintLoadingRules)(opts);
    if (args.fix) {
        let fixed = 0;
        let lastRejected = 0;
        const files = new Set();
        // With PATH arguments, --fix edits only those files: a fix that would also edit another file is left out whole.
        const named = where.only && (0,pipeline/* inPaths */.k6)(where.only);
        const editsNamed = (ds) => (named ? ds.filter((d) => !d.suggestion || d.suggestion.edits.every((e) => named(e.path))) : ds);
        for (let pass = 0; pass < MAX_FIX_PASSES && (0,fix/* fixableEdits */.ZQ)(editsNamed(fixCandidates(result)), args.fixUnsafe).length > 0; pass++) {
            const outcome = (0,fix/* applyFixes */.yZ)(opts.root, editsNamed(fixCandidates(result)), args.fixUnsafe);
            lastRejected = outcome.rejected;
            if (outcome.applied === 0)
                break;
            fixed += outcome.applied;
            outcome.files.forEach((f) => files.add(f));
            result = await (0,lint_loading.lintLoadingRules)(opts);
        }
        if (fixed > 0)
            io.stderr(`agentlint: fixed ${fixed} problem${fixed === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}\n`);
        if (lastRejected > 0)
            io.stderr(`agentlint: ${lastRejected} fix${lastRejected === 1 ? '' : 'es'} not applied: ${lastRejected === 1 ? 'it' : 'they'} would leave a file that parses worse (or lies outside the scan root)\n`);
        const elsewhere = (0,fix/* fixableEdits */.ZQ)(fixCandidates(result), args.fixUnsafe).length - (0,fix/* fixableEdits */.ZQ)(editsNamed(fixCandidates(result)), args.fixUnsafe).length;
        if (elsewhere > 0)
            io.stderr(`agentlint: ${elsewhere} fix${elsewhere === 1 ? '' : 'es'} not applied: ${elsewhere === 1 ? 'it' : 'they'} would also edit files not named on the command line\n`);
    }
    if (writesSuppressions(args))
        result = updateSuppressions(args, result, where, io);
    else
        noteUnusedSuppressions(args, result, where, io);
    const report = await render(args, result, io, opts.root);
    if (args.output)
        writeOutput(io, opts.root, args.output, report);
    else
        io.stdout(report);
    const invalid = result.diagnostics.filter((d) => d.kind === 'config/invalid');
    if (invalid.length > 0) {
        // The report may have gone to a file or be JSON: say it on stderr too.
        const d = invalid[0];
        io.stderr(`agentlint: invalid configuration ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column}: ${d.message}${invalid.length > 1 ? ` (and ${invalid.length - 1} more)` : ''}\n`);
        return 2;
    }
    const c = (0,diagnostic/* countByLevel */.B)(result.diagnostics);
    if (c.error > 0)
        return 1;
    if (args.maxWarnings !== undefined && c.warn > args.maxWarnings) {
        io.stderr(`agentlint: ${c.warn} warnings, more than --max-warnings ${args.maxWarnings}\n`);
        return 1;
    }
    return 0;
}
async function render(args, result, io, root) {
    switch (args.format) {
        case 'json':
            return (0,report_escape/* jsonSafe */.yJ)(formatJson(result));
        case 'sarif':
            // URIs are relative to the scan root, which %SRCROOT% names.
            return (0,report_escape/* jsonSafe */.yJ)(JSON.stringify(toSarif(result, await (0,families/* loadAllRules */.HE)(), { srcRoot: root }), null, 2)) + '\n';
        case 'github':
            // Workflow commands want paths relative to the working directory (the repository on a runner).
            return toWorkflowCommands(result.diagnostics, { pathPrefix: cwdPrefix(io, root) }).lines.join('\n') + '\n';
        case 'gitlab':
            // GitLab reads paths relative to the repository, the job's working directory.
            return (0,report_escape/* jsonSafe */.yJ)(JSON.stringify(toGitlab(result.diagnostics, { pathPrefix: cwdPrefix(io, root) }), null, 2)) + '\n';
        case 'rdjson':
            // reviewdog matches paths against the diff from its working directory.
            return (0,report_escape/* jsonSafe */.yJ)(JSON.stringify(toRdjson(result.diagnostics, { pathPrefix: cwdPrefix(io, root), readText: (path) => (0,gate/* readGatedOrUndefined */.pS)(root, io.fs.resolve(root, path)) }), null, 2)) + '\n';
        default:
            return formatText(result, { color: io.color && !args.output, quiet: args.quiet });
    }
}
/** What `--fix` fixes: the reported findings and those the suppressions file hides (not those an `allow` turned off). */
function fixCandidates(result) {
    return [...result.diagnostics, ...result.suppressed.filter((d) => d.source === file/* SUPPRESSIONS_SOURCE */.JZ)];
}
/** The scan root relative to the current directory, when inside it (a prefix for report paths). */
function cwdPrefix(io, root) {
    const prefix = io.fs.relative(io.cwd, root).split('\\').join('/');
    return prefix && !prefix.startsWith('..') ? prefix : undefined;
}
/** `-o FILE`: the user's path, written through the file gate (no link in its place, no linked folder out of the workspace). */
function writeOutput(io, root, output, text) {
    (0,gate/* writeGated */.R6)((0,gate/* workspaceRoot */.oS)(root), io.fs.resolve(io.cwd, output), text, { explicit: true, shown: output });
}
/** `agentlint inventory [PATH] [--diff REV]`: what each harness loads (exit 0; 2 on a usage, configuration or git error). */
async function inventoryCommand(args, io) {
    const where = scope(args, io);
    if (where.only)
        throw new UsageError('inventory takes one folder (the scan root), not files');
    const opts = { root: where.root, configPath: args.config ? io.fs.resolve(io.cwd, args.config) : undefined, harnesses: args.harnesses, repository: gitOriginRepository(where.root), fileBudgetMs: limits/* FILE_BUDGET_MS */.AK };
    const [text, md, json] = await Promise.all([__webpack_require__.e(/* import() */ 198).then(__webpack_require__.bind(__webpack_require__, 6198)), __webpack_require__.e(/* import() */ 664).then(__webpack_require__.bind(__webpack_require__, 6664)), __webpack_require__.e(/* import() */ 439).then(__webpack_require__.bind(__webpack_require__, 2439))]);
    let out;
    if (args.diff === undefined) {
        const { inventoryOf } = await __webpack_require__.e(/* import() */ 178).then(__webpack_require__.bind(__webpack_require__, 9178));
        const inv = (await inventoryOf(opts)).inventory;
        out = args.format === 'json' ? (0,report_escape/* jsonSafe */.yJ)(json.formatInventoryJson(inv)) : args.format === 'markdown' ? md.formatInventoryMarkdown(inv) : (0,report_escape/* visibleLines */.gB)(text.formatInventoryText(inv));
    }
    else {
        const { compareWithRevision } = await __webpack_require__.e(/* import() */ 25).then(__webpack_require__.bind(__webpack_require__, 7025));
        const { RevisionError } = await __webpack_require__.e(/* import() */ 807).then(__webpack_require__.bind(__webpack_require__, 6807));
        let diff;
        try {
            diff = (await compareWithRevision(opts, args.diff)).diff;
        }
        catch (err) {
            if (err instanceof RevisionError)
                throw new UsageError(err.message);
            throw err;
        }
        out = args.format === 'json' ? (0,report_escape/* jsonSafe */.yJ)(json.formatDiffJson(diff)) : args.format === 'markdown' ? md.formatDiffMarkdown(diff) : (0,report_escape/* visibleLines */.gB)(text.formatDiffText(diff));
    }
    if (args.output)
        writeOutput(io, where.root, args.output, out);
    else
        io.stdout(out);
    return 0;
}
async function listRules(args, io) {
    const ALL_RULES = await (0,families/* loadAllRules */.HE)();
    const p = (0,pipeline/* plan */.et)(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined, ALL_RULES, args.harnesses);
    if (args.json) {
        io.stdout(JSON.stringify({ ruleset: { fingerprint: p.fingerprint }, rules: ALL_RULES.map(rule_summary/* ruleSummary */.D) }, null, 2) + '\n');
        return 0;
    }
    const active = new Set(p.active.map((a) => a.rule.meta.id));
    const w = Math.max(...ALL_RULES.map((r) => r.meta.id.length));
    const hw = Math.max(...ALL_RULES.map((r) => (0,harness/* ruleGroup */.yH)(r.meta).length));
    for (const r of ALL_RULES) {
        const flags = [r.meta.optIn ? 'opt-in' : '', r.meta.fixable === 'machine' ? 'fix' : r.meta.fixable === 'maybe' ? 'suggest' : '', active.has(r.meta.id) ? '' : 'off']
            .filter(Boolean)
            .join(',');
        io.stdout(`${r.meta.id.padEnd(w)}  ${(0,harness/* ruleGroup */.yH)(r.meta).padEnd(hw)}  ${r.meta.defaultLevel.padEnd(5)}  ${r.meta.category.padEnd(11)}  ${flags.padEnd(14)}  ${r.meta.description}\n`);
    }
    io.stdout(`\n${ALL_RULES.length} rules; ruleset ${p.fingerprint}\n`);
    return 0;
}
async function run_explain(args, io) {
    const id = args.paths[0];
    if (!id)
        throw new UsageError('explain needs a rule id (see `agentlint rules`)');
    const ALL_RULES = await (0,families/* loadAllRules */.HE)();
    const r = ALL_RULES.find((x) => x.meta.id === id);
    if (!r) {
        const near = (0,suggest/* closest */.kp)(id, ALL_RULES.map((x) => x.meta.id));
        throw new UsageError(`no rule \`${id}\`${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`);
    }
    io.stdout(args.json ? JSON.stringify({ ...(0,rule_summary/* ruleSummary */.D)(r), rationale: r.meta.rationale ?? null, examples: r.meta.examples ?? null }, null, 2) + '\n' : (0,explain/* explainText */.lP)(r));
    return 0;
}
/** `agentlint resolve [NAME]`: ai-rulez agents as the generator would emit them (scan root: the current directory). */
async function resolveCommand(args, io) {
    const name = args.paths[0];
    // The ai-rulez family is loaded with the command (it is not needed by most runs).
    const { resolveAgent, resolveProjects } = await __webpack_require__.e(/* import() */ 68).then(__webpack_require__.bind(__webpack_require__, 7068));
    const p = (0,pipeline/* plan */.et)(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined, await (0,families/* loadAllRules */.HE)());
    const { project } = (0,discover/* discover */.k4)(io.cwd, { ignore: p.config.ignore, catalog: p.config.catalog });
    const projects = resolveProjects(project);
    if (projects.length === 0) {
        io.stderr('agentlint: no ai-rulez project (.ai-rulez/config.toml) under this directory\n');
        return 2;
    }
    if (args.format === 'json') {
        const data = name ? resolveAgent(project, name) : projects;
        io.stdout((0,report_escape/* jsonSafe */.yJ)(JSON.stringify(data, null, 2)) + '\n');
        return name && data.length === 0 ? 2 : 0;
    }
    io.stdout((0,report_escape/* visibleLines */.gB)(renderResolveText(projects, name)));
    return name && resolveAgent(project, name).length === 0 ? 2 : 0;
}
/** `agentlint init [PATH] [--ci gitlab]`: write .agentlint.yml and the CI job (src/cli/init.ts). */
async function initCommand(args, io) {
    if (args.paths.length > 1)
        throw new UsageError('init takes one folder (default: the current directory)');
    const root = io.fs.resolve(io.cwd, args.paths[0] ?? '.');
    if (!io.fs.existsSync(root) || !io.fs.statSync(root).isDirectory())
        throw new UsageError(`no such directory: ${args.paths[0]}`);
    const files = initFiles(root, await (0,families/* loadAllRules */.HE)(), args.ci);
    return runInit(root, files, { force: args.force === true, dryRun: args.dryRun === true, ci: args.ci }, { stdout: io.stdout, existsSync: io.fs.existsSync });
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./build/src/young-generation.js
/**
 * A young generation that does not grow: V8 doubles its new space (up to 32 MB a semi-space on Node 20, more on
 * Node 24) while a program allocates fast, and a lint allocates fast: every file's text, tree and ranges, most of
 * which die young. Growth buys nothing measurable here (docs/benchmark.md: same wall time on the corpus, 10k and
 * 100k files) and costs memory: on Node 24 the new space alone reached 128 MB, and the peak RSS at 100k files fell
 * from 513 to about 390 MB without it. `--semi-space-growth-factor` is read each time the new space would grow, so
 * it takes effect when set at start-up (unlike `--max-semi-space-size`, fixed when the heap is made). Set only on
 * the V8 releases it was measured on: V8 prints an error for a flag it does not know.
 */

const MEASURED_V8 = { first: 11, last: 14 };
function keepYoungGenerationSmall(v8Version = process.versions.v8) {
    const major = Number.parseInt(v8Version, 10);
    if (!(major >= MEASURED_V8.first && major <= MEASURED_V8.last))
        return false;
    external_node_v8_.setFlagsFromString('--semi-space-growth-factor=1');
    return true;
}

;// CONCATENATED MODULE: ./build/src/cli/entry.js
/** The command line: `agentlint [check] [PATH...]`, `rules`, `explain`, `resolve`, `lsp`, `mcp`, `hook` (src/cli.ts loads it). */





// Every command here may lint a whole tree (`--version` and the hook, which lints one file, do not come here: loading
// `node:v8` alone costs them a few milliseconds).
keepYoungGenerationSmall();
const io = {
    cwd: process.cwd(),
    stdout: (s) => process.stdout.write(s),
    // Messages on stderr quote the repository (paths, configuration values): its control characters are escaped.
    stderr: (s) => process.stderr.write((0,report_escape/* visibleLines */.gB)(s)),
    color: process.stdout.isTTY === true && !process.env.NO_COLOR,
    fs: { existsSync: external_node_fs_.existsSync, statSync: external_node_fs_.statSync, relative: external_node_path_.relative, resolve: external_node_path_.resolve },
};
// `agentlint … | head`: the reader closed the pipe. Stop quietly with the lint's exit code, as
// grep and ESLint do, instead of crashing on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (err) => {
    if (err.code !== 'EPIPE')
        throw err;
    process.exit(process.exitCode ?? 0);
});
// `agentlint lsp`, `agentlint mcp`: servers over stdio, loaded only for their command (the MCP SDK is
// not read by a lint run, so `agentlint --version` and a lint start as fast as before).
const serverHelp = ['mcp', 'hook'].includes(process.argv[2] ?? '') && ['--help', '-h'].includes(process.argv[3] ?? '');
if (serverHelp)
    void runCli(['--help'], io);
else if (process.argv[2] === 'lsp')
    void Promise.all(/* import() */[__webpack_require__.e(20), __webpack_require__.e(68), __webpack_require__.e(968), __webpack_require__.e(149), __webpack_require__.e(73), __webpack_require__.e(226), __webpack_require__.e(34), __webpack_require__.e(102), __webpack_require__.e(284), __webpack_require__.e(666), __webpack_require__.e(514), __webpack_require__.e(410), __webpack_require__.e(298)]).then(__webpack_require__.bind(__webpack_require__, 5298)).then((m) => m.startServer());
else if (process.argv[2] === 'mcp')
    void Promise.all(/* import() */[__webpack_require__.e(870), __webpack_require__.e(711)]).then(__webpack_require__.bind(__webpack_require__, 4711))
        .then((m) => m.startMcpServer(process.argv.slice(3)))
        .catch((err) => {
        process.stderr.write(`agentlint mcp: ${err?.message ?? String(err)}\n`);
        process.exitCode = 2;
    });
else
    void runCli(process.argv.slice(2), io).then((code) => {
        process.exitCode = code;
    });


/***/ }),

/***/ 1140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ct: () => (/* binding */ applyEdits),
  yZ: () => (/* binding */ applyFixes),
  ZQ: () => (/* binding */ fixableEdits),
  _u: () => (/* binding */ selectFixes)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/artifacts/gate.js
var gate = __webpack_require__(9126);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./build/src/artifacts/frontmatter.js + 2 modules
var frontmatter = __webpack_require__(8594);
// EXTERNAL MODULE: ./build/src/artifacts/json.js
var json = __webpack_require__(3363);
// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/engine/fix-check.js
/**
 * `--fix` must never leave a file that parses worse than before: after the
 * edits, the file is parsed again the way discovery reads its format, and each
 * kind of parse problem (invalid YAML/JSON/TOML, duplicate keys, an unclosed
 * frontmatter) may only become fewer.
 */





/** Parse problems of `text` by code, read as its extension says. */
function parseHealth(path, text) {
    const file = (0,source/* sourceFile */.sm)(path, text);
    let problems = [];
    const lower = path.toLowerCase();
    if (lower.endsWith('.md'))
        problems = (0,frontmatter/* parseMarkdown */.Dd)(file).frontmatter.problems;
    else if (lower.endsWith('.json'))
        problems = (0,json/* parseJsonFile */.O)(file).problems;
    else if (lower.endsWith('.yml') || lower.endsWith('.yaml'))
        problems = (0,tree/* parseYamlTree */.NL)(file.text, 0, file.lines, '$').problems;
    else if (lower.endsWith('.toml')) {
        try {
            (0,dist/* parse */.qg)(file.text);
        }
        catch {
            problems = [{ code: 'yaml-invalid' }];
        }
    }
    const out = {};
    for (const p of problems)
        out[p.code] = (out[p.code] ?? 0) + 1;
    return out;
}
/** `after` has no more problems of any kind than `before`. */
function noWorse(before, after) {
    return Object.entries(after).every(([code, n]) => n <= (before[code] ?? 0));
}

;// CONCATENATED MODULE: ./build/src/engine/fix.js
/** Applying suggestion edits to files: non-overlapping edits per file, last first, BOM kept. */




function fixableEdits(diagnostics, unsafe) {
    const ok = unsafe ? ['MachineApplicable', 'MaybeIncorrect'] : ['MachineApplicable'];
    return diagnostics.filter((d) => d.suggestion && d.suggestion.edits.length > 0 && ok.includes(d.suggestion.applicability));
}
/** Apply edits to text (offsets in UTF-16 code units); edits that overlap an earlier one are skipped. */
function applyEdits(text, edits) {
    const sorted = [...edits].sort((a, b) => b.range.start.offset - a.range.start.offset || b.range.end.offset - a.range.end.offset);
    let out = text;
    let floor = Infinity;
    for (const e of sorted) {
        if (e.range.end.offset > floor)
            continue;
        out = out.slice(0, e.range.start.offset) + e.text + out.slice(e.range.end.offset);
        floor = e.range.start.offset;
    }
    return out;
}
/**
 * Apply the suggestions of `diagnostics` under `root`. A diagnostic's edits are
 * taken all or none; one that overlaps an edit already taken waits for the
 * next pass. Each file is written once, through its real identity (a file
 * reached by two paths gets its edits once), never through a link that leads
 * out of the root, and only when it parses no worse than before: otherwise the
 * diagnostics are tried one by one and those that would break it are left out.
 */
function applyFixes(root, diagnostics, unsafe) {
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch {
        realRoot = (0,external_node_path_.resolve)(root);
    }
    // Non-overlapping diagnostics, in order, and which of them touch each file.
    const chosen = [];
    const taken = new Map();
    const overlaps = (e) => (taken.get(e.path) ?? []).some(([s, t]) => (e.range.start.offset < t && s < e.range.end.offset) || e.range.start.offset === s);
    for (const d of fixableEdits(diagnostics, unsafe)) {
        const edits = d.suggestion.edits;
        if (edits.some(overlaps))
            continue;
        for (const e of edits)
            taken.set(e.path, [...(taken.get(e.path) ?? []), [e.range.start.offset, e.range.end.offset]]);
        chosen.push(edits);
    }
    const byFile = new Map();
    chosen.forEach((edits, i) => {
        for (const path of new Set(edits.map((e) => e.path)))
            byFile.set(path, [...(byFile.get(path) ?? []), i]);
    });
    const rejected = new Set();
    const writes = new Map();
    const identities = new Set();
    const editsIn = (path, ids) => ids.flatMap((i) => chosen[i].filter((e) => e.path === path));
    for (const [path, ids] of byFile) {
        const abs = writableTarget(realRoot, (0,external_node_path_.resolve)(root, path), identities);
        const raw = abs === undefined ? undefined : (0,gate/* readGatedOrUndefined */.pS)(realRoot, abs, { keepBom: true });
        if (abs === undefined || raw === undefined) {
            ids.forEach((i) => rejected.add(i));
            continue;
        }
        const bom = raw.charCodeAt(0) === 0xfeff;
        const text = bom ? raw.slice(1) : raw;
        const before = parseHealth(path, text);
        let wanted = ids;
        if (!noWorse(before, parseHealth(path, applyEdits(text, editsIn(path, ids))))) {
            // One by one (bounded), keeping those that leave the file no worse.
            wanted = [];
            for (const i of ids.slice(0, MAX_CHECKED_ONE_BY_ONE)) {
                if (noWorse(before, parseHealth(path, applyEdits(text, editsIn(path, [...wanted, i])))))
                    wanted.push(i);
            }
            ids.filter((i) => !wanted.includes(i)).forEach((i) => rejected.add(i));
        }
        writes.set(path, { abs, bom, text, wanted });
    }
    const files = [];
    for (const [path, w] of writes) {
        // A diagnostic refused in one of its files is left out of all of them.
        const edits = editsIn(path, w.wanted.filter((i) => !rejected.has(i)));
        if (edits.length === 0)
            continue;
        const after = applyEdits(w.text, edits);
        if (!noWorse(parseHealth(path, w.text), parseHealth(path, after)))
            continue;
        (0,gate/* writeGated */.R6)(realRoot, w.abs, (w.bom ? '\uFEFF' : '') + after);
        files.push(path);
    }
    const applied = chosen.filter((edits, i) => !rejected.has(i) && edits.every((e) => files.includes(e.path))).length;
    return { applied, rejected: rejected.size, files: files.sort() };
}
/** Diagnostics checked one at a time when a file's fixes together would break it. */
const MAX_CHECKED_ONE_BY_ONE = 50;
/**
 * Where to write `abs`: its real path when that is a regular file inside the
 * root not written yet this pass (by device and inode); undefined otherwise.
 */
function writableTarget(realRoot, abs, identities) {
    try {
        const real = (0,external_node_fs_.realpathSync)(abs);
        if ((0,gate/* confinement */.PE)(realRoot, real) !== undefined)
            return undefined;
        const st = (0,external_node_fs_.statSync)(real);
        if (!st.isFile())
            return undefined;
        const id = st.ino ? `${st.dev}:${st.ino}` : real;
        if (identities.has(id))
            return undefined;
        identities.add(id);
        return real;
    }
    catch {
        return undefined;
    }
}
/**
 * The edits one fix pass takes, by file (`applyFixes` writes them; the language
 * server applies them in memory for `source.fixAll`).
 */
function selectFixes(diagnostics, unsafe) {
    const byFile = new Map();
    const taken = new Map();
    let applied = 0;
    // Two edits clash when their ranges intersect or they start at the same place (order unknown).
    const overlaps = (path, e) => (taken.get(path) ?? []).some(([s, t]) => (e.range.start.offset < t && s < e.range.end.offset) || e.range.start.offset === s);
    for (const d of fixableEdits(diagnostics, unsafe)) {
        const edits = d.suggestion.edits;
        if (edits.some((e) => overlaps(e.path, e)))
            continue;
        for (const e of edits) {
            byFile.set(e.path, [...(byFile.get(e.path) ?? []), e]);
            taken.set(e.path, [...(taken.get(e.path) ?? []), [e.range.start.offset, e.range.end.offset]]);
        }
        applied++;
    }
    return { applied, byFile };
}


/***/ }),

/***/ 3699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ withoutCaseFiles),
/* harmony export */   iq: () => (/* binding */ recordedOn),
/* harmony export */   lP: () => (/* binding */ explainText)
/* harmony export */ });
/* harmony import */ var _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4773);
/* harmony import */ var _harnesses_pins_generated_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9279);
/* harmony import */ var _diagnostics_rule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3242);
/** `agentlint explain RULE`: the text both the CLI prints and the language server shows on hover. */



function explainText(r) {
    const m = r.meta;
    const lines = [
        `${m.id}  (${m.category}, default ${m.defaultLevel}${m.optIn ? ', opt-in' : ''})`,
        '',
        m.description,
        '',
        `Harness: ${_artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .GROUP_TITLES */ .Cx[(0,_artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleGroup */ .yH)(m)]}`,
        `Applies to: ${m.kinds.length ? m.kinds.join(', ') : 'the configuration'}`,
        `Fix: ${m.fixable === 'machine' ? 'a certain fix (applied by --fix)' : m.fixable === 'maybe' ? 'a suggestion to review (applied by --fix-unsafe)' : 'none'}`,
    ];
    if (m.rationale)
        lines.push('', 'Why:', `  ${withoutCaseFiles(m.rationale, recordedOn(m))}`);
    if (m.options) {
        lines.push('', 'Options:');
        for (const [k, v] of Object.entries(m.options.properties))
            lines.push(`  ${k} (${v.type}): ${v.description}`);
    }
    if (m.examples)
        lines.push('', `Wrong${m.examples.file ? ` (${m.examples.file})` : ''}:`, indent(m.examples.wrong), '', 'Right:', indent(m.examples.right));
    lines.push('', `Docs: ${(0,_diagnostics_rule_js__WEBPACK_IMPORTED_MODULE_2__/* .docsUrl */ .fs)(m.id)}`);
    return lines.join('\n') + '\n';
}
/** `Claude Code 2.1.332`: the harness and the release its recorded cases were made on. */
function recordedOn(m) {
    const group = (0,_artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleGroup */ .yH)(m);
    const pin = _harnesses_pins_generated_js__WEBPACK_IMPORTED_MODULE_1__/* .PINS */ .$[group];
    return pin ? `${_artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .GROUP_TITLES */ .Cx[group]} ${pin.version}` : _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .GROUP_TITLES */ .Cx[group];
}
/**
 * A rationale for people: the recorded-case files it cites (`(rules-runtime.json \`agent model: 7\` …)`, a path
 * under `oracle/`) become the harness and release they were recorded on. The rule pages keep the citations.
 */
function withoutCaseFiles(rationale, on) {
    return rationale.replace(CITED_PARENS, `(recorded on ${on})`).replace(CITED, `the recorded cases (${on})`);
}
/**
 * A recorded-case file of the oracle: any `oracle/<harness>/<name>.json`, or one of the case files' names alone
 * (not a harness's own file name such as `marketplace.json`), with the case ids quoted after it. The names' lengths are
 * bounded: findings' messages quote the repository's text, and an unbounded `[\w-]+` is quadratic on a long run of
 * `rules-rules-…`.
 */
const CASE_FILE = String.raw `(?:oracle\/[\w-]{1,40}\/[\w-]{1,60}|(?:oracle\/[\w-]{1,40}\/)?(?:cases|constructs|corpus|fixtures|harness-memory|harness-settings|hidden-content|hook-runs|in-agent|listing|mutations(?:-files)?|placements|plugin-parts|rules-[\w-]{1,60}|validator-inventory))\.json(?:,? ?(?:\x60[^\x60]*\x60|…))*`;
const CITED = new RegExp(CASE_FILE, 'g');
/** A parenthesis that starts with such a citation. */
const CITED_PARENS = new RegExp(String.raw `\((?:see |recorded in |cases? |oracle: )?${CASE_FILE}[^()]*(?:\([^()]*\)[^()]*)*\)`, 'g');
const indent = (s) => s.split('\n').map((l) => `    ${l}`).join('\n');


/***/ }),

/***/ 2569:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ruleSummary)
/* harmony export */ });
/* harmony import */ var _artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4773);
/* harmony import */ var _diagnostics_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3242);
/** A rule as `agentlint rules --json` and the MCP server's `explain` tool describe it. */


function ruleSummary(r) {
    return {
        id: r.meta.id,
        harness: r.meta.harness ?? null,
        group: (0,_artifacts_harness_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleGroup */ .yH)(r.meta),
        category: r.meta.category,
        defaultLevel: r.meta.defaultLevel,
        effect: r.meta.effect,
        kinds: [...r.meta.kinds],
        optIn: r.meta.optIn,
        fixable: r.meta.fixable,
        scope: r.scope,
        description: r.meta.description,
        docs: (0,_diagnostics_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .docsUrl */ .fs)(r.meta.id),
        options: r.meta.options ?? null,
    };
}


/***/ })

};
