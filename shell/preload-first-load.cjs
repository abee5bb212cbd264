/**
 * Adds `<link rel="preload" as="script">` to index.html for every chunk the login screen needs:
 * the bootstrap chunk group and, following only shared-module consumption (never a lazy import),
 * the chunks holding the shared modules it consumes (React, react-dom, the kit). Without it the
 * browser learns of them one round trip after another (index.html, then the federation runtime,
 * then react-dom and the bootstrap chunk), which is what Lighthouse's mobile throttling punishes
 * (docs/bench.md). Nothing more is downloaded: only earlier.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadFirstLoadPlugin {
  constructor({ entryModule }) {
    this.entryModule = entryModule;
  }

  /** Files of the chunks the first screen loads, in discovery order. */
  firstLoadFiles(compilation) {
    const { chunkGraph } = compilation;
    // A concatenated module (scope hoisting) carries its root module's resource.
    const resourceOf = (m) => m.resource ?? m.rootModule?.resource ?? '';
    const start = [...compilation.modules].find((m) => resourceOf(m).endsWith(this.entryModule));
    if (!start) return [];
    const seen = new Set();
    const queue = [];
    const addGroup = (group) => {
      for (const chunk of group.chunks) {
        if (!seen.has(chunk)) {
          seen.add(chunk);
          queue.push(chunk);
        }
      }
    };
    // This app provides most shared modules itself, and the page uses the provided copy: for
    // those, the chunk to fetch is the provider's, not the consumer's fallback.
    const provided = new Map();
    for (const m of compilation.modules) {
      if (m.constructor.name === 'ProvideSharedModule' && m._name) provided.set(m._name, m);
    }
    for (const chunk of chunkGraph.getModuleChunksIterable(start)) for (const group of chunk.groupsIterable) addGroup(group);
    while (queue.length) {
      const chunk = queue.shift();
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A shared module this chunk consumes: its code is in the chunk(s) of its fallback block.
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const source = provided.get(module.options?.shareKey) ?? module;
        for (const block of source.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) addGroup(group);
        }
      }
    }
    const files = [];
    for (const chunk of seen) for (const file of chunk.files) if (file.endsWith('.js') && !chunk.hasRuntime()) files.push(file);
    return files;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstLoadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstLoadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        for (const file of this.firstLoadFiles(compilation)) {
          data.headTags.push({ tagName: 'link', voidTag: true, meta: { plugin: 'PreloadFirstLoadPlugin' }, attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` } });
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstLoadPlugin };
