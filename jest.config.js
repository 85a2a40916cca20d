/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false }],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  // Two workers on this 2-core machine, each recycled once it holds 1 GB: jest's ESM mode keeps every test file's
  // module graph until the process ends, and one process running all 450 files in band ran out of heap.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  // The VS Code extension's own package.json is also named agentlint: keep it out of jest's module map.
  modulePathIgnorePatterns: ['<rootDir>/editors/'],
  globalSetup: '<rootDir>/__tests__/helpers/skip-notes.mjs',
};
