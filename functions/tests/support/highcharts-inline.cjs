// Jest stand-in of functions/build.mjs's `highcharts-inline:` import: the same file, read from node_modules.
const { readFileSync } = require('node:fs');

module.exports = readFileSync(require.resolve('highcharts/highcharts.js'), 'utf8');
