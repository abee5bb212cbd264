module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../scripts/jest/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/dom-setup.cjs'],
  moduleNameMapper: { '^shell/kit$': '<rootDir>/src/testing/shell-kit.ts' },
};
