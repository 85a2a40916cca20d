#!/usr/bin/env node
// The HIDDEN-CONTENT oracle probe: which content a reviewer cannot see on GitHub reaches the model, per harness and
// file kind (memory and instruction files, agents, skills, commands). Each case is one project with one file whose
// body (and, for agents and skills, its `description`) carries the payload of `payload(id)` below: a visible
// marker, an HTML comment on its own line, an inline HTML comment, an invisible Markdown link-reference
// definition, Unicode tag characters, a zero-width space and a bidirectional control. The harness runs against a
// loopback stub of its model API (dummy key, no other network) that, for agents and skills, answers the first turn
// with the call that spawns the agent or invokes the skill; the probe records, for each part of the payload,
// whether its text reached the model (`sent`), reached it without the invisible character (`stripped`), or not at
// all (`absent`).
//
//   node oracle/hidden-content.mjs <claude-code|copilot|gemini> [--check] [--cases=<id>|<id>]
//
// The golden files are oracle/<harness>/hidden-content.json. Invisible characters are written there as `\uXXXX`
// escapes (JSON), never raw, so the recorded cases can be reviewed; `expand` turns the placeholders of a case's
// files (`{payload}`, `{description}`) into the payload.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { observeCase } from './lib/cases.mjs';
import { HIDDEN_RUNNERS } from './lib/hidden-runners.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Unicode tag characters spelling `text` (U+E0020–E007E mirror ASCII): read by a model, shown by no renderer. */
export const tagged = (text) => [...text].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0))).join('');
const ZWSP = '\u200b';
const RLO = '\u202e';

/** The parts of a case's payload: the text searched for in the requests, and the text left when the harness strips the invisible part. */
export function parts(id) {
  return {
    visible: { sent: `OK-VISIBLE-${id}` },
    htmlComment: { sent: `HTML-COMMENT-${id}` },
    inlineComment: { sent: `INLINE-COMMENT-${id}` },
    linkReference: { sent: `LINK-REF-${id}` },
    tag: { sent: `TAG-${id}:${tagged('hidden')}`, stripped: `TAG-${id}:` },
    zeroWidth: { sent: `ZERO-${id}:a${ZWSP}b`, stripped: `ZERO-${id}:ab` },
    bidi: { sent: `BIDI-${id}:x${RLO}y`, stripped: `BIDI-${id}:xy` },
    descriptionTag: { sent: `DTAG-${id}:${tagged('desc')}`, stripped: `DTAG-${id}:` },
  };
}

/** The body payload of case `id` (Markdown). */
export function payload(id) {
  const p = parts(id);
  return [
    `Say ${p.visible.sent}.`,
    '',
    `<!-- ${p.htmlComment.sent} -->`,
    '',
    `Line with <!-- ${p.inlineComment.sent} --> an inline comment.`,
    '',
    `[//]: # (${p.linkReference.sent})`,
    '',
    `${p.tag.sent} end`,
    `${p.zeroWidth.sent} end`,
    `${p.bidi.sent} end`,
    '',
  ].join('\n');
}

/** A case's files with `{payload}` and `{description}` (a description holding tag characters) filled in. */
export function expand(c) {
  const p = parts(c.id);
  return Object.fromEntries(Object.entries(c.files).map(([path, text]) => [path, text.split('{payload}').join(payload(c.id)).split('{description}').join(`Probe ${p.descriptionTag.sent} end`)]));
}

/** For each part of the payload the case's file holds: whether it reached the model. */
export function verdicts(c, texts) {
  const all = texts.join('\n');
  const text = Object.values(c.files).join('\n');
  const out = {};
  for (const [name, p] of Object.entries(parts(c.id))) {
    if (name === 'descriptionTag' ? !text.includes('{description}') : !text.includes('{payload}')) continue;
    out[name] = all.includes(p.sent) ? 'sent' : p.stripped && all.includes(p.stripped) ? 'stripped' : 'absent';
  }
  return out;
}

/** JSON with every character outside printable ASCII (and newline) written as a `\uXXXX` escape. */
export function asciiJson(value) {
  return `${JSON.stringify(value, null, 2).replace(/[^\x20-\x7e\n]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

async function main() {
  const harness = process.argv[2];
  const runner = HIDDEN_RUNNERS[harness];
  if (!runner) {
    console.error(`usage: node oracle/hidden-content.mjs <${Object.keys(HIDDEN_RUNNERS).join('|')}> [--check]`);
    process.exit(2);
  }
  const check = process.argv.includes('--check');
  const only = process.argv.find((a) => a.startsWith('--cases='))?.slice(8).split('|');
  const path = join(ROOT, 'oracle', harness, 'hidden-content.json');
  const set = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { cases: [] };
  const { version, observe } = runner();
  let differences = 0;
  for (const c of set.cases) {
    if (only && !only.includes(c.id)) continue;
    const { seen, same } = await observeCase(c, async (k) => {
      const { texts, ...rest } = await observe({ ...k, files: expand(k) });
      return { ...rest, parts: verdicts(k, texts) };
    }, check);
    if (!same) {
      differences++;
      console.log(`${check ? 'DIFF' : 'new '} ${c.id}\n  recorded: ${JSON.stringify(c.observed)}\n  observed: ${JSON.stringify(seen)}`);
    }
    if (!check) c.observed = seen;
  }
  if (!check) {
    set.harness = harness;
    set.version = version;
    writeFileSync(path, asciiJson(set));
  }
  console.log(`${check ? 'checked' : 'recorded'} hidden content against ${harness} ${version}: ${differences} difference(s)`);
  process.exit(check && differences > 0 ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) await main();
