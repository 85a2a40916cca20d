/**
 * The playground page: a virtual repository (paths and texts) in a CodeMirror 6 editor, linted by the
 * engine bundled from src/ (./engine.ts) on every change, with the findings underlined and listed, a
 * certain fix applied with one click (or all of them with Fix all), examples to start from, and the
 * inventory of what each harness would load. The whole state is in the URL's fragment, so a link
 * reproduces it; nothing leaves the browser.
 */
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, lineNumbers, drawSelection, highlightActiveLine, type Tooltip } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, LanguageSupport, syntaxHighlighting, syntaxTree } from '@codemirror/language';
import { linter, lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
// The Markdown language alone: `markdown()` would also bring the HTML, CSS and JavaScript parsers.
import { markdownLanguage } from '@codemirror/lang-markdown';
import { json } from '@codemirror/lang-json';
import { yaml, yamlFrontmatter } from '@codemirror/lang-yaml';
import { applyFix, check, fixAll, offsetBase, type Check } from './engine.js';
import { decodeState, DEFAULT_STATE, encodeState, type PlaygroundState } from './url-state.mjs';
import { EXAMPLES } from './examples.mjs';
import { certain, count, levelNode, messageNode, suggestionNode, summaryText, tooltipNode } from './finding-view.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { DOCS_BASE } from '../../src/diagnostics/rule.js';

/** A configuration to start from: one level changed, so its effect shows at once. */
const CONFIG_TEMPLATE = '# agentlint configuration: levels (allow, warn, deny), rule options, ignores\nlints:\n  agents/model-valid: warn\n';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let state: PlaygroundState = structuredClone(decodeState(location.hash) ?? DEFAULT_STATE);
let last: Check | undefined;
let view: EditorView;
/** The open file's findings at their editor offsets (for the hover). */
let marked: Array<{ from: number; to: number; d: Diagnostic }> = [];

/**
 * What the page exposes to the browser test and to whoever measures it: how many checks ran, the last
 * check's time in the engine, and the time from the last keydown to its findings rendered.
 */
const probe = {
  checks: 0,
  lastMs: 0,
  keystrokeMs: 0,
  keyAt: 0,
  /** The syntax tree's node names at an offset of the open file, innermost first (mixed languages included). */
  nodesAt(pos: number): string[] {
    const names: string[] = [];
    for (let n: ReturnType<ReturnType<typeof syntaxTree>['resolveInner']> | null = syntaxTree(view.state).resolveInner(pos, 1); n; n = n.parent) names.push(n.name);
    return names;
  },
};
(window as unknown as { playground: typeof probe }).playground = probe;
document.addEventListener('keydown', (e) => (probe.keyAt = e.timeStamp), true);

function languageOf(path: string): Extension {
  // The `---` frontmatter as YAML and the body as Markdown (else the closing `---` reads as a setext heading).
  if (/\.(md|mdc|markdown)$/i.test(path)) return yamlFrontmatter({ content: new LanguageSupport(markdownLanguage) });
  if (/\.jsonc?$/i.test(path)) return json();
  if (/\.ya?ml$/i.test(path)) return yaml();
  return [];
}

function openText(): string {
  return state.files.find((f) => f[0] === state.open)?.[1] ?? '';
}

function editorState(path: string, text: string): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      syntaxHighlighting(defaultHighlightStyle),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      lintGutter(),
      // The findings under the text they are about, not over it: the lint package's own hover sits above
      // the line (and covers the lines before it), so it is left empty (site.css hides it) and this one shows.
      linter(null, { tooltipFilter: () => [] }),
      // First in precedence: the hover host takes its side (below) from the first hover tooltip.
      Prec.highest(hoverTooltip(findingsAt, { hideOnChange: true })),
      languageOf(path),
      EditorView.lineWrapping,
      EditorView.updateListener.of((u) => {
        if (u.docChanged) edited(u.state.doc.toString());
      }),
    ],
  });
}

