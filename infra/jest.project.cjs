/**
 * Jest settings of the infra workspace, merged into the root jest.config.cjs. Its local-stack tests
 * (infra/local) load the functions' code, which loads middy (ESM-only): the same mapping as the
 * functions workspace.
 */
const path = require('node:path');

const root = path.join(__dirname, '..');

module.exports = {
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose|puppeteer-core|chromium-bidi|@puppeteer)/)'],
  moduleNameMapper: {
    '^@middy/(core|util)$': path.join(root, 'node_modules/@middy/$1/index.js'),
    '^highcharts-inline:highcharts/highcharts.js$': path.join(root, 'functions/tests/support/highcharts-inline.cjs'),
  },
};
