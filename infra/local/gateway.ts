/**
 * The local API gateway: one node:http server on 127.0.0.1 that serves the route table of
 * functions/src/route-table.ts at /api exactly as the HTTP API of the CDK app does (same
 * authorizer bundle, payload 2.0 events, same handler bundles), and the production builds of the
 * shell and the remotes around it (see static-files.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { routes as routeTable, type RouteDef } from '../../functions/src/route-table';
import {
  buildAuthorizerEvent,
  buildEvent,
  matchRoute,
  messageResponse,
  toGatewayResponse,
  type GatewayResponse,
} from './api-events';
import { repoRoot } from './emulators/process';
import { securityHeaders } from '../src/security-headers';
import { basemapOrigin, parseBasemapSetting } from '@grindline/domain';
import { importBundle } from './bundle-import';
import { chooseEncoding, compress, isCompressible, useCompressionFolder } from './compression';
import { serveStatic, type StaticConfig } from './static-files';

/** Lambda's request payload limit. */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

export interface GatewayOptions {
  /** Folder holding <routeId>/index.mjs and authorizer/index.mjs (default functions/dist). */
  functionsDist?: string;
  routes?: readonly RouteDef[];
  /** Static sites (default: shell/dist and the four remotes' dist folders). */
  static?: StaticConfig;
  port?: number;
  bodyLimitBytes?: number;
  /** Called once per /api request, e.g. to log it. */
  onApiRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
  /** A folder where compressed static files are kept for every stack of the machine (none: memory only). */
  compressionFolder?: string;
}

/** Where the stacks of this checkout keep their compressed static files. */
export const compressionFolderOf = (root = repoRoot()): string => join(root, 'node_modules/.cache/grindline-compressed');

/** A running gateway. */
export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/** Remote name -> app folder, as the shell's remotes.json names them. */
export const REMOTE_APPS: Record<string, string> = {
  reports: 'mf-reports',
  dashboards: 'mf-dashboards',
  maps: 'mf-maps',
  datacollection: 'mf-datacollection',
};

/**
 * The static sites of this repository. GRINDLINE_REMOTES_JSON (JSON text) replaces remotes.json;
 * GRINDLINE_RELEASE_MANIFEST names a manifest file read at every request (default
 * .grindline/releases/remotes.json when it exists); released builds live under
 * GRINDLINE_RELEASES_DIR (default .grindline/releases), docs/deploy.md 'Releasing one area'.
 */
export function defaultStaticConfig(root = repoRoot()): StaticConfig {
  const releasesDir = process.env.GRINDLINE_RELEASES_DIR || join(root, '.grindline/releases');
  return {
    shellDir: join(root, 'shell/dist'),
    remotes: Object.fromEntries(Object.entries(REMOTE_APPS).map(([name, app]) => [name, join(root, app, 'dist')])),
    remotesJson: process.env.GRINDLINE_REMOTES_JSON || undefined,
    releaseManifest: process.env.GRINDLINE_RELEASE_MANIFEST || join(releasesDir, 'remotes.json'),
    releasesDir,
  };
}

type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

class BodyTooLarge extends Error {}

/** A route whose bundle is not built: answered 502 with the fix, instead of a bare 500. */
class MissingBundle extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function lambdaContext(name: string, timeoutSeconds: number) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    functionName: `grindline-${name}`,
    functionVersion: '$LATEST',
    awsRequestId: randomUUID(),
    memoryLimitInMB: '256',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
}

const HEADERS = new Map<string, Readonly<Record<string, string>>>();

/**
 * The security headers, with Google's Maps hosts in the CSP only when a key is configured and the
 * upload bucket's origin (s3rver's, which the presigned URLs name) in connect-src when S3 runs, as
 * in AWS, and a configured basemap style URL's origin. Read per answer: the stack sets the handlers' environment after this module loads.
 */
function headersNow(): Readonly<Record<string, string>> {
  const googleMaps = Boolean(process.env.GOOGLE_MAPS_API_KEY?.trim());
  const s3 = process.env.AWS_ENDPOINT_URL_S3?.trim();
  const uploadOrigin = s3 ? new URL(s3).origin : undefined;
  // GRINDLINE_BASEMAP is what the base-layer handler reads too (a style URL's origin is admitted).
  const basemap = process.env.GRINDLINE_BASEMAP?.trim() ?? '';
  const key = `${googleMaps} ${uploadOrigin ?? ''} ${basemap}`;
  let headers = HEADERS.get(key);
  if (!headers) {
    headers = securityHeaders({ googleMaps, uploadOrigin, basemapOrigin: basemapOrigin(parseBasemapSetting(basemap)) });
    HEADERS.set(key, headers);
  }
  return headers;
}

