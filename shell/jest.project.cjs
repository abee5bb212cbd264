module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/dom-setup.cjs'],
  // The shell's own code imports the kit by its federated name, as the remotes do.
  moduleNameMapper: { '^shell/kit$': '<rootDir>/src/kit/kit.ts' },
};