/** A keystroke: the text is stored, the URL rewritten, and the tree linted before the next frame (synchronously). */
function edited(text: string): void {
  const f = state.files.find((x) => x[0] === state.open);
  if (f) f[1] = text;
  relint();
  probe.keystrokeMs = performance.now() - probe.keyAt;
}

function relint(): void {
  last = check(Object.fromEntries(state.files));
  probe.checks++;
  probe.lastMs = last.ms;
  window.history.replaceState(null, '', `#${encodeState(state)}`);
  showFindings();
  $('inventory').textContent = last.inventory || 'No harness reads any file of this tree.';
}

function levelOf(d: Diagnostic): CmDiagnostic['severity'] {
  return d.level === 'error' ? 'error' : d.level === 'warn' ? 'warning' : 'info';
}

/** The hover over underlined text: its findings, below the line. */
function findingsAt(_view: EditorView, pos: number, side: -1 | 1): Tooltip | null {
  const here = marked.filter((m) => (m.from < pos || (m.from === pos && side > 0)) && (pos < m.to || (pos === m.to && side < 0)));
  if (here.length === 0) return null;
  const from = Math.min(...here.map((m) => m.from));
  const to = Math.max(...here.map((m) => m.to));
  return { pos: from, end: to, above: false, create: () => ({ dom: tooltipNode(here.map((m) => m.d), fix), offset: { x: 0, y: 4 } }) };
}

/**
 * Apply a finding's fix. The open file changes through one editor transaction (the changed stretch
 * only), so Ctrl+Z undoes the fix; its update lints the tree again.
 */
function fix(d: Diagnostic): void {
  replaceFiles(applyFix(Object.fromEntries(state.files), d));
}

/** Every certain fix of the tree in one step (as `agentlint --fix`), then the tree is linted again. */
function fixEverything(): void {
  replaceFiles(fixAll(Object.fromEntries(state.files)).files);
}

