const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { PreloadFirstLoadPlugin } = require('./preload-first-load.cjs');

const base = createConfig({
  appDir: __dirname,
  name: 'shell',
  isShell: true,
  entry: './src/index.ts',
  exposes: { './kit': './src/kit/expose.ts' },
  title: 'Grindline',
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // The login screen's chunks are announced in index.html, so they download in parallel.
  config.plugins.push(new PreloadFirstLoadPlugin({ entryModule: 'src/bootstrap.tsx' }));
  return config;
};
