import { customerProfile } from '@grindline/domain';
import { routeById } from '../../route-table';
import { customerCatalogue } from '../../reference/catalogue';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as customers } from './form-customers';
import { handler as lines } from './form-lines';
import { handler as directions } from './form-directions';
import { handler as grinders } from './form-grinders';
import { handler as stones } from './form-stones';
import { handler as profiles } from './form-profiles';
import { handler as chainBounds } from './form-chain-bounds';

const NCTD_ADMIN = { username: 'nctdadmin', role: 'NCTDadmin' };
const SUPER = { username: 'admin', role: 'admin' };
type Handler = Parameters<typeof invoke>[0];
const call = (handler: Handler, id: string, query: Record<string, string>, caller = NCTD_ADMIN) => invoke(handler, routeEvent(routeById(id), { query, caller }));

describe('form lookups answered from the customer profiles and the catalogue', () => {
  it('lists only the customers the caller may file for, with the form each files', async () => {
    const own = await invoke(customers, routeEvent(routeById('form-customers'), { caller: NCTD_ADMIN }));
    expect(jsonBody(own)).toEqual({ customers: [{ id: 'NCTD', variant: 'standard', referenceLabel: 'Mile Post', lengthUnit: 'feet' }] });
    const all = jsonBody(await invoke(customers, routeEvent(routeById('form-customers'), { caller: SUPER }))) as { customers: { id: string; variant: string }[] };
    expect(all.customers.map((c) => c.id)).toContain('SKYTRAIN');
    expect(all.customers.find((c) => c.id === 'SKYTRAIN')?.variant).toBe('skytrain');
    expect(all.customers).toHaveLength(14);
  });

  it('gives the lines, directions, grinders, stones and profiles of the own site', async () => {
    expect(jsonBody(await call(lines, 'form-lines', { site: 'NCTD' }))).toEqual({ site: 'NCTD', lines: ['COASTER', 'SPRINTER'] });
    const dirs = jsonBody(await call(directions, 'form-directions', { site: 'NCTD', line: 'COASTER' })) as { directions: { direction: string; trackId: string }[] };
    expect(dirs.directions.map((d) => d.direction)).toEqual(['1', '2', 'M1', 'M2', 'MT']);
    expect(dirs.directions[0].trackId).toBe('COASTER_1');
    expect(jsonBody(await call(grinders, 'form-grinders', { site: 'NCTD' }))).toEqual({ site: 'NCTD', grinders: [...customerProfile('NCTD').grinderTypes] });
    expect((jsonBody(await call(stones, 'form-stones', { site: 'NCTD' })) as { stones: string[] }).stones).toContain('10" coarse');
    expect(jsonBody(await call(profiles, 'form-profiles', { site: 'NCTD' }))).toEqual({ site: 'NCTD', profiles: ['CPF', 'CPG', 'New Rail'] });
  });

  it('gives chain bounds in database chain and in entered units (database multiplier)', async () => {
    const line = customerCatalogue('NCTD')!.lines[0];
    const bounds = jsonBody(await call(chainBounds, 'form-chain-bounds', { site: 'NCTD', line: 'COASTER' }));
    expect(bounds).toEqual({ line: 'COASTER', dbMultiplier: 10, minChain: line.minChain, maxChain: line.maxChain, minEntered: line.minChain / 10, maxEntered: line.maxChain / 10 });
  });

  it('refuses another site with 403 and an unknown line or site with 400 naming it', async () => {
    expect((await call(lines, 'form-lines', { site: 'SKYTRAIN' })).statusCode).toBe(403);
    const badLine = await call(directions, 'form-directions', { site: 'NCTD', line: 'EXPO' });
    expect(badLine.statusCode).toBe(400);
    expect(jsonBody(badLine)).toMatchObject({ message: 'Line EXPO is not a line of NCTD', issues: [{ path: 'line' }] });
    const noSite = await call(stones, 'form-stones', {}, SUPER);
    expect(noSite.statusCode).toBe(400);
    expect(jsonBody(noSite).message).toBe('site is required');
  });
});
