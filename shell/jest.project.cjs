module.exports = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/dom-setup.cjs'],
};
