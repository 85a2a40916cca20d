import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confinement, GateError, readGated, statGated, workspaceRoot, writeGated } from '../../src/artifacts/gate.js';

let scratch: string;
let root: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'agentlint-gate-'));
  root = join(scratch, 'repo');
  mkdirSync(join(root, '.git'), { recursive: true });
  mkdirSync(join(root, 'sub', 'deep'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), 'token\n');
  writeFileSync(join(root, 'a.md'), 'hello\n');
  writeFileSync(join(scratch, 'outside.md'), 'secret\n');
  writeFileSync(join(root, 'bin.md'), Buffer.from([0x61, 0, 0x62]));
  writeFileSync(join(root, 'latin1.md'), Buffer.from([0x61, 0xff]));
  symlinkSync('a.md', join(root, 'inside-link.md'));
  symlinkSync('../outside.md', join(root, 'out-link.md'));
  symlinkSync('.git/config', join(root, 'git-link.yml'));
  symlinkSync('..', join(root, 'up'));
  symlinkSync('/dev/zero', join(root, 'zero'));
  execFileSync('mkfifo', [join(root, 'fifo')]);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const reason = (f: () => unknown): string => {
  try {
    f();
    return 'none';
  } catch (err) {
    return err instanceof GateError ? err.reason : `other: ${(err as Error).message}`;
  }
};

describe('the file gate', () => {
  it('takes the repository root as the workspace of a folder inside it, else the folder', () => {
    expect(workspaceRoot(join(root, 'sub', 'deep'))).toBe(root);
    expect(workspaceRoot(scratch)).toBe(scratch);
  });

  it('reads a regular text file, also through a link that stays inside', () => {
    expect(readGated(root, join(root, 'a.md'))).toBe('hello\n');
    expect(readGated(root, join(root, 'inside-link.md'))).toBe('hello\n');
    expect(readGated(root, join(root, 'sub', '..', 'a.md'))).toBe('hello\n');
  });

  it('refuses, unread, what leads out, into .git, or is no regular text file', () => {
    expect(reason(() => readGated(root, join(root, 'out-link.md')))).toBe('outside');
    expect(reason(() => readGated(root, join(root, 'up', 'outside.md')))).toBe('outside');
    expect(reason(() => readGated(root, join(root, 'git-link.yml')))).toBe('git-folder');
    expect(reason(() => readGated(root, join(root, '.git', 'config')))).toBe('git-folder');
    expect(reason(() => readGated(root, join(root, 'zero')))).toBe('outside');
    expect(reason(() => readGated(root, join(root, 'fifo')))).toBe('not-a-file');
    expect(reason(() => readGated(root, join(root, 'sub')))).toBe('not-a-file');
    expect(reason(() => readGated(root, join(root, 'missing.md')))).toBe('missing');
    expect(reason(() => readGated(root, join(root, 'bin.md')))).toBe('binary');
    expect(reason(() => readGated(root, join(root, 'latin1.md')))).toBe('not-utf8');
    expect(reason(() => readGated(root, join(root, 'a.md'), { maxBytes: 3 }))).toBe('too-large');
    expect(reason(() => readGated(root, join(scratch, 'outside.md')))).toBe('outside');
  });

  it('lets the user name a path outside the workspace, with the same file checks', () => {
    expect(readGated(root, join(scratch, 'outside.md'), { explicit: true })).toBe('secret\n');
    // Inside the workspace, an explicit path is still confined.
    expect(reason(() => readGated(root, join(root, 'out-link.md'), { explicit: true }))).toBe('outside');
  });

  it('says what is at a path only where the gate would read it', () => {
    expect(statGated(root, join(root, 'a.md'))).toBe('file');
    expect(statGated(root, join(root, 'sub'))).toBe('dir');
    expect(statGated(root, join(root, 'out-link.md'))).toBeNull();
    expect(statGated(root, join(root, 'fifo'))).toBeNull();
    expect(confinement(root, join(root, 'up', 'x'))).toBe('outside');
  });

  it('writes through a temporary file renamed over the target, keeping its mode', () => {
    const target = join(root, 'sub', 'w.sh');
    writeFileSync(target, 'old\n', { mode: 0o755 });
    writeGated(root, target, 'new\n');
    expect(readFileSync(target, 'utf8')).toBe('new\n');
    expect(statSync(target).mode & 0o777).toBe(0o755);
    writeGated(root, join(root, 'made', 'deeper', 'x.json'), '{}\n', { createFolders: true });
    expect(readFileSync(join(root, 'made', 'deeper', 'x.json'), 'utf8')).toBe('{}\n');
    expect(reason(() => writeGated(root, join(root, 'nofolder', 'x.json'), '{}\n'))).toBe('missing');
  });

  it('refuses to write through a link, into a folder that leads out, or into .git', () => {
    expect(reason(() => writeGated(root, join(root, 'inside-link.md'), 'x'))).toBe('link');
    expect(reason(() => writeGated(root, join(root, 'out-link.md'), 'x'))).toBe('link');
    expect(reason(() => writeGated(root, join(root, 'up', 'planted.md'), 'x', { createFolders: true }))).toBe('outside');
    expect(reason(() => writeGated(root, join(root, '.git', 'hooks', 'pre-commit'), 'x', { createFolders: true }))).toBe('git-folder');
    expect(readFileSync(join(scratch, 'outside.md'), 'utf8')).toBe('secret\n');
    expect(lstatSync(join(root, 'out-link.md')).isSymbolicLink()).toBe(true);
    expect(() => statSync(join(scratch, 'planted.md'))).toThrow();
  });

  it('writes in place a device or link the user names (`-o /dev/null`, `-o /dev/stdout`), never one the tree holds', () => {
    expect(() => writeGated(root, '/dev/null', 'x', { explicit: true })).not.toThrow();
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
    symlinkSync('/dev/null', join(scratch, 'sink'));
    expect(() => writeGated(root, join(scratch, 'sink'), 'x', { explicit: true })).not.toThrow();
    expect(lstatSync(join(scratch, 'sink')).isSymbolicLink()).toBe(true);
    expect(reason(() => writeGated(root, '/dev/null', 'x'))).toBe('outside');
    expect(reason(() => writeGated(root, join(root, 'out-link.md'), 'x', { explicit: true }))).toBe('link');
    expect(reason(() => writeGated(root, join(root, 'zero'), 'x', { explicit: true }))).toBe('link');
    expect(reason(() => writeGated(root, join(root, 'fifo'), 'x', { explicit: true }))).toBe('not-a-file');
    expect(readFileSync(join(scratch, 'outside.md'), 'utf8')).toBe('secret\n');
  });
});
