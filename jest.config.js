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
  // The VS Code extension's own package.json is also named agentlint: keep it out of jest's module map.
  modulePathIgnorePatterns: ['<rootDir>/editors/'],
  globalSetup: '<rootDir>/__tests__/helpers/skip-notes.mjs',
};
