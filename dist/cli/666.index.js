export const id = 666;
export const ids = [666];
export const modules = {

/***/ 6666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AI_RULEZ_RULES: () => (/* binding */ AI_RULEZ_RULES),
  RULES: () => (/* binding */ AI_RULEZ_RULES)
});

// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/formats/ai-rulez/known-values.js
var known_values = __webpack_require__(2566);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/lib/config-edits.js
/** Edits to an ai-rulez config: the `builtins` line that loads a domain. */


/** The edit that makes the config load builtin `domain`; undefined when no config edit can (a shadowing domain). */
function builtinsFix(p, domain) {
    const file = p.config.file;
    const toml = p.data.format === 'toml';
    const list = (items) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`;
    const lineOf = (value) => (toml ? `builtins = ${value}` : `builtins: ${value}`);
    const b = p.builtins;
    if (b.shadowed.has(domain))
        return undefined;
    if (b.mode === 'absent') {
        const value = list([domain]);
        const line = lineOf(value);
        if (toml) {
            // Top-level keys must come before the first table header.
            const starts = Object.values(p.data.headers).map((r) => r.start.offset);
            const tables = p.config.root?.type === 'map'
                ? p.config.root.pairs.filter((x) => x.value?.type === 'map' && !x.value.flow).map((x) => x.keyRange.start.offset)
                : [];
            const first = Math.min(...starts, ...tables.map((o) => file.lines.lineStart(file.lines.position(o).line)));
            if (Number.isFinite(first) && first < file.text.length) {
                const at = file.lines.lineStart(file.lines.position(first).line);
                return { line, edits: [{ path: file.path, range: file.lines.range(at, at), text: `${line}\n` }] };
            }
        }
        const end = file.text.length;
        const sep = end === 0 || file.text.endsWith('\n') ? '' : '\n';
        return { line, edits: [{ path: file.path, range: file.lines.range(end, end), text: `${sep}${line}\n` }] };
    }
    const node = b.pair?.value;
    if (!node)
        return undefined;
    let items;
    if (b.mode === 'none' || node.type !== 'seq')
        items = [domain];
    else {
        items = node.items.map((i) => (0,tree/* scalarString */.Cg)(i)).filter((s) => s !== undefined && s !== `!${domain}`);
        if (!known_values/* AI_RULEZ_AUTO_BUILTIN_DOMAINS */._S.includes(domain) && !items.includes(domain))
            items.push(domain);
    }
    const value = list(items);
    return { line: lineOf(value), edits: [{ path: file.path, range: node.range, text: value }] };
}

// EXTERNAL MODULE: ./build/src/formats/ai-rulez/lib/resolve.js + 6 modules
var resolve = __webpack_require__(7068);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/builtin-not-loaded.js



const WHY = {
    'no-builtins': (_d, c) => `\`${c}\` has no \`builtins\` key, so no builtin is loaded`,
    'builtins-false': (_d, c) => `\`builtins = false\` in \`${c}\` turns every builtin off`,
    excluded: (d, c) => `\`${c}\` excludes the domain with \`"!${d}"\``,
    'not-listed': (d, c) => `\`${d}\` is an opt-in domain and \`builtins\` in \`${c}\` does not list it`,
    shadowed: (d) => `a project or include domain named \`${d}\` hides the builtin domain`,
};
/* harmony default export */ const builtin_not_loaded = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/builtin-not-loaded',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez agent extends a builtin agent whose domain the config does not load.',
        kinds: ['ai-rulez-agent', 'ai-rulez-config'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Builtin agents exist only when their domain is loaded: `code-reviewer` and `docs-writer` (ai-governance), `security-auditor` (security) and `test-writer` (testing) once the config has a `builtins` key, and `devops-engineer`, `release-engineer` (cicd) and `polyglot-architect` (polyglot-bindings) only when listed. Otherwise ai-rulez drops `extends` with a warning and the generated agent carries only the appended text, without the builtin instructions it was meant to extend.',
        examples: {
            context: { '.ai-rulez/agents/security-auditor.md': '---\nname: security-auditor\nextends: security-auditor\n---\nAlso audit the FFI layer.' },
            wrong: 'version = "5.0"\nbuiltins = ["!security"]',
            right: 'version = "5.0"\nbuiltins = []',
            file: '.ai-rulez/config.toml',
        },
    },
    reads: resolve/* AI_RULEZ_AGENT_READS */.W0,
    check(project, ctx) {
        const once = (0,resolve/* dedupe */.Qq)();
        for (const { p, e, b } of (0,resolve/* extendsBoundAs */.E0)(project, 'builtin-not-loaded')) {
            const fix = builtinsFix(p, b.domain);
            const message = `\`extends: ${e.extends.target}\` names a builtin whose domain is not loaded: it is a builtin of the \`${b.domain}\` domain, and ${WHY[b.reason](b.domain, p.config.path)}; ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only`;
            if (!once(e.artifact.path, e.extends.value.range, message))
                continue;
            const related = p.builtins.excluded.get(b.domain);
            ctx.report({
                message,
                range: e.extends.value.range,
                path: e.artifact.path,
                jsonPath: e.extends.pair.path,
                element: e.artifact.element,
                help: fix ? `load the domain in \`${p.config.path}\`: \`${fix.line}\`` : `rename the project domain \`${b.domain}\`, or copy the base into it`,
                notes: ['loading a builtin domain also loads its rules, context and skills'],
                related: b.reason === 'excluded' && related
                    ? [{ message: `\`${b.domain}\` is excluded here`, span: { path: p.config.path, range: related.range, jsonPath: related.path } }]
                    : b.reason !== 'no-builtins' && p.builtins.pair
                        ? [{ message: '`builtins` is set here', span: { path: p.config.path, range: p.builtins.pair.keyRange, jsonPath: p.builtins.pair.path } }]
                        : [],
                suggestion: fix ? { msg: `set \`${fix.line}\` in \`${p.config.path}\``, applicability: 'MaybeIncorrect', edits: fix.edits } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/config-invalid.js

/* harmony default export */ const config_invalid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'ai-rulez/config-invalid',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez `config.toml` that is not valid TOML.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: false,
        rationale: 'ai-rulez cannot load a config it cannot parse: `generate` fails and none of the agents, rules or includes it declares reach any tool. agentlint reports the parser\'s error at its position and skips the ai-rulez checks that need the config.',
        examples: {
            wrong: 'version = "5.0"\n[[includes]]\nname = "shared\nsource = "./shared"',
            right: 'version = "5.0"\n[[includes]]\nname = "shared"\nsource = "./shared"',
            file: '.ai-rulez/config.toml',
        },
    },
    check(artifact, ctx) {
        const data = artifact.data;
        if (!data.tomlError)
            return;
        ctx.report({
            message: `invalid TOML: ${data.tomlError.message}; ai-rulez cannot load this config`,
            range: data.tomlError.range,
            path: artifact.path,
        });
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/extends-cycle.js


/* harmony default export */ const extends_cycle = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/extends-cycle',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'ai-rulez agents whose `extends` links form a cycle.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: false,
        rationale: 'ai-rulez cannot merge agents that extend each other in a loop: it drops `extends` from every agent of the cycle, logs a warning and generates each with its own body only, so none of them gets the instructions it meant to inherit.',
        examples: {
            context: {
                '.ai-rulez/config.toml': 'version = "5.0"\n',
                '.ai-rulez/agents/b.md': '---\nname: b\nextends: a\n---\nB\'s additions.',
            },
            wrong: '---\nname: a\nextends: b\n---\nA\'s additions.',
            right: '---\nname: a\n---\nA\'s instructions.',
            file: '.ai-rulez/agents/a.md',
        },
    },
    reads: resolve/* AI_RULEZ_AGENT_READS */.W0,
    check(project, ctx) {
        const once = (0,resolve/* dedupe */.Qq)();
        for (const p of (0,resolve/* aiRulezProjects */.X)(project)) {
            const done = new Set();
            for (const e of p.agents) {
                const b = p.bindings.get(e);
                if (b?.kind !== 'cycle' || done.has(b.cycle))
                    continue;
                done.add(b.cycle);
                // Start the loop at the member that comes first by path, so the report is stable.
                const members = b.cycle.filter((m) => m.artifact && m.extends);
                if (members.length === 0)
                    continue;
                const first = [...members].sort((x, y) => (x.artifact.path < y.artifact.path ? -1 : x.artifact.path > y.artifact.path ? 1 : 0))[0];
                const at = b.cycle.indexOf(first);
                const ordered = [...b.cycle.slice(at), ...b.cycle.slice(0, at)];
                const loop = [...ordered, ordered[0]].map((m) => `\`${m.name}\``).join(' → ');
                const message = `\`extends\` cycle: ${loop}; ai-rulez drops \`extends\` from ${ordered.length === 1 ? 'this agent' : `all ${ordered.length} agents`} and generates each with its own body only`;
                if (!once(first.artifact.path, first.extends.value.range, message))
                    continue;
                ctx.report({
                    message,
                    range: first.extends.value.range,
                    path: first.artifact.path,
                    jsonPath: first.extends.pair.path,
                    element: first.artifact.element,
                    help: 'remove `extends` from one agent of the cycle, or point it at an agent that extends nothing',
                    related: ordered.slice(1).map((m) => ({
                        message: `\`${m.name}\` extends \`${m.extends.target}\``,
                        span: { path: m.artifact.path, range: m.extends.value.range, jsonPath: m.extends.pair.path },
                    })),
                });
            }
        }
    },
}));

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
// EXTERNAL MODULE: ./build/src/diagnostics/edits.js
var diagnostics_edits = __webpack_require__(7543);
;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/extends-unresolved.js




