/**
 * Guards of issue 25 (one contract per route): the route table and the contracts are one list,
 * the OpenAPI document has every route, every contract describes its success answer, and a
 * ratchet that only shrinks: the browser sources that still reach the API by hand instead of
 * apiCall (contracts/raw-api-files.txt). It fails for a new entry AND for a listed entry that is
 * done: remove its line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@grindline/domain';
import { ALL_CONTRACTS } from '@grindline/domain';
import { grindlineOpenApi } from '../src/openapi/grindline-openapi';
import { routes } from '../src/route-table';
import { describesSuccess, rawApiFiles, readList } from './contracts/ratchet';

/** Sorted by code unit, as `LC_ALL=C sort` does: the same on every machine. */
const sorted = (list: readonly string[]): string[] => [...list].sort();

describe('route table and contracts', () => {
  it('gives every route of the route table a contract of ALL_CONTRACTS, and every contract a route', () => {
    for (const route of routes) expect(ALL_CONTRACTS).toContain(route.contract);
    expect(sorted(routes.map((r) => r.id))).toEqual(sorted(ALL_CONTRACTS.map((c) => c.id)));
  });

  it('has unique ids and unique method + path pairs', () => {
    const ids = ALL_CONTRACTS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const keys = ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  // A bundle builds its handler from the contract it imports and never loads the route table
  // (lib/create-handler.ts): what the route table deploys must be that contract.
  it("builds every route's handler from the route's own contract", () => {
    const wrong = routes.flatMap((route) => {
      const source = readFileSync(join(__dirname, '../src/handlers', `${route.handler}.ts`), 'utf8');
      const used = [...source.matchAll(/createHandler\(\s*(\w+)/g)].map((m) => m[1]);
      const contract = used.length === 1 ? (domain as Record<string, unknown>)[used[0]] : undefined;
      return contract === route.contract ? [] : [`${route.id}: handlers/${route.handler}.ts calls createHandler with ${used.join(', ') || 'nothing'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists every route in the OpenAPI document', () => {
    const operations = Object.values(grindlineOpenApi().paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(routes.length);
    expect(sorted(operations.map((op) => op.operationId))).toEqual(sorted(routes.map((r) => r.id)));
  });
});

describe('every contract describes its answers', () => {
  it('describes a 2xx answer of every route', () => {
    // A new route is described from the start: give its contract `responses: { 200: schema }`.
    expect(ALL_CONTRACTS.filter((c) => !describesSuccess(c)).map((c) => c.id)).toEqual([]);
  });
});

describe('ratchet: the micro-frontends call the API through apiCall only', () => {
  const listed = readList('raw-api-files.txt');
  const found = rawApiFiles();

  it('keeps its list sorted, one path a line', () => {
    expect(listed).toEqual(sorted(listed));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds no /api/ path string and no direct apiJson/apiFetch outside functions/tests/contracts/raw-api-files.txt', () => {
    // Call the route with apiCall(contract, input) (ui/src/api-call.ts) instead.
    const added = [...found].filter(([file]) => !listed.includes(file)).map(([file, why]) => `${file}: ${why}`);
    expect(added).toEqual([]);
  });

  it('lists no file that is converted now (remove its line from raw-api-files.txt)', () => {
    expect(listed.filter((file) => !found.has(file))).toEqual([]);
  });
});
