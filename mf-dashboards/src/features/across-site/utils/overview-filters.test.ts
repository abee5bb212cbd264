import { accessFor } from '@grindline/domain';
import { initialOverviewFilters, overviewDateError, overviewSiteOptions } from './overview-filters';

describe('multi-site dashboard filters', () => {
  it('starts admins on All sites and others on their own, 2019-01-01 to 2020-01-01', () => {
    expect(initialOverviewFilters(accessFor('admin'))).toEqual({ site: 'ALL', startDate: '2019-01-01', endDate: '2020-01-01' });
    expect(initialOverviewFilters(accessFor('BARTadmin'))).toEqual({ site: 'BART', startDate: '2019-01-01', endDate: '2020-01-01' });
  });

  it('offers a site choice to multi-site admins only', () => {
    expect(overviewSiteOptions(accessFor('adminReadOnly'))?.[0]).toEqual({ value: 'ALL', label: 'All sites' });
    expect(overviewSiteOptions(accessFor('BARTadmin'))).toBeNull();
  });

  it('names a reversed or missing date', () => {
    expect(overviewDateError({ site: 'ALL', startDate: '2020-02-01', endDate: '2020-01-01' })).toBe('Data From must be on or before To');
    expect(overviewDateError({ site: 'ALL', startDate: '', endDate: '2020-01-01' })).toBe('Choose both dates');
    expect(overviewDateError({ site: 'ALL', startDate: '2019-01-01', endDate: '2020-01-01' })).toBeNull();
  });
});
