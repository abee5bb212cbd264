import { accessFor, customerProfile } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { grindersFor } from './grinders';

const callerOf = (role: string): Caller => ({ username: role.toLowerCase(), role, access: accessFor(role) });

describe('grindersFor', () => {
  it("lists the grinder types of the site's customer profile", () => {
    expect(grindersFor(callerOf('BARTadmin'), 'BART')).toEqual(['5062', '5063', 'LRG-7', '2103']);
  });

  it('gives multi-site callers the sorted union over every site for ALL', () => {
    const all = grindersFor(callerOf('admin'), 'ALL');
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
    for (const site of ['BART', 'NYCT', 'SKYTRAIN', 'MBTA'])
      for (const grinder of customerProfile(site).grinderTypes) expect(all).toContain(grinder);
  });

  it("refuses a site that is not the caller's, and ALL for a single-site caller", () => {
    expect(() => grindersFor(callerOf('MBTA'), 'BART')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => grindersFor(callerOf('BARTadmin'), 'ALL')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});
