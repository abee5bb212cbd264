module.exports = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/dom-setup.cjs'],
  moduleNameMapper: { '^shell/kit$': '<rootDir>/src/testing/shell-kit.ts' },
};
