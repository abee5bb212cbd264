/**
 * The security headers of every response, declared once: CloudFront's response-headers policy in
 * AWS (stacks/hosting-stack.ts) and the local gateway (infra/local/gateway.ts) send exactly these.
 * docs/security.md explains each.
 */

/**
 * Content-Security-Policy. Scripts only from our origin (no inline script, no eval: webpack's
 * production builds and the federation runtime need neither). Styles allow 'unsafe-inline'
 * because style-loader injects <style> elements; a style cannot run code. Images may be data: or
 * blob: URLs (map images, chart exports); workers may be blob: (MapLibre builds its worker so).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Referrer-Policy: full URLs stay on our origin; other sites see the origin only, over HTTPS. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS lifetime in seconds (two years, as the preload list asks). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers, lower-case names, as the local gateway sends them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
};
