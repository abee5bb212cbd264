/**
 * One jest run, one project per workspace. Each workspace may add its own jest.project.cjs
 * (the mf-* remotes all use scripts/jest/remote-project.cjs); this file only wires them together.
 */
const path = require('node:path');

// Every handler's answer is checked against its route contract; under the tests a broken answer fails (functions/src/lib/contract-check.ts).
process.env.GRINDLINE_STRICT_CONTRACTS ??= '1';
// The X-Ray SDK's automatic mode turns on an async hook each time a test file loads it, and jest
// loads it again for every file: a worker's promises slowed down file by file. Tracing is off
// outside Lambda, so nothing reads that context here (infra/local/test-stack.ts handlerEnv).
process.env.AWS_XRAY_MANUAL_MODE ??= 'true';
const fs = require('node:fs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Shared settings every project starts from. */
const base = (dir, extra = {}) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose)/)'],
  moduleNameMapper: {
    '^@grindline/domain$': '<rootDir>/../domain/src/index.ts',
    '\\.(css)$': '<rootDir>/../scripts/jest/style-stub.cjs',
    '^@grindline/ui/(.*)$': '<rootDir>/../ui/src/$1',
    ...(extra.moduleNameMapper || {}),
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/cdk.out/'],
  ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'moduleNameMapper')),
});

const projects = ['domain', 'ui', 'functions', 'infra', 'shell', 'mf-reports', 'mf-dashboards', 'mf-maps', 'mf-datacollection'].map((dir) => {
  const own = path.join(__dirname, dir, 'jest.project.cjs');
  // The remotes share one set of settings; other workspaces may have their own jest.project.cjs.
  const extra = dir.startsWith('mf-') || dir === 'ui' ? require('./scripts/jest/remote-project.cjs') : fs.existsSync(own) ? require(own) : {};
  return base(dir, extra);
});

module.exports = { projects, testTimeout: 30000 };
