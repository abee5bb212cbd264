import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as listHandler } from './list-mail-lists';
import { handler as putHandler } from './put-mail-list';

const adminMgmt = { username: 'adminmgmt', role: 'adminMgmt' };
const put = (clientKey: string, body: unknown, caller = adminMgmt) => invoke(putHandler, routeEvent(routeById('mail-list-put'), { params: { clientKey }, body, caller }));
const lists = async () => jsonBody<{ lists: Array<{ clientKey: string; addresses: string[]; updatedBy?: string }> }>(await invoke(listHandler, routeEvent(routeById('mail-lists'), { caller: adminMgmt }))).lists;

describe('mail list routes', () => {
  it('stores a list (trimmed, lower-cased, without repeats) and lists every client key', async () => {
    const saved = await put('SOUNDTRANSIT', { addresses: [' Ops@SoundTransit.test ', 'ops@soundtransit.test', 'chief@soundtransit.test'] });
    expect(saved.statusCode).toBe(200);
    expect(jsonBody(saved).list).toMatchObject({ clientKey: 'SOUNDTRANSIT', addresses: ['ops@soundtransit.test', 'chief@soundtransit.test'], updatedBy: 'adminmgmt' });
    const all = await lists();
    expect(all.map((l) => l.clientKey).slice(0, 4)).toEqual(['INTERNAL', 'SKYTRAIN_ADMIN', 'NYCT_ADMIN', 'ETS']);
    expect(all.find((l) => l.clientKey === 'SOUNDTRANSIT')?.addresses).toEqual(['ops@soundtransit.test', 'chief@soundtransit.test']);
    expect(all.find((l) => l.clientKey === 'VTA')).toEqual({ clientKey: 'VTA', addresses: [] });
  });

  it('names a bad address and saves nothing; refuses an unknown client', async () => {
    await put('GCRTA', { addresses: ['ops@gcrta.test'] });
    const bad = await put('GCRTA', { addresses: ['new@gcrta.test', 'not-an-address', 'x@y'] });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).message).toBe('"not-an-address" is not a valid email address');
    expect(jsonBody<{ issues: unknown[] }>(bad).issues).toEqual([
      { path: 'addresses.1', message: '"not-an-address" is not a valid email address' },
      { path: 'addresses.2', message: '"x@y" is not a valid email address' },
    ]);
    expect((await lists()).find((l) => l.clientKey === 'GCRTA')?.addresses).toEqual(['ops@gcrta.test']);
    const unknown = await put('ACME', { addresses: [] });
    expect(unknown.statusCode).toBe(400);
    expect(jsonBody(unknown).message).toBe('Unknown client "ACME"');
  });
});
