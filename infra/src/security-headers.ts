/**
 * The security headers of every response, declared once: CloudFront's response-headers policy in
 * AWS (stacks/hosting-stack.ts) and the local gateway (infra/local/gateway.ts) send exactly these.
 * docs/security.md explains each.
 */

/**
 * The hosts the Google Maps JavaScript API loads from, per directive, as Google's CSP guide for the
 * Maps JavaScript API lists them (script, tiles and images, its XHRs, its fonts and stylesheet).
 * Added only when a Google Maps key is configured: without one the maps draw with MapLibre from
 * our own origin and the policy stays 'self'.
 */
export const GOOGLE_MAPS_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
};

/** What changes the policy: whether the maps may load Google Maps, where CAT files are sent. */
export interface CspOptions {
  googleMaps?: boolean;
  /**
   * The origin of the upload bucket the browser PUTs CAT files and report photos to with presigned
   * URLs (the bucket's regional endpoint in AWS, s3rver locally): added to connect-src, and to
   * img-src for the signed GETs of report photos and their thumbnails (issue 28); only it.
   */
  uploadOrigin?: string;
  /**
   * The origin of a configured basemap style URL (context `basemap`): added to connect-src (the
   * style, its tiles, glyphs and sprite) and img-src, and only it. None for the offline basemap or
   * an archive in the site bucket, which come from our own origin.
   */
  basemapOrigin?: string | null;
}

/** The directives a basemap style's origin is added to. */
export const BASEMAP_CSP_DIRECTIVES: readonly string[] = ['connect-src', 'img-src'];

/**
 * Content-Security-Policy. Scripts only from our origin (no inline script, no eval: webpack's
 * production builds and the federation runtime need neither), plus Google's Maps hosts when a key
 * is configured and the upload bucket's origin in connect-src (presigned PUTs of CAT files and
 * photos) and img-src (signed GETs of report photos). Styles allow 'unsafe-inline' because style-loader injects <style> elements; a
 * style cannot run code. Images may be data: or blob: URLs (map images, chart exports); workers
 * may be blob: (MapLibre builds its worker so).
 */
export function contentSecurityPolicy({ googleMaps = false, uploadOrigin, basemapOrigin }: CspOptions = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => {
      const extra = [
        ...(googleMaps ? (GOOGLE_MAPS_CSP_SOURCES[name] ?? []) : []),
        ...(uploadOrigin && (name === 'connect-src' || name === 'img-src') ? [uploadOrigin] : []),
        ...(basemapOrigin && BASEMAP_CSP_DIRECTIVES.includes(name) ? [basemapOrigin] : []),
      ];
      return `${name} ${[...sources, ...extra].join(' ')}`;
    })
    .join('; ');
}

/** The policy without Google Maps: the default of every deployment without a key. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Referrer-Policy: full URLs stay on our origin; other sites see the origin only, over HTTPS. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS lifetime in seconds (two years, as the preload list asks). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers, lower-case names, as the local gateway sends them. */
export function securityHeaders(options: CspOptions = {}): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(options) };
}

/** The headers of a deployment without a Google Maps key. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
};