/* harmony default export */ const extends_unresolved = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/extends-unresolved',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez agent `extends` a name that no lower layer defines.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'When no agent of the `extends` name exists below the extending agent (builtins, includes, then the project), ai-rulez drops `extends`, logs a warning and generates the agent with its own body only: the base instructions the author meant to keep are silently missing from `.claude/agents/` and every other output.',
        examples: {
            context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
            wrong: '---\nname: code-reviewer\nextends: code-reveiwer\n---\nAlso check FFI safety comments.',
            right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
            file: '.ai-rulez/agents/code-reviewer.md',
        },
    },
    reads: resolve/* AI_RULEZ_AGENT_READS */.W0,
    check(project, ctx) {
        const once = (0,resolve/* dedupe */.Qq)();
        for (const { p, e, b } of (0,resolve/* extendsBoundAs */.E0)(project, 'missing')) {
            const target = e.extends.target;
            const near = (0,suggest/* closest */.kp)(target, b.lowerNames);
            const fix = (0,suggest/* certainCorrection */.Zg)(target, b.lowerNames);
            const where = e.layer.kind === 'include' ? ` (as included by \`${p.config.path}\`)` : '';
            const message = `\`extends: ${target}\` names no agent in a lower layer${where}: ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`;
            if (!once(e.artifact.path, e.extends.value.range, message))
                continue;
            ctx.report({
                message,
                range: e.extends.value.range,
                path: e.artifact.path,
                jsonPath: e.extends.pair.path,
                element: e.artifact.element,
                help: b.lowerNames.length
                    ? `agents below this one: ${b.lowerNames.map((n) => `\`${n}\``).join(', ')}`
                    : 'no agent exists below this one; remove `extends` or add the base agent',
                notes: ['`extends: <own name>` binds to the agent of that name in the layers below this one (project, includes, builtins, highest first); another name may also bind to an agent of the same layer'],
                suggestion: fix
                    ? { msg: `extend \`${fix}\``, applicability: 'MaybeIncorrect', edits: [(0,diagnostics_edits/* replaceScalar */.BB)(e.artifact.file, e.extends.value, fix)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/full-redefinition.js





const norm = (l) => l.trim().replace(/\s+/g, ' ');
/** Lines of `own` that the base does not have, when most of `own` repeats the base; undefined otherwise. */
function addedText(own, base) {
    const baseLines = new Set(base.split(/\r?\n/).map(norm).filter((l) => l !== ''));
    const ownLines = own.split(/\r?\n/);
    const content = ownLines.filter((l) => norm(l) !== '');
    if (baseLines.size === 0 || content.length === 0)
        return undefined;
    const repeated = content.filter((l) => baseLines.has(norm(l))).length;
    if (repeated * 2 <= content.length)
        return undefined;
    const kept = ownLines.filter((l) => norm(l) === '' || !baseLines.has(norm(l)));
    return kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
function extendsEdits(a, target, added) {
    const { file } = a;
    const fm = a.markdown?.frontmatter;
    const value = (0,diagnostics_edits/* yamlPlainSafe */.d7)(target) ? target : JSON.stringify(target);
    const edits = [];
    if (fm?.present && fm.root) {
        const name = (0,tree/* getPair */.xf)(fm.root, 'name');
        const at = name ? file.lines.lineStart(name.range.end.line + 1) : fm.yamlOffset;
        edits.push({ path: a.path, range: file.lines.range(at, at), text: `extends: ${value}\n` });
    }
    else if (!fm?.present) {
        edits.push({ path: a.path, range: file.lines.range(0, 0), text: `---\nextends: ${value}\n---\n` });
    }
    const bodyStart = a.markdown?.bodyOffset ?? 0;
    edits.push({ path: a.path, range: file.lines.range(bodyStart, file.text.length), text: added === '' ? '' : `${added}\n` });
    return edits;
}
function bodyOf(e) {
    return e.artifact?.markdown?.body;
}
/* harmony default export */ const full_redefinition = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/full-redefinition',
        effect: 'style',
        category: 'suspicious',
        defaultLevel: 'info',
        description: 'An ai-rulez agent without `extends` fully replaces a same-named agent of a lower layer.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Without `extends`, a same-named agent in a higher layer replaces the base entirely, whatever its frontmatter: none of the base\'s instructions or fields survive. A copy of the base with a few additions drifts as the base changes upstream; `extends: <name>` with only the added text keeps the base and appends to it.',
        examples: {
            context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
            wrong: '---\nname: code-reviewer\ndescription: Reviews diffs\n---\n<the whole builtin code-reviewer text, copied>\n\nAlso check FFI safety comments.',
            right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
            file: '.ai-rulez/agents/code-reviewer.md',
        },
    },
    // The body too: a full redefinition is told by its text.
    reads: { 'ai-rulez-agent': '*' },
    check(project, ctx) {
        const once = (0,resolve/* dedupe */.Qq)();
        for (const p of (0,resolve/* aiRulezProjects */.X)(project)) {
            for (const e of p.agents) {
                if (!e.artifact || e.extends)
                    continue;
                const base = (0,resolve/* lowerNamesake */.d2)(p, e);
                if (!base)
                    continue;
                const a = e.artifact;
                const range = (0,resolve/* agentAnchor */.v)(a);
                const baseDesc = base.artifact ? `\`${base.artifact.path}\` (${base.layer.id})` : `the builtin \`${base.name}\` (${base.builtinDomain})`;
                const ownBody = bodyOf(e) ?? '';
                const baseBody = bodyOf(base);
                const added = baseBody !== undefined ? addedText(ownBody, baseBody) : undefined;
                const message = added !== undefined
                    ? `\`${(0,suggest/* clipped */.cz)(e.name)}\` repeats most of its base without \`extends\`: the base is ${baseDesc}; it replaces the base entirely, and the copy drifts when the base changes`
                    : `\`${(0,suggest/* clipped */.cz)(e.name)}\` replaces its base entirely (no \`extends\`): the base is ${baseDesc}; none of the base's instructions or fields are kept`;
                if (!once(a.path, range, message))
                    continue;
                ctx.report({
                    message,
                    range,
                    path: a.path,
                    jsonPath: (0,tree/* getPair */.xf)(a.root, 'name')?.value?.path,
                    element: a.element,
                    help: `to append to the base instead, add \`extends: ${e.name}\` and keep only the added text`,
                    notes: ['without `extends`, the highest same-named agent wins whatever its frontmatter (a `tools:` block makes no difference)'],
                    related: base.artifact ? [{ message: 'the replaced base', span: { path: base.artifact.path, range: (0,resolve/* agentAnchor */.v)(base.artifact), element: base.artifact.element } }] : [],
                    suggestion: added !== undefined
                        ? { msg: `extend \`${e.name}\` and keep only the added text (the base's frontmatter fields are then inherited)`, applicability: 'MaybeIncorrect', edits: extendsEdits(a, e.name, added) }
                        : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/include.js






const labelOf = (inc) => (inc.name ? `include \`${inc.name}\`` : `include #${inc.index + 1}`);
function missingRequired({ ctx, path }, inc, node) {
    for (const req of known_values/* AI_RULEZ_INCLUDE_REQUIRED */.pW) {
        if ((0,tree/* getPair */.xf)(node, req))
            continue;
        ctx.report({ message: `${labelOf(inc)} has no \`${req}\`: ai-rulez rejects the config`, range: inc.anchor, path, jsonPath: node.path });
    }
}
function unknownFields({ ctx, path }, node) {
    for (const pair of node.pairs) {
        if (known_values/* AI_RULEZ_INCLUDE_FIELDS */.R.includes(pair.key))
            continue;
        const near = (0,suggest/* closest */.kp)(pair.key, known_values/* AI_RULEZ_INCLUDE_FIELDS */.R)[0]?.value;
        const fix = (0,suggest/* certainCorrection */.Zg)(pair.key, known_values/* AI_RULEZ_INCLUDE_FIELDS */.R);
        ctx.report({
            message: `unknown include field \`${pair.key}\`: ai-rulez ignores it${near ? ` (did you mean \`${near}\`?)` : ''}`,
            range: pair.keyRange,
            path,
            jsonPath: pair.path,
            level: 'warn',
            help: near ? undefined : `include fields: ${(0,suggest/* listOf */.c3)(known_values/* AI_RULEZ_INCLUDE_FIELDS */.R, 'and', 20)}`,
            suggestion: fix && !(0,tree/* getPair */.xf)(node, fix) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: pair.keyRange, text: fix }] } : undefined,
        });
    }
}
function duplicateName({ ctx, path }, inc, names) {
    if (inc.name === undefined || !inc.namePair?.value)
        return;
    const prev = names.get(inc.name);
    if (prev) {
        ctx.report({
            message: `duplicate include name \`${inc.name}\`: include names must be unique (lock entries, caches and overlays are keyed by name)`,
            range: inc.namePair.value.range,
            path,
            jsonPath: inc.namePair.path,
            related: [{ message: 'first declared here', span: { path, range: prev.range, jsonPath: prev.path } }],
        });
    }
    else
        names.set(inc.name, { range: inc.namePair.value.range, path: inc.namePair.path });
}
function refAndVersion({ ctx, path }, inc, node) {
    const ref = (0,tree/* getPair */.xf)(node, 'ref');
    const version = (0,tree/* getPair */.xf)(node, 'version');
    if (!ref || !version)
        return;
    const [first, second] = ref.keyRange.start.offset < version.keyRange.start.offset ? [ref, version] : [version, ref];
    ctx.report({
        message: `${labelOf(inc)} sets both \`ref\` and \`version\`: use one (\`version\` is a semver range over tags, \`ref\` a branch, tag or commit)`,
        range: second.keyRange,
        path,
        jsonPath: second.path,
        related: [{ message: `\`${first.key}\` is set here`, span: { path, range: first.keyRange, jsonPath: first.path } }],
    });
}
function unknownMergeStrategy({ ctx, path, file }, node) {
    const ms = (0,tree/* getPair */.xf)(node, 'merge_strategy');
    const msValue = (0,tree/* scalarString */.Cg)(ms?.value);
    if (!ms?.value || msValue === undefined || known_values/* AI_RULEZ_MERGE_STRATEGIES */.BU.includes(msValue))
        return;
    const fix = (0,suggest/* certainCorrection */.Zg)(msValue, known_values/* AI_RULEZ_MERGE_STRATEGIES */.BU);
    const near = (0,suggest/* closest */.kp)(msValue, known_values/* AI_RULEZ_MERGE_STRATEGIES */.BU)[0]?.value;
    ctx.report({
        message: `unknown \`merge_strategy\` \`${msValue}\`${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range: ms.value.range,
        path,
        jsonPath: ms.path,
        help: `one of ${(0,suggest/* listOf */.c3)(known_values/* AI_RULEZ_MERGE_STRATEGIES */.BU)} (default \`local-override\`)`,
        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [(0,diagnostics_edits/* replaceScalar */.BB)(file, ms.value, fix)] } : undefined,
    });
}
function unknownIncludeKinds({ ctx, path, file }, node) {
    const kinds = (0,tree/* getNode */.Zl)(node, 'include');
    if (kinds?.type !== 'seq')
        return;
    for (const item of kinds.items) {
        const k = (0,tree/* scalarString */.Cg)(item);
        if (k === undefined || known_values/* AI_RULEZ_INCLUDE_KINDS */.dR.includes(k))
            continue;
        const fix = (0,suggest/* certainCorrection */.Zg)(k, known_values/* AI_RULEZ_INCLUDE_KINDS */.dR);
        const near = (0,suggest/* closest */.kp)(k, known_values/* AI_RULEZ_INCLUDE_KINDS */.dR)[0]?.value;
        ctx.report({
            message: `unknown include kind \`${k}\`${near ? ` (did you mean \`${near}\`?)` : ''}: nothing of it is imported`,
            range: item.range,
            path,
            jsonPath: item.path,
            help: `one of ${(0,suggest/* listOf */.c3)(known_values/* AI_RULEZ_INCLUDE_KINDS */.dR)}`,
            suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [(0,diagnostics_edits/* replaceScalar */.BB)(file, item, fix)] } : undefined,
        });
    }
}
/** A local source that is missing, a file, or outside the project. */
function unreadableSource({ ctx, path }, inc) {
    if (!inc.problem || !inc.sourcePair?.value)
        return;
    const src = inc.source ?? '';
    const message = inc.problem === 'outside'
        ? `local include source \`${src}\` points outside the project: ai-rulez refuses it and stops loading`
        : inc.problem === 'not-dir'
            ? `local include source \`${src}\` is a file, not a folder: ai-rulez cannot read it and stops loading`
            : `local include source \`${src}\` does not exist (\`${inc.dir}\`): ai-rulez stops loading`;
    ctx.report({
        message,
        range: inc.sourcePair.value.range,
        path,
        jsonPath: inc.sourcePair.path,
        help: inc.problem === 'outside'
            ? 'use a git source, or declare the include in the machine-local `config.local.toml`'
            : 'local paths are resolved from the folder that holds `.ai-rulez/`; the folder needs a `.ai-rulez/` or bare `agents/`, `rules/`… layout',
    });
}
/* harmony default export */ const include = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/include',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez `[[includes]]` entry that ai-rulez rejects or misreads.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: 'machine',
        rationale: 'ai-rulez stops loading on a local include whose folder is missing or lies outside the project, and on an include with both `ref` and `version`; an unknown `merge_strategy` or `include` kind, a misspelt field or a duplicate include name makes the include behave differently from what the config says. Nothing from the config is generated until it is fixed.',
        examples: {
            context: { 'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview.' },
            wrong: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shraed"\nmerge_strategy = "include-overide"',
            right: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\nmerge_strategy = "include-override"',
            file: '.ai-rulez/config.toml',
        },
    },
    reads: resolve/* AI_RULEZ_AGENT_READS */.W0,
    check(project, ctx) {
        for (const p of (0,resolve/* aiRulezProjects */.X)(project)) {
            const config = { ctx, path: p.config.path, file: p.config.file };
            const names = new Map();
            for (const inc of p.includes) {
                const node = inc.node;
                if (node.type !== 'map')
                    continue;
                missingRequired(config, inc, node);
                unknownFields(config, node);
                duplicateName(config, inc, names);
                refAndVersion(config, inc, node);
                unknownMergeStrategy(config, node);
                unknownIncludeKinds(config, node);
                unreadableSource(config, inc);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/remote-include.js


/* harmony default export */ const remote_include = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'ai-rulez/remote-include',
        effect: 'style',
        category: 'contract',
        defaultLevel: 'info',
        description: 'A remote ai-rulez include: agentlint does not fetch it, so its agents are unknown.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: false,
        rationale: 'agentlint never fetches git includes. Their agents may be the base an `extends` binds to, or may replace a lower agent, so agentlint does not report a missing base that such an include could provide; this note says once which checks it could not make.',
        examples: {
            wrong: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"',
            right: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"\ninclude = ["rules", "context"]',
            file: '.ai-rulez/config.toml',
        },
    },
    check(project, ctx) {
        for (const p of (0,resolve/* aiRulezProjects */.X)(project)) {
            for (const layer of p.layers) {
                const inc = layer.include;
                if (!inc || !layer.unknown || !inc.remote || !inc.sourcePair?.value)
                    continue;
                const dependents = p.agents.filter((e) => {
                    const b = p.bindings.get(e);
                    return e.artifact && e.extends && b?.kind === 'unknown' && b.layers.includes(layer);
                });
                const label = inc.name ? `\`${inc.name}\`` : `#${inc.index + 1}`;
                ctx.report({
                    message: `remote include ${label} is not fetched: its agents are unknown to agentlint${dependents.length ? `, so ${dependents.length === 1 ? 'one `extends`' : `${dependents.length} \`extends\``} could not be checked` : ''}`,
                    range: inc.sourcePair.value.range,
                    path: p.config.path,
                    jsonPath: inc.sourcePair.path,
                    notes: ['agentlint reports no missing `extends` base that this include could provide'],
                    related: dependents.map((e) => ({
                        message: `\`extends: ${e.extends.target}\` may bind to an agent of this include`,
                        span: { path: e.artifact.path, range: e.extends.value.range, jsonPath: e.extends.pair.path },
                    })),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/formats/ai-rulez/rules/index.js







const AI_RULEZ_RULES = [
    config_invalid,
    include,
    remote_include,
    extends_unresolved,
    extends_cycle,
    builtin_not_loaded,
    full_redefinition,
];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
