export const id = 807;
export const ids = [807];
export const modules = {

/***/ 6807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RevisionError: () => (/* binding */ RevisionError),
/* harmony export */   x: () => (/* binding */ extractRevision)
/* harmony export */ });
/* unused harmony export hasCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/**
 * The tree of a git revision, written to a temporary folder with `git archive`
 * (the repository, its index and its worktrees are left alone), so that its
 * inventory is taken by the same discovery as the working tree's.
 */




class RevisionError extends Error {
}
const git = (cwd, args, input) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd, input, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
/** The first line git printed on stderr, for a message. */
function gitError(err) {
    const e = err;
    const text = e.stderr?.toString('utf8').trim() || e.message || String(err);
    return text.split('\n').find((l) => l.trim() !== '').replace(/^fatal: /, '');
}
/** Does the repository at `dir` have this commit? */
function hasCommit(dir, rev) {
    try {
        git(dir, ['cat-file', '-e', `${rev}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/** Write the tree of `rev` to a temporary folder; `root` is the working tree's scan root (inside the repository). */
function extractRevision(root, rev) {
    let top;
    try {
        top = git(root, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
    }
    catch (err) {
        throw new RevisionError(`${root} is not inside a git repository (${gitError(err)}): --diff needs one`);
    }
    let commit;
    try {
        commit = git(top, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).toString('utf8').trim();
    }
    catch {
        throw new RevisionError(`no commit \`${rev}\` in this repository (a shallow clone may not have it: fetch it, e.g. \`git fetch --depth=1 origin ${rev}\`, or check out with fetch-depth: 0)`);
    }
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'agentlint-base-'));
    const dispose = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    try {
        const tar = git(top, ['archive', '--format=tar', commit]);
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
    }
    catch (err) {
        dispose();
        throw new RevisionError(`cannot read the tree of ${rev}: ${gitError(err)}`);
    }
    // The real path of both (a temp folder behind a link, a root given through one).
    const real = (p) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(p);
        }
        catch {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p);
        }
    };
    const sub = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(real(top), real(root));
    return { root: sub ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, sub) : dir, commit, dispose };
}


/***/ })

};
