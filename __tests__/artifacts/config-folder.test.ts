/** "A path written in a configuration → a folder of the repository", for each harness's reading. */
import { describe, expect, it } from '@jest/globals';
import { configFolder, COPILOT_FOLDER, COPILOT_SOURCE_FOLDER, OPENCODE_FOLDER, outsideCopilotWorkspace } from '../../src/artifacts/config-folder.js';

describe('configFolder', () => {
  it.each([
    ['tools/agents', 'tools/agents'],
    ['./tools/agents/', 'tools/agents'],
    ['tools//agents/./', 'tools/agents'],
    ['.', '.'],
    ['./', '.'],
    ['', '.'],
  ])('reads %j as the folder %j the same way for every harness', (written, dir) => {
    for (const reading of [COPILOT_FOLDER, COPILOT_SOURCE_FOLDER, OPENCODE_FOLDER]) expect(configFolder(written, reading)).toBe(dir);
  });

  it('leaves absolute paths and paths leaving the repository alone for every harness', () => {
    for (const reading of [COPILOT_FOLDER, COPILOT_SOURCE_FOLDER, OPENCODE_FOLDER]) {
      expect(configFolder('/etc/agents', reading)).toBeNull();
      expect(configFolder('../shared/agents', reading)).toBeNull();
      expect(configFolder('a/../../b', reading)).toBeNull();
    }
  });

  it('Copilot: `\\` separates folders and any written `..` is left alone', () => {
    expect(configFolder('tools\\agents\\', COPILOT_FOLDER)).toBe('tools/agents');
    expect(configFolder('\\abs', COPILOT_FOLDER)).toBeNull();
    expect(configFolder('a/../b', COPILOT_FOLDER)).toBeNull();
    expect(configFolder('~/agents', COPILOT_FOLDER)).toBe('~/agents');
  });

  it('Copilot marketplace sources: URLs are left alone too', () => {
    expect(configFolder('https://github.com/o/r', COPILOT_SOURCE_FOLDER)).toBeNull();
    expect(configFolder('https://github.com/o/r', COPILOT_FOLDER)).toBe('https:/github.com/o/r');
    expect(configFolder('./plugins/review', COPILOT_SOURCE_FOLDER)).toBe('plugins/review');
  });

  it('OpenCode: `..` is resolved, `\\` kept as written, home and drive paths left alone', () => {
    expect(configFolder('a/../b', OPENCODE_FOLDER)).toBe('b');
    expect(configFolder('tools\\skills', OPENCODE_FOLDER)).toBe('tools\\skills');
    expect(configFolder('~/skills', OPENCODE_FOLDER)).toBeNull();
    expect(configFolder('C:\\skills', OPENCODE_FOLDER)).toBeNull();
    expect(configFolder('c:/skills', OPENCODE_FOLDER)).toBeNull();
  });
});

describe('outsideCopilotWorkspace', () => {
  it.each(['', '  ', '/etc/agents', '\\abs', 'C:/agents', 'c:agents', '..', '../shared', 'a/../../b', '..\\up', './../x/'])('%j is not a folder inside the workspace', (written) => {
    expect(outsideCopilotWorkspace(written)).toBe(true);
  });

  it.each(['tools/agents', './tools/agents/', 'tools\\agents', '.', 'a/../b', '~/agents', 'x..y'])('%j is inside the workspace', (written) => {
    expect(outsideCopilotWorkspace(written)).toBe(false);
  });
});
