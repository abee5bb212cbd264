import { lookupUrl } from './lookup-url';

describe('lookupUrl', () => {
  it('encodes the query and leaves blank values out', () => {
    expect(lookupUrl('directions', { site: 'NCTD', line: 'Red Line', x: '' })).toBe('/api/form/directions?site=NCTD&line=Red+Line');
    expect(lookupUrl('customers')).toBe('/api/form/customers');
  });
});
