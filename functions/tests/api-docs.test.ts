/**
 * docs/api.md's 'Route reference' is generated from the route contracts (scripts/api-docs.mjs):
 * this fails when the committed section is not what the contracts give.
 */
import { readFileSync } from 'node:fs';
import { ALL_CONTRACTS, CONTRACT_AREAS, defineRoute } from '@grindline/domain';
import { API_MD, BEGIN, END, routeReference, siteScope, successStatuses, whoMay, withRouteReference } from '../../scripts/api-docs.mjs';

describe('docs/api.md route reference', () => {
  it('is what the contracts give (run node scripts/api-docs.mjs after changing a contract)', () => {
    const committed = readFileSync(API_MD, 'utf8');
    const wanted = withRouteReference(committed, routeReference(CONTRACT_AREAS));
    if (committed !== wanted) throw new Error("docs/api.md's route reference is stale: run `cd domain && node build.mjs && cd .. && node scripts/api-docs.mjs` and commit docs/api.md");
  });

  it('has one row per route', () => {
    const section = readFileSync(API_MD, 'utf8').split(BEGIN)[1].split(END)[0];
    const rows = section.split('\n').filter((line) => /^\| (GET|POST|PUT|DELETE) \|/.test(line));
    expect(rows).toHaveLength(ALL_CONTRACTS.length);
  });

  it('says who, where and what succeeds in words', () => {
    expect(whoMay('public')).toBe('public');
    expect(whoMay(['super', 'siteUsers'])).toBe('super, site users');
    expect(siteScope({ from: 'query', name: 'site', all: 'ALL' })).toBe('query `site` (`ALL`: every site)');
    expect(siteScope({ from: 'fixed', site: 'BART' })).toBe('BART only');
    const route = defineRoute({ id: 'x', method: 'GET', path: '/api/x', summary: 'x', allow: 'public', site: { from: 'none' }, responses: { 404: { media: 'none', description: 'no' }, 201: { media: 'none', description: 'yes' }, 200: { media: 'none', description: 'yes' } } });
    expect(successStatuses(route)).toBe('200, 201');
    expect(() => withRouteReference('no markers', '')).toThrow(/markers/);
  });
});
