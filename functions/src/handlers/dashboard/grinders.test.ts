import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './grinders';

const grinders = (query: Record<string, string>, caller: { username: string; role: string }) =>
  invoke(handler, routeEvent(routeById('grinders'), { query, caller }));

describe('GET /api/dashboard/grinders', () => {
  it("lists the grinder types of the site's profile", async () => {
    const result = await grinders({ site: 'BART' }, { username: 'bartadmin', role: 'BARTadmin' });
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ grinders: ['5062', '5063', 'LRG-7', '2103'] });
  });

  it('lists the sorted union of every site for a multi-site admin asking ALL', async () => {
    const { grinders: all } = jsonBody<{ grinders: string[] }>(await grinders({ site: 'ALL' }, { username: 'admin', role: 'admin' }));
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['5062', '2103', 'LPC-1', 'LRG-32', 'TG8-5']));
  });

  it("refuses another site's list to a site user, and a missing site", async () => {
    expect((await grinders({ site: 'BART' }, { username: 'mbta', role: 'MBTA' })).statusCode).toBe(403);
    expect((await grinders({}, { username: 'mbta', role: 'MBTA' })).statusCode).toBe(400);
  });
});
