/**
 * The browser shims the playground's engine runs on, against Node's own modules: POSIX paths, the
 * synchronous sha256 behind the fingerprints, the in-memory file system's answers to the calls
 * discovery makes; and the URL state a shared link carries.
 */
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import fc from 'fast-check';
import * as path from '../../site/playground/shims/path.js';
import { createHash as shimHash } from '../../site/playground/shims/crypto.js';
import * as fs from '../../site/playground/shims/fs.js';
import { Buffer as ShimBuffer } from '../../site/playground/shims/buffer.js';
import { decodeState, DEFAULT_STATE, encodeState } from '../../site/playground/url-state.mjs';

const nodeSha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('path shim', () => {
  const CASES = ['/repo', '/repo/', '/repo/a/../b', 'a/./b//c', '../x', '', '.', '/', 'a/b/', '/repo/.claude/agents/x.md', '..', 'a/../..'];
  it.each(CASES)('normalize, dirname, basename, extname like path.posix: %p', (p) => {
    expect(path.normalize(p)).toBe(posix.normalize(p));
    expect(path.dirname(p)).toBe(posix.dirname(p));
    expect(path.basename(p)).toBe(posix.basename(p));
    expect(path.extname(p)).toBe(posix.extname(p));
  });

  it('resolves and relates absolute paths like path.posix', () => {
    const pairs: Array<[string, string]> = [['/repo', '/repo/a/b.md'], ['/repo/a', '/repo/b'], ['/repo', '/repo'], ['/repo/x', '/other'], ['/', '/repo']];
    for (const [a, b] of pairs) {
      expect(path.relative(a, b)).toBe(posix.relative(a, b));
      expect(path.resolve(a, b)).toBe(posix.resolve(a, b));
    }
    expect(path.resolve('/repo', 'a/../b', './c')).toBe('/repo/b/c');
    expect(path.join('/repo', '.claude', '..', 'x.md')).toBe(posix.join('/repo', '.claude', '..', 'x.md'));
  });
});

describe('crypto shim', () => {
  it('hashes like node:crypto: empty, one block, block boundaries, non-ASCII', () => {
    for (const s of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(1000), 'modèle sonet \u{1F600}\u0000']) {
      expect(shimHash('sha256').update(s).digest('hex')).toBe(nodeSha(s));
    }
    expect(shimHash('sha256').update('ab').update('c').digest('hex')).toBe(nodeSha('abc'));
  });

  it('hashes any string like node:crypto', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => shimHash('sha256').update(s).digest('hex') === nodeSha(s)));
  });
});

describe('Buffer shim', () => {
  it('counts and cuts UTF-8 bytes like Buffer, and copies strings through latin1 and utf16le', () => {
    const text = 'modèle: sonet \u{1F600} fin';
    expect(ShimBuffer.byteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
    const bytes = ShimBuffer.from(text, 'utf8');
    expect(bytes.length).toBe(Buffer.from(text, 'utf8').length);
    for (const cut of [0, 4, 5, 17, 18, bytes.length]) expect(bytes.subarray(0, cut).toString()).toBe(Buffer.from(text, 'utf8').subarray(0, cut).toString('utf8'));
    expect(ShimBuffer.from(text, 'utf16le').toString()).toBe(text);
    expect(ShimBuffer.from('plain latin1 text', 'latin1').toString()).toBe('plain latin1 text');
  });
});

describe('fs shim', () => {
  it('answers readdir, stat, open/read and realpath over the virtual tree, and ENOENT elsewhere', () => {
    fs.setFiles([['/repo/.claude/agents/a.md', 'é\n'], ['/repo/README.md', '# r\n']]);
    expect(fs.readdirSync('/repo', { withFileTypes: true }).map((e) => [e.name, e.isDirectory(), e.isFile()])).toEqual([
      ['.claude', true, false],
      ['README.md', false, true],
    ]);
    expect(fs.statSync('/repo/.claude').isDirectory()).toBe(true);
    const fd = fs.openSync('/repo/.claude/agents/a.md');
    expect(fs.fstatSync(fd).size).toBe(3);
    expect(fs.readFileSync(fd, 'utf8')).toBe('é\n');
    const bytes = new Uint8Array(3);
    expect(fs.readSync(fd, bytes, 0, 3, 0)).toBe(3);
    expect(new TextDecoder().decode(bytes)).toBe('é\n');
    fs.closeSync(fd);
    expect(new TextDecoder().decode(fs.readFileSync('/repo/README.md') as Uint8Array)).toBe('# r\n');
    expect(fs.realpathSync('/repo/.claude/agents')).toBe('/repo/.claude/agents');
    expect(fs.existsSync('/repo/.agentlint.yml')).toBe(false);
    expect(() => fs.statSync('/repo/nothing')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(() => fs.readdirSync('/repo/README.md/x')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('the playground URL state', () => {
  it('opens with a Claude Code agent whose model is mistyped', () => {
    expect(DEFAULT_STATE.open).toBe('.claude/agents/example.md');
    expect(DEFAULT_STATE.files[0]![1].split('\n')[3]).toBe('model: sonet');
  });

  it('round-trips any tree through the fragment, and refuses a damaged one', () => {
    const entry = fc.tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 200 }));
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e[0], minLength: 1, maxLength: 4 }), (files) => {
        const state = { files: files as Array<[string, string]>, open: files[files.length - 1]![0] };
        const fragment = encodeState(state);
        expect(fragment).toMatch(/^s=[A-Za-z0-9_-]+$/);
        expect(decodeState(`#${fragment}`)).toEqual(state);
      }),
    );
    expect(decodeState('#s=%%%')).toBeUndefined();
    expect(decodeState(`#${encodeState(DEFAULT_STATE).slice(0, -3)}`)).toBeUndefined();
    expect(decodeState('')).toBeUndefined();
  });
});
