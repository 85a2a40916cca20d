#!/usr/bin/env node
/**
 * The inventory of `claude plugin validate` (issue 19): every message text the pinned Claude Code's validator can
 * print, read from the installed binary, recorded as a golden (`oracle/claude-code/validator-inventory.json`).
 *
 *   node oracle/claude-code/validator-inventory.mjs          # record
 *   node oracle/claude-code/validator-inventory.mjs --check  # fail when the pinned binary's texts differ from the record
 *
 * The binary is a Bun executable; its bundled JavaScript modules are stored beside their bytecode as text. Two modules
 * hold the validator: the one that builds `plugin validate`'s results (found by a text only it prints) and the one with
 * the manifest schemas (plugin.json, marketplace.json, hooks, MCP and LSP servers, userConfig). The inventory keeps the
 * message texts only (string literals that read as a sentence; a `${…}` stands for an interpolated value), never the
 * code around them, and leaves out the schemas' `.describe()` documentation and debug-log lines. Which of them a
 * recorded run printed, and what agentlint does about each, is __tests__/oracle/validator-inventory.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ensureClaude } from '../lib/env.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const GOLDEN = join(ROOT, 'oracle/claude-code/validator-inventory.json');

/** The module holding `marker`: the text between the Bun module headers around it. */
function moduleAround(binary, marker) {
  const at = binary.indexOf(marker);
  if (at < 0) throw new Error(`validator inventory: the binary has no module with ${JSON.stringify(marker)}`);
  const header = '// @bun @bytecode';
  const start = binary.lastIndexOf(header, at);
  const end = binary.indexOf(header, at);
  return binary.subarray(start, end < 0 ? at + 200_000 : end).toString('utf8');
}

/** The string literals of a JavaScript text (a template's `${…}` kept as `${…}`), each with the 40 characters before it. */
function literals(src) {
  const out = [];
  for (let i = 0; i < src.length; i++) {
    const q = src[i];
    if (q !== '"' && q !== "'" && q !== '`') continue;
    let j = i + 1;
    let text = '';
    while (j < src.length) {
      const c = src[j];
      if (c === '\\') {
        text += src.slice(j, j + 2);
        j += 2;
        continue;
      }
      if (q === '`' && c === '$' && src[j + 1] === '{') {
        let depth = 1;
        j += 2;
        while (j < src.length && depth > 0) {
          if (src[j] === '{') depth++;
          else if (src[j] === '}') depth--;
          j++;
        }
        text += '${…}';
        continue;
      }
      if (c === q || (q !== '`' && c === '\n')) break;
      text += c;
      j++;
    }
    out.push({ text, before: src.slice(Math.max(0, i - 40), i) });
    i = j;
  }
  return out;
}

/** Unescape a literal's JavaScript escapes (`\u2014`, `\"`, `\\`) into the text the validator prints. */
const unescape = (s) => s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/\\(["'`\\$])/g, '$1').replace(/\\n/g, '\n');

/** A literal that reads as a message: a sentence, not documentation (`.describe(`), a log line (`t(`) or a code text. */
function isMessage({ text, before }) {
  if (text.length < 15 || !text.includes(' ') || !/[a-z]{3}/.test(text)) return false;
  if (/\.describe\($/.test(before) || /[^\w.]t\($/.test(before)) return false;
  if (text.startsWith('/$bunfs') || /^(function|return|import|export)\b/.test(text)) return false;
  return true;
}

export function inventory() {
  const { bin, version } = ensureClaude();
  const binary = readFileSync(bin);
  const modules = {
    validator: moduleAround(binary, 'calculatePluginVersion precedence'),
    schemas: moduleAround(binary, 'min(1,"Author name cannot be empty")'),
  };
  const messages = [];
  for (const [module, src] of Object.entries(modules)) {
    for (const lit of literals(src)) {
      if (!isMessage(lit)) continue;
      const text = unescape(lit.text);
      if (!messages.some((m) => m.text === text)) messages.push({ module, text });
    }
  }
  // `about` keeps the script's path at the time of the recording (the golden file is compared byte for byte).
  return { claudeCode: version, about: 'the message texts of `claude plugin validate` in the pinned binary (scripts/oracle/validator-inventory.mjs); `${…}` is an interpolated value', messages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = inventory();
  if (process.argv.includes('--check')) {
    const was = JSON.parse(readFileSync(GOLDEN, 'utf8'));
    const known = new Set(was.messages.map((m) => m.text));
    const found = new Set(now.messages.map((m) => m.text));
    const added = now.messages.filter((m) => !known.has(m.text));
    const gone = was.messages.filter((m) => !found.has(m.text));
    for (const m of added) console.log(`validator-inventory: new in the binary: ${m.text}`);
    for (const m of gone) console.log(`validator-inventory: gone from the binary: ${m.text}`);
    console.log(`validator-inventory: ${now.messages.length} messages, ${added.length + gone.length} differences`);
    process.exit(added.length + gone.length > 0 ? 1 : 0);
  }
  writeFileSync(GOLDEN, `${JSON.stringify(now, null, 1)}\n`);
  console.log(`validator-inventory: recorded ${now.messages.length} messages of Claude Code ${now.claudeCode}`);
}
