/**
 * The one webpack factory every Grindline app uses (shell host and every mf-* remote).
 *
 * Federation layout:
 * - The shell is the host (name `shell`, publicPath '/'). It exposes './kit' and also provides
 *   the kit in the share scope under the key `shell/kit` (singleton). The shell's own code and
 *   every remote import `shell/kit`, so there is exactly one kit instance (one session store,
 *   one event bus) no matter who imports it first.
 * - A remote (publicPath 'auto') exposes './app' and consumes `shell/kit` from the share scope
 *   with `import: false`: it never bundles a copy of its own.
 * - React, react-dom (and react-dom/client, else a second renderer loads), the router, react-query
 *   and Highcharts are shared singletons; whoever loads first provides them. react-hook-form
 *   is shared too, without forcing one copy, and provided by the shell (SHELL_PROVIDED).
 * - Remote URLs are not known at build time: the shell reads /remotes.json at start-up.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = path.resolve(__dirname, '..', '..');

/** Libraries shared as singletons by every app, and only through federation. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'highcharts',
  'highcharts-react-official',
];

/**
 * Libraries shared when versions agree but not forced to one copy (a remote needing another
 * major keeps its own). A shared module cannot be tree-shaken, so zod stays out: shared whole it
 * weighs 87 KB gz, tree-shaken in each app about 30.
 */
const SHARED_LIBRARIES = ['react-hook-form'];

/**
 * Shared libraries provided through a file of our own that re-exports only what the apps use, so
 * webpack tree-shakes the library inside the shared chunk (react-router-subset.mjs).
 */
const SHARED_SUBSETS = { 'react-router-dom': path.join(__dirname, 'react-router-subset.mjs') };

/**
 * Shared libraries the shell provides although its own code does not import them (react-hook-form:
 * the remotes' forms use it, the shell's login form does not, §17), so that the copy a session
 * loads is served from the shell's files, fetched when a remote first asks, rather than by
 * whichever remote registered first ('loaded-first' keeps the first registration): the dashboards'
 * entry served the BART form's copy, and it counted in the dashboards' figure (decisions §54).
 * Provided as the package's own ES module file by absolute path: a file of ours importing
 * 'react-hook-form' would consume the share key it provides and wait on itself. Each remote still
 * provides its own copy, used when the shell's version does not satisfy it.
 */
const SHELL_PROVIDED = {
  'react-hook-form': (appDir) => {
    const dir = path.dirname(require.resolve('react-hook-form/package.json', { paths: [appDir] }));
    return path.join(dir, require(path.join(dir, 'package.json')).exports['.'].import);
  },
};

/** Version of the federated kit; remotes accept this or a later 1.x (1.1 added remoteLifecycles, errorMessage). */
const KIT_VERSION = '1.1.0';

/** The installed version of a package, read from its package.json as seen from `dir`. */
function installedVersion(pkg, dir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  try {
    return require(require.resolve(`${base}/package.json`, { paths: [dir] })).version;
  } catch {
    return undefined;
  }
}

/**
 * A remote's release declaration, emitted as dist/release.json: its name, its version
 * (GRINDLINE_RELEASE_VERSION, else its package.json version) and the kit range it was built
 * against. The release manifest (/remotes.json) copies it into the remote's line, and the shell
 * refuses to mount a remote whose kit range its own kit does not satisfy (docs/deploy.md).
 */
class ReleaseDeclarationPlugin {
  constructor(declaration) {
    this.declaration = declaration;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseDeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('release.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(this.declaration, null, 2)}\n`));
      });
    });
  }
}

/** The version a remote is released as. */
function releaseVersion(appDir) {
  const fromEnv = process.env.GRINDLINE_RELEASE_VERSION?.trim();
  if (fromEnv) return fromEnv;
  try {
    return require(path.join(appDir, 'package.json')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Shared config of an app: the singletons plus the kit (provided by the shell only). */
function sharedFor(appDir, isShell) {
  const shared = {};
  for (const lib of [...SHARED_SINGLETONS, ...SHARED_LIBRARIES]) {
    const version = installedVersion(lib, appDir);
    if (!version) continue; // not installed for this app: it neither provides nor consumes it
    const major = version.split('.')[0];
    const provideFrom = SHARED_SUBSETS[lib] ?? (isShell && SHELL_PROVIDED[lib] ? SHELL_PROVIDED[lib](appDir) : undefined);
    shared[lib] = { singleton: SHARED_SINGLETONS.includes(lib), version, requiredVersion: `^${major}.0.0`, ...(provideFrom ? { import: provideFrom } : {}) };
  }
  shared['shell/kit'] = isShell
    ? { singleton: true, import: path.join(appDir, 'src/kit/kit.ts'), version: KIT_VERSION, requiredVersion: `^${KIT_VERSION}` }
    : { singleton: true, import: false, requiredVersion: `^${KIT_VERSION}` };
  return shared;
}

/**
 * Builds the webpack configuration of one app.
 *
 * @param {object} options
 * @param {string} options.appDir absolute directory of the app (its package.json lives there)
 * @param {string} options.name Module Federation name: 'shell' for the host, else the remote's
 * @param {boolean} [options.isShell] true for the host (html page, publicPath '/', kit provider)
 * @param {Record<string,string>} [options.exposes] modules exposed, e.g. { './app': './src/app/lifecycles.tsx' }
 * @param {string} [options.entry] entry module (the shell's start-up); remotes have none
 * @param {string} [options.title] html title (shell only)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ appDir, name, isShell = false, exposes = {}, entry, title = 'Grindline' }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFor(appDir, isShell),
        // The default ('version-first') fetches every registered remote's entry when the first
        // shared module is asked for, to compare versions: all four at sign-in. The shell's
        // singletons are loaded first anyway, so a remote's entry is fetched with its area.
        shareStrategy: 'loaded-first',
        // No manifest snapshots (remotes.json is the manifest) and only the browser's loaders:
        // 3 KB gz less federation runtime in every remoteEntry and the shell. (Providing the
        // runtime once from the shell, `provideExternalRuntime`, was measured: remote entries
        // fell to 8.5 KB gz but the shell's first load grew 21 KB and the first screen 42 KB.)
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        // Offline machines: no type archive, no manifest fetches; remotes.json is the manifest.
        dts: false,
        manifest: false,
      }),
    ];
    if (!isShell) plugins.push(new ReleaseDeclarationPlugin({ name, version: releaseVersion(appDir), kit: `^${KIT_VERSION}` }));
    if (isShell) {
      plugins.push(
        new HtmlWebpackPlugin({
          title,
          template: path.join(appDir, 'src/index.html'),
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
      );
    }
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: entry ? { main: entry } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          '@grindline/domain': path.join(ROOT, 'domain/src/index.ts'),
          // UI primitives are source, bundled by each app: a remote releases alone with its copy.
          '@grindline/ui': path.join(ROOT, 'ui/src'),
          // Types and jest see shell/kit; webpack resolves it through the share scope. The
          // alias lets the shell's own imports of 'shell/kit' resolve to the provided module.
          ...(isShell ? { 'shell/kit': path.join(appDir, 'src/kit/kit.ts') } : {}),
        },
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins,
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, SHARED_SINGLETONS, SHARED_LIBRARIES, SHARED_SUBSETS, KIT_VERSION };
