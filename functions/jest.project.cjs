/**
 * Jest settings of the functions workspace, merged into the root jest.config.cjs.
 * Handler tests run against a real backend (DynamoDB Local + cognito-local) that globalSetup
 * starts once for the whole run (infra/local/test-stack.ts); workers inherit its environment.
 */
const path = require('node:path');

const root = path.join(__dirname, '..');

module.exports = {
  testEnvironment: 'node',
  globalSetup: '<rootDir>/tests/global-setup.ts',
  globalTeardown: '<rootDir>/tests/global-teardown.ts',
  // puppeteer-core 25 and two of its dependencies are ESM-only; swc turns them into CommonJS like our code.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose|puppeteer-core|chromium-bidi|@puppeteer)/)'],
  setupFilesAfterEnv: ['<rootDir>/tests/close-browser.ts'],
  moduleNameMapper: {
    // middy 7 publishes only an "import" export condition; jest's CommonJS resolver needs the file.
    '^@middy/(core|util)$': path.join(root, 'node_modules/@middy/$1/index.js'),
    // functions/build.mjs inlines Highcharts as text for the PDF page; tests read the same file.
    '^highcharts-inline:highcharts/highcharts.js$': path.join(__dirname, 'tests/support/highcharts-inline.cjs'),
  },
};
