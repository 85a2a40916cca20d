/** A file in Cline's hook folders that Cline does not run: a name that is no event, an extension it does not run, a subfolder. */
import { firstLine } from '../../../artifacts/source.js';
import { CLINE_CASES, CLINE_HOOK_EVENTS, CLINE_HOOK_EXTENSIONS, CLINE_HOOK_FROM_CLAUDE, CLINE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { clipped, closest } from '../../../diagnostics/suggest.js';

const EVENTS = Object.keys(CLINE_HOOK_EVENTS);
const byLower = new Map(EVENTS.map((e) => [e.toLowerCase(), e]));
const EXTS = CLINE_HOOK_EXTENSIONS.filter((e) => e).map((e) => `\`${e}\``).join(', ');
const CASES = `oracle: ${CLINE_CASES}, cases \`hook-names\`, \`hook-run\``;
/** Documents kept beside hooks (a README, a licence): they never run, and were never meant to. */
const DOCUMENT = /^(readme|license|licence|changelog|notes?)(\.[^/]*)?$|\.(md|markdown|txt|rst|adoc)$/i;

/** A documentation file whose name is not close to an event: not a hook written by mistake. */
function isDocument(name: string): boolean {
  if (!DOCUMENT.test(name)) return false;
  const stem = name.replace(/\.[^.]*$/, '');
  return !byLower.has(stem.toLowerCase()) && closest(stem, EVENTS).length === 0 && CLINE_HOOK_FROM_CLAUDE[stem] === undefined;
}

export default artifactRule({
  meta: {
    id: 'cline/hook-name',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A file in `.clinerules/hooks/` or `.cline/hooks/` that Cline never runs: its name is not a Cline hook event, its extension is not one Cline runs, it is in a subfolder, or it is a `PreCompact` hook.',
    kinds: ['cline-hook'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}): \`cline config hooks --json\` lists a file of the hook folders only when its name, less the extension and in any case, is one of ${EVENTS.map((e) => `\`${e}\``).join(', ')} and its extension is none or one of ${EXTS} (case \`hook-names\`: \`TaskComplete.txt\`, \`PreCompact.md\`, \`PreToolUse.test.sh\`, \`Stop\` and \`sub/TaskError\` are not listed). In a one-turn session the \`TaskStart\` and \`TaskComplete.sh\` scripts ran, while Claude Code's \`Stop\` and \`SessionStart.sh\` did not (case \`hook-run\`). \`PreCompact\` is listed with no event to run on. Claude Code's names have a Cline counterpart: ${Object.entries(CLINE_HOOK_FROM_CLAUDE).map(([c, k]) => `\`${c}\` → \`${k}\``).join(', ')}.`,
    examples: { file: '.clinerules/hooks/Stop', wrong: '#!/bin/sh\nnpm test\n', right: '#!/bin/sh\nnpm test\n', rightFile: '.clinerules/hooks/TaskComplete' },
  },
  check(artifact, ctx) {
    const m = /^(\.cline(?:rules)?\/hooks)\/(.+)$/.exec(artifact.path);
    if (!m) return;
    const range = firstLine(artifact.file);
    const [, folder, rest] = m;
    if (isDocument(rest!.slice(rest!.lastIndexOf('/') + 1))) return;
    if (rest!.includes('/')) {
      ctx.report({ message: `Cline runs only the files directly in \`${folder}/\`: this hook in a subfolder never runs (${CASES})`, range });
      return;
    }
    const dot = rest!.lastIndexOf('.');
    const ext = dot > 0 ? rest!.slice(dot).toLowerCase() : '';
    const stem = (dot > 0 ? rest!.slice(0, dot) : rest!).trim();
    if (!CLINE_HOOK_EXTENSIONS.includes(ext)) {
      ctx.report({ message: `Cline does not run a hook file ending in \`${clipped(ext)}\`: it runs one with no extension or one of ${EXTS}, so this file never runs (${CASES})`, range });
      return;
    }
    const event = byLower.get(stem.toLowerCase());
    if (!event) {
      const claude = CLINE_HOOK_FROM_CLAUDE[stem];
      const near = claude ? [] : closest(stem, EVENTS);
      const hint = claude ? `; \`${stem}\` is Claude Code's name: Cline's \`${claude}\` fires at that moment` : near.length ? `; did you mean \`${near[0]!.value}\`?` : '';
      ctx.report({ message: `\`${clipped(stem)}\` is not a Cline hook event, so this script never runs: the events are ${EVENTS.map((e) => `\`${e}\``).join(', ')}${hint} (${CASES})`, range });
      return;
    }
    if (CLINE_HOOK_EVENTS[event] === null) {
      ctx.report({ message: `Cline CLI ${CLINE_VERSION} lists a \`${event}\` hook with no event to run it on: this script never runs (${CASES})`, range });
    }
  },
});
