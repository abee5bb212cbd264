const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'datacollection',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