/**
 * What CloudFront adds to every answer in AWS: the security headers of infra/src/security-headers.ts
 * and compression (brotli or gzip, by Accept-Encoding) of text-like bodies. Static files are
 * compressed once per content; API answers each time.
 */
export function finishResponse(
  response: GatewayResponse,
  acceptEncoding: string | undefined,
  isStatic: boolean,
): { headers: Record<string, string | string[]>; body: Buffer } {
  const headers: Record<string, string | string[]> = { ...headersNow(), ...response.headers };
  const type = headers['content-type'];
  if (headers['content-encoding'] || !isCompressible(typeof type === 'string' ? type : undefined, response.body.length)) {
    return { headers, body: response.body };
  }
  headers.vary = 'accept-encoding';
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return { headers, body: response.body };
  headers['content-encoding'] = encoding;
  return { headers, body: compress(response.body, encoding, isStatic) };
}

/** Starts the gateway on 127.0.0.1 (`port` 0 or absent: a free one). */
export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const dist = options.functionsDist ?? join(repoRoot(), 'functions/dist');
  const routes = options.routes ?? routeTable;
  const statics = options.static ?? defaultStaticConfig();
  const limit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  useCompressionFolder(options.compressionFolder ?? null);
  const modules = new Map<string, Promise<LambdaHandler>>();

  /** Imports a bundle once; a failed import is retried on the next request (after a rebuild). */
  const handlerOf = (id: string): Promise<LambdaHandler> => {
    let loaded = modules.get(id);
    if (!loaded) {
      const file = join(dist, id, 'index.mjs');
      if (!existsSync(file)) return Promise.reject(new MissingBundle(`Bundle ${file} is missing: run \`npm run build\``));
      loaded = importBundle<{ handler?: LambdaHandler }>(file).then((m) => {
        if (typeof m.handler !== 'function') throw new Error(`${file} exports no handler`);
        return m.handler;
      });
      loaded.catch(() => modules.delete(id));
      modules.set(id, loaded);
    }
    return loaded;
  };

  const invoke = async (id: string, timeoutSeconds: number, event: unknown): Promise<unknown> => {
    const handler = await handlerOf(id);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${id} timed out after ${timeoutSeconds} s`)), timeoutSeconds * 1000);
    });
    try {
      return await Promise.race([handler(event, lambdaContext(id, timeoutSeconds)), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const api = async (req: IncomingMessage, path: string, query: string): Promise<GatewayResponse> => {
    const match = matchRoute(routes, req.method ?? 'GET', path);
    if (match.kind === 'none') return messageResponse(404, 'Not Found');
    if (match.kind === 'wrong-method') return messageResponse(405, 'Method Not Allowed', { allow: match.allowed.join(', ') });
    let body: Buffer;
    try {
      body = await readBody(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) return messageResponse(413, 'Request Entity Too Large');
      throw error;
    }
    const request = {
      method: req.method ?? 'GET',
      rawPath: path,
      rawQueryString: query,
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    };
    const { route, params } = match;
    let authorizer: Record<string, unknown> | undefined;
    if (route.allow !== 'public') {
      // API Gateway answers 401 itself when the identity source (the Cookie header) is absent.
      if (!req.headers.cookie) return messageResponse(401, 'Unauthorized');
      const decision = (await invoke('authorizer', 10, buildAuthorizerEvent(buildEvent(request, route, params)))) as {
        isAuthorized?: boolean;
        context?: Record<string, unknown>;
      };
      if (!decision?.isAuthorized) return messageResponse(403, 'Forbidden');
      authorizer = decision.context ?? {};
    }
    const result = await invoke(route.id, route.timeoutSeconds ?? 10, buildEvent(request, route, params, authorizer));
    return toGatewayResponse(result);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q + 1);
    let response: GatewayResponse;
    const isApi = path === '/api' || path.startsWith('/api/');
    try {
      if (isApi) response = await api(req, path, query);
      else if (req.method === 'GET' || req.method === 'HEAD') response = serveStatic(statics, path);
      else response = messageResponse(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    } catch (error) {
      if (error instanceof MissingBundle) response = messageResponse(502, error.message);
      else {
        console.error(`[gateway] ${req.method} ${path} failed:`, error);
        response = messageResponse(500, 'Internal Server Error');
      }
    }
    const { headers, body } = finishResponse(response, req.headers['accept-encoding'], !isApi);
    res.writeHead(response.statusCode, { ...headers, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    if (isApi) options.onApiRequest?.({ method: req.method ?? '', path, status: response.statusCode, ms: Date.now() - started });
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Handlers run in this process: the PDF routes' Chromiums (one per bundle that printed,
      // render-pdf.ts `browserClosers`) go with the gateway.
      const closers = (globalThis as { __grindlineCloseBrowsers?: Set<() => Promise<void>> }).__grindlineCloseBrowsers;
      await Promise.all([...(closers ?? [])].map((close) => close()));
    },
  };
}
