/**
 * The 'Route reference' of docs/api.md, generated from the route contracts (domain/src/contracts):
 * one row per route with its method, path, who may call it, its site scope, its summary and the
 * statuses it answers on success. The hand-written prose of docs/api.md stays as it is; only the
 * part between `<!-- routes:begin -->` and `<!-- routes:end -->` is rewritten.
 *
 *   node scripts/api-docs.mjs          rewrite docs/api.md (needs domain/dist: cd domain && node build.mjs)
 *   node scripts/api-docs.mjs --check  exit 1 when the committed section is stale
 *
 * scripts/build.mjs runs it after the domain; functions/tests/api-docs.test.ts fails when the
 * committed section differs from what the contracts give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BEGIN = '<!-- routes:begin -->';
export const END = '<!-- routes:end -->';
export const API_MD = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api.md');

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Who may call a route, in words. */
export function whoMay(allow) {
  if (allow === 'public') return 'public';
  if (allow === 'signedIn') return 'signed in';
  return allow.map((who) => (who === 'siteUsers' ? 'site users' : who === 'agencyReviewers' ? 'agency reviewers' : who)).join(', ');
}

/** Where the site of a route's data is read from, in words. */
export function siteScope(site) {
  switch (site.from) {
    case 'fixed':
      return `${site.site} only`;
    case 'query':
    case 'body':
      return `${site.from} \`${site.name}\`${site.all ? ` (\`${site.all}\`: every site)` : ''}`;
    case 'stored':
      return 'the stored record\'s site';
    default:
      return '-';
  }
}

/** The success statuses (2xx and redirects) a contract describes, or a note that it describes none yet. */
export function successStatuses(contract) {
  const statuses = Object.keys(contract.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 400)
    .sort((a, b) => a - b);
  return statuses.length ? statuses.join(', ') : 'not described yet';
}

/** The generated section (without its markers): one table per area, one row per route. */
export function routeReference(areas) {
  const lines = [
    '',
    '_Generated from the route contracts (`domain/src/contracts`) by `node scripts/api-docs.mjs`; do not edit by hand. The same contracts give `GET /api/openapi.json`._',
    '',
  ];
  for (const [area, module] of Object.entries(areas)) {
    // By path, then method: the order of a module's exports differs between its build and its source.
    // An area file may also export its schemas: only its contracts are routes.
    const contracts = Object.values(module).filter((v) => v && typeof v === 'object' && typeof v.path === 'string' && typeof v.id === 'string' && v.responses).sort((a, b) => (a.path === b.path ? METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) : a.path < b.path ? -1 : 1));
    if (contracts.length === 0) continue;
    lines.push(`### ${area}`, '', '| Method | Path | Who | Site | Summary | Success |', '|---|---|---|---|---|---|');
    for (const c of contracts) {
      lines.push(`| ${c.method} | \`${c.path}\` | ${cell(whoMay(c.allow))} | ${cell(siteScope(c.site))} | ${cell(c.summary)} | ${successStatuses(c)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `markdown` with the section between the markers replaced by `section`; throws without the markers. */
export function withRouteReference(markdown, section) {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md needs the markers ${BEGIN} and ${END}`);
  return `${markdown.slice(0, begin + BEGIN.length)}\n${section}\n${markdown.slice(end)}`;
}

/** Rewrites docs/api.md (or, with check, only says whether it is stale). True when it was up to date. */
export async function apiDocs({ check = false } = {}) {
  const domain = await import(pathToFileURL(join(dirname(API_MD), '..', 'domain', 'dist', 'index.js')).href);
  const current = readFileSync(API_MD, 'utf8');
  const wanted = withRouteReference(current, routeReference(domain.CONTRACT_AREAS));
  if (wanted === current) return true;
  if (!check) writeFileSync(API_MD, wanted);
  return false;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  apiDocs({ check }).then(
    (fresh) => {
      if (check && !fresh) {
        console.error('[api-docs] docs/api.md\'s route reference is stale: run node scripts/api-docs.mjs');
        process.exit(1);
      }
      console.log(fresh ? '[api-docs] docs/api.md is up to date' : '[api-docs] docs/api.md rewritten');
    },
    (error) => {
      console.error(`[api-docs] ${error.message}`);
      process.exit(1);
    },
  );
}
