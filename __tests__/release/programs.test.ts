/**
 * The programs some tests need beyond Node (scripts/programs.mjs): a missing one is a visible skip
 * on a contributor's machine and a failure under CI=true.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { PROGRAMS, hasProgram, missingLine, programsRequired } from '../../scripts/programs.mjs';

const has = hasProgram as (name: string, env?: NodeJS.ProcessEnv) => boolean;
const line = missingLine as (name: string, required?: boolean) => string;
const required = programsRequired as (env?: Record<string, string | undefined>) => boolean;

describe('scripts/programs.mjs', () => {
  it('says which program is missing, which tests skip, and how to install it', () => {
    expect(line('nvim', false)).toBe('nvim is not installed: __tests__/editors/neovim.test.ts is skipped (install it with `apt-get install -y neovim`; CI=true requires it)');
    expect(line('nvim', true)).toBe('nvim is not installed and CI=true requires it: __tests__/editors/neovim.test.ts fails (install it with `apt-get install -y neovim`)');
    expect(line('chromium', false)).toBe('chromium is not installed: __tests__/site/browser.test.ts is skipped (install it with `apt-get install -y chromium`; CI=true requires it)');
  });

  it('requires every program under CI=true only', () => {
    expect(required({ CI: 'true' })).toBe(true);
    expect(required({ CI: '1' })).toBe(true);
    expect(required({})).toBe(false);
    expect(required({ CI: 'false' })).toBe(false);
  });

  it('counts a stand-in that exits 127 as missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentlint-programs-'));
    try {
      for (const name of ['nvim', 'chromium']) {
        writeFileSync(join(dir, name), '#!/bin/sh\nexit 127\n');
        chmodSync(join(dir, name), 0o755);
        expect(has(name, { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH}` })).toBe(false);
        expect(has(name, { ...process.env, PATH: dir })).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names an install command and the tests for every program', () => {
    for (const [name, p] of Object.entries(PROGRAMS as Record<string, { install: string; tests: string }>)) {
      expect([name, p.install]).toEqual([name, expect.stringMatching(/^apt-get install -y \S+/)]);
      expect(p.tests).toMatch(/^__tests__\/.+\.test\.ts$/);
    }
  });
});
