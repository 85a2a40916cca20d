#!/usr/bin/env node
// Mutation probe for Cline's agent configs (`.cline/agents/*.yaml`; issue 19): single-field mutations of a valid
// agent (mutate.mjs), plus a few whole-file ones (no frontmatter, no body, a list as frontmatter, broken YAML, a `.md`
// or nested file), all in ONE project and ONE headless session of the pinned Cline CLI (run.mjs): Cline offers
// every agent config it loads as a tool `subagent_<name>` whose description is "Use the "<name>" subagent:
// <description>", so the session's first model request shows which files loaded. A mutated file whose agent is not
// among the tools `drops`; one that is `accepts` (the values themselves are not visible in the request).
// Each agent has its own name `m<i>` and a description marker `mk<i>`: an agent is found by its marker, and by its
// name when the mutation is of the description.
// Golden: oracle/cline/mutations.json (format: mutate.mjs); test: __tests__/oracle/cline/mutations.test.ts.
//
//   node oracle/cline/mutations.mjs           # record
//   node oracle/cline/mutations.mjs --check   # exit 1 when an outcome differs from the record
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheckMutations } from '../lib/cases.mjs';
import { clineVersion, session } from './run.mjs';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { frontmatterText, lineOf } from '../lib/mutate-text.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const GOLDEN = join(ROOT, 'oracle/cline/mutations.json');
const check = process.argv.includes('--check');

/** A valid agent config: every documented field (Cline's schema: name, description, tools, skills, providerId, modelId, maxIterations). */
const BASE = { name: 'probe', description: 'Probe agent', tools: ['read_files'], skills: ['probe-skill'], providerId: 'openai-compatible', modelId: 'stub-model', maxIterations: 5 };
const BODY = 'You are the probe agent.\n';

/** Every mutation as a file: `{ id, pointer, op, path, text, line, name, marker }`. */
function mutationFiles() {
  const list = mutations(BASE, { depth: 1 });
  const out = list.map((m, i) => {
    const own = { ...BASE, name: `m${i}`, description: `Probe agent mk${i}.` };
    const value = applyMutation(own, m);
    const { text, lines } = frontmatterText(value, BODY);
    return { id: `cline-agent:${m.pointer}:${m.op}`, pointer: m.pointer, op: m.op, path: `.cline/agents/m${i}.yaml`, text, line: m.op === 'remove' ? null : lineOf(lines, m.pointer), name: `m${i}`, marker: `mk${i}.` };
  });
  const whole = (op, path, text, n) => ({ id: `cline-agent::${op}`, pointer: '', op, path, text, line: null, name: `w${n}`, marker: `wk${n}.` });
  const fm = (n) => `---\nname: w${n}\ndescription: Probe agent wk${n}.\n---\n`;
  out.push(
    whole('no-frontmatter', '.cline/agents/w0.yaml', 'You are the probe agent wk0.\n', 0),
    whole('empty-body', '.cline/agents/w1.yaml', fm(1), 1),
    whole('blank-body', '.cline/agents/w2.yaml', `${fm(2)}   \n\n`, 2),
    whole('frontmatter-list', '.cline/agents/w3.yaml', '---\n- w3\n- Probe agent wk3.\n---\nBody.\n', 3),
    whole('yaml-invalid', '.cline/agents/w4.yaml', '---\nname: w4\ndescription: [Probe agent wk4.\n---\nBody.\n', 4),
    whole('extension-md', '.cline/agents/w5.md', `${fm(5)}Body.\n`, 5),
    whole('extension-yml', '.cline/agents/w6.yml', `${fm(6)}Body.\n`, 6),
    whole('nested', '.cline/agents/sub/w7.yaml', `${fm(7)}Body.\n`, 7),
    whole('unknown-key', '.cline/agents/w8.yaml', `---\nname: w8\ndescription: Probe agent wk8.\nzzunknown: 1\n---\nBody.\n`, 8),
    whole('unclosed', '.cline/agents/w9.yaml', '---\nname: w9\ndescription: Probe agent wk9.\nBody.\n', 9),
    whole('no-closing-body-dashes', '.cline/agents/w10.yaml', `${fm(10)}Body.\n\n---\n\nMore body.\n`, 10),
    whole('tools-item-number', '.cline/agents/w11.yaml', `${fm(11).replace('\n---\n', '\ntools: [7]\n---\n')}Body.\n`, 11),
    whole('skills-item-number', '.cline/agents/w12.yaml', `${fm(12).replace('\n---\n', '\nskills: [7]\n---\n')}Body.\n`, 12),
    whole('maxIterations-fraction', '.cline/agents/w13.yaml', `${fm(13).replace('\n---\n', '\nmaxIterations: 1.5\n---\n')}Body.\n`, 13),
    // The same name as w6 (loaded): which of the two Cline keeps.
    whole('name-duplicate', '.cline/agents/w14.yaml', `---\nname: w6\ndescription: Probe agent wk14.\n---\nBody.\n`, 14),
  );
  return out;
}

const files = mutationFiles();
const home = mkdtempSync(join(tmpdir(), 'cline-oracle-home-'));
let turn;
try {
  turn = await inCaseRepo('cline-oracle-mutations-', Object.fromEntries(files.map((f) => [f.path, f.text])), (dir) => session(dir, home, 'say hi now'));
} finally {
  rmSync(home, { recursive: true, force: true });
}
if (!turn.requested) {
  console.error(`cline-mutations: the session sent no model request (exit ${turn.exit}${turn.error ? `: ${turn.error}` : ''})`);
  process.exit(1);
}
const agents = turn.tools.filter((t) => t.name?.startsWith('subagent_'));
const cases = files.map((f) => {
  // By the description marker, unless the mutation is of the description (then by the name, which stays `m<i>`).
  const tool = f.pointer === '/description' ? agents.find((t) => t.name === `subagent_${f.name}`) : agents.find((t) => t.description.includes(f.marker));
  return {
    id: f.id,
    kind: 'cline-agent',
    pointer: f.pointer,
    op: f.op,
    // A duplicate name is a mistake of two files: the case holds the other one too.
    files: f.op === 'name-duplicate' ? { [f.path]: f.text, ...Object.fromEntries(files.filter((g) => g.op === 'extension-yml').map((g) => [g.path, g.text])) } : { [f.path]: f.text },
    target: f.path,
    line: f.line,
    outcome: tool ? 'accepts' : 'drops',
    evidence: tool ? `offered as tool ${tool.name}: ${JSON.stringify(tool.description)}` : 'no subagent tool from this file in the session\'s model request',
  };
});
const version = clineVersion();
recordOrCheckMutations({ path: GOLDEN, harness: 'cline', version, cases, label: 'Cline agent-config mutations (one session)', check });
