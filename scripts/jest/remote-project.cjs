/**
 * Jest settings of every micro-frontend remote (mf-*), merged into the root jest.config.cjs: a DOM,
 * and the shell's test double of its federated kit in place of `shell/kit`.
 */
const DOUBLE = '<rootDir>/../shell/kit-contract/test-double.ts';

module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../scripts/jest/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/dom-setup.cjs'],
  moduleNameMapper: { '^shell/kit$': DOUBLE, '^shell/kit/testing$': DOUBLE },
};
