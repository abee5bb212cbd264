/** webpack 5's `import.meta.webpackContext` (a require.context for ES modules), as this remote uses it. */
interface ImportMeta {
  webpackContext(directory: string, options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' }): {
    keys(): string[];
    (id: string): unknown;
  };
}