/** New texts for the tree: the open file's change goes through the editor (one undoable edit); a lint follows either way. */
function replaceFiles(files: Record<string, string>): void {
  const before = openText();
  state.files = Object.entries(files);
  const after = openText();
  if (after === before) {
    relint();
    return;
  }
  let from = 0;
  while (from < before.length && from < after.length && before[from] === after[from]) from++;
  let tail = 0;
  while (tail < before.length - from && tail < after.length - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  view.dispatch({ changes: { from, to: before.length - tail, insert: after.slice(from, after.length - tail) } });
}

/** Underlines in the open file, and the list of every file's findings. */
function showFindings(): void {
  const all = [...(last?.result.diagnostics ?? [])];
  const here = all.filter((d) => d.span.path === state.open);
  const length = view.state.doc.length;
  const base = offsetBase(view.state.doc.sliceString(0, 1));
  marked = here.map((d) => ({ from: Math.min(base + d.span.range.start.offset, length), to: Math.min(base + d.span.range.end.offset, length), d }));
  const marks: CmDiagnostic[] = marked.map(({ from, to, d }) => ({
    from,
    to,
    severity: levelOf(d),
    source: d.kind,
    message: d.message,
    actions: certain(d) ? [{ name: d.suggestion!.msg, apply: () => fix(d) }] : [],
  }));
  view.dispatch(setDiagnostics(view.state, marks));

  const list = $('findings');
  list.replaceChildren();
  if (last?.error) list.append(item('error', last.error));
  for (const d of all) list.append(findingItem(d));
  const files = last?.result.filesChecked ?? 0;
  if (all.length === 0 && !last?.error) list.append(item('clean', `No findings in ${count(files, 'file')}.`));
  $('summary').textContent = summaryText(all.length, files, probe.lastMs);
  const fixable = all.filter(certain).length;
  const button = $<HTMLButtonElement>('fix-all');
  button.disabled = fixable === 0;
  button.textContent = fixable === 0 ? 'Fix all' : `Fix all (${fixable} certain ${fixable === 1 ? 'fix' : 'fixes'})`;
}

function item(cls: string, text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = cls;
  li.textContent = text;
  return li;
}

function findingItem(d: Diagnostic): HTMLLIElement {
  const { start } = d.span.range;
  const li = document.createElement('li');
  li.className = `finding ${d.level}`;
  li.dataset.kind = d.kind;
  const where = document.createElement('button');
  where.className = 'where';
  where.textContent = `${d.span.path}:${start.line}:${start.column}`;
  where.onclick = () => reveal(d);
  const kind = document.createElement('a');
  kind.className = 'kind';
  // The rule's page on this same site (the published URL when the page is served from elsewhere).
  kind.href = d.docs.startsWith(`${DOCS_BASE}/`) ? `../rules/${d.docs.slice(DOCS_BASE.length + 1)}` : d.docs;
  kind.textContent = d.kind;
  const head = document.createElement('div');
  head.append(where, ' ', levelNode(d), ' ', kind);
  li.append(head, messageNode(d));
  const s = suggestionNode(d, fix);
  if (s) li.append(s);
  return li;
}

/** Open the finding's file and select its range. */
function reveal(d: Diagnostic): void {
  if (d.span.path !== state.open && state.files.some((f) => f[0] === d.span.path)) select(d.span.path);
  const length = view.state.doc.length;
  const base = offsetBase(view.state.doc.sliceString(0, 1));
  view.dispatch({ selection: { anchor: Math.min(base + d.span.range.start.offset, length), head: Math.min(base + d.span.range.end.offset, length) }, scrollIntoView: true });
  view.focus();
}

function select(path: string): void {
  state.open = path;
  view.setState(editorState(path, openText()));
  showFiles();
  relint();
}

/** The file list; the open file's path is edited in place (the path decides the kind). */
function showFiles(): void {
  const list = $('files');
  list.replaceChildren();
  for (const [path] of state.files) {
    const b = document.createElement('button');
    b.textContent = path;
    b.className = path === state.open ? 'file open' : 'file';
    b.onclick = () => select(path);
    list.append(b);
  }
  ($('path') as HTMLInputElement).value = state.open ?? '';
}

function rename(to: string): void {
  const path = to.trim().replace(/^\/+/, '');
  if (!path || path === state.open || state.files.some((f) => f[0] === path)) return;
  const f = state.files.find((x) => x[0] === state.open);
  if (!f) return;
  f[0] = path;
  select(path);
}

function addFile(path: string, text: string): void {
  if (!state.files.some((f) => f[0] === path)) state.files.push([path, text]);
  select(path);
}

function removeOpen(): void {
  if (state.files.length <= 1) return;
  state.files = state.files.filter((f) => f[0] !== state.open);
  select(state.files[0]![0]);
}

/** The example picker: choosing one replaces the tree with its file. */
function showExamples(): void {
  const picker = $<HTMLSelectElement>('example');
  for (const [i, ex] of EXAMPLES.entries()) picker.append(new Option(ex.label, String(i)));
  picker.onchange = () => {
    const ex = EXAMPLES[Number(picker.value)];
    picker.value = '';
    if (!ex) return;
    state = { files: [[ex.path, ex.text]], open: ex.path };
    select(ex.path);
  };
}

function start(): void {
  view = new EditorView({ state: editorState(state.open ?? '', openText()), parent: $('editor') });
  ($('path') as HTMLInputElement).onchange = (e) => rename((e.target as HTMLInputElement).value);
  $('add').onclick = () => addFile(`.claude/agents/agent-${state.files.length + 1}.md`, '---\nname: \ndescription: \n---\n');
  $('add-config').onclick = () => addFile('.agentlint.yml', CONFIG_TEMPLATE);
  $('remove').onclick = removeOpen;
  $('fix-all').onclick = fixEverything;
  showExamples();
  $('reset').onclick = () => {
    state = structuredClone(DEFAULT_STATE);
    select(state.open!);
  };
  window.addEventListener('hashchange', () => {
    const s = decodeState(location.hash);
    if (!s || encodeState(s) === encodeState(state)) return;
    state = s;
    select(state.open!);
  });
  showFiles();
  relint();
  document.body.dataset.ready = 'true';
}

start();
