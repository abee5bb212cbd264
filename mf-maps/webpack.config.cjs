const { createConfig } = require('../scripts/webpack/create-config.cjs');

const base = createConfig({
  appDir: __dirname,
  name: 'maps',
  exposes: { './app': './src/app/lifecycles.tsx' },
});

/**
 * The offline basemap's per-site files (generated/basemap, built by scripts/build-basemap.ts before
 * webpack runs) are emitted as hashed .json assets, so they are cached for good, served as JSON
 * (compressed by CloudFront and the local gateway) and uploaded with the rest of the build.
 */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.geojson$/, type: 'asset/resource', generator: { filename: 'basemap/[name].[contenthash:8].json' } });
  return config;
};
