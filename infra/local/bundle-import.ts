/**
 * How the local stack loads the Lambda bundles (functions/dist/<id>/index.mjs): as plain ESM, the
 * way Lambda's runtime does, not through the TypeScript loader the stack itself runs under.
 */
import { pathToFileURL } from 'node:url';

/**
 * The tsx namespace the bundles are imported in. tsx (`--import tsx`) rewrites every dynamic
 * `import(` of each module it loads and builds a source map for it: for our bundles (the AWS
 * SDK's lazy `import("node:http")` in 750 KB of code) a few hundred milliseconds of CPU per
 * test file, spent on code that needs no transform. A module in another namespace (the query
 * tsx's own scoped registrations use) is left to Node's loader; without tsx the query is inert.
 */
export const BUNDLE_NAMESPACE = 'lambda-bundle';

/**
 * Imports the bundle at `file` as Lambda would, untouched by tsx. Jest's module loader (the
 * local stack's jest tests) reads a query as part of the file name, so there it is the path.
 */
export function importBundle<M>(file: string): Promise<M> {
  if (process.env.JEST_WORKER_ID !== undefined) return import(file) as Promise<M>;
  return import(`${pathToFileURL(file).href}?tsx-namespace=${BUNDLE_NAMESPACE}`) as Promise<M>;
}
