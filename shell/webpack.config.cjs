const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  isShell: true,
  entry: './src/index.ts',
  exposes: { './kit': './src/kit/expose.ts' },
  title: 'Grindline',
});
