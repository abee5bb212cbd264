import { isOfflineLookup } from './offline-lookups';

describe('form lookups kept for offline use', () => {
  it('keeps the lists a blank form offers', () => {
    for (const list of ['customers', 'lines', 'directions', 'grinders', 'stones', 'profiles', 'chain-bounds']) {
      expect(isOfflineLookup(`/api/form/${list}`)).toBe(true);
    }
    expect(isOfflineLookup('/api/reference/tracks')).toBe(true);
  });

  it('never keeps answers that depend on what was filed meanwhile, nor anything else of the API', () => {
    for (const path of ['/api/form/next-shift-number', '/api/form/shift-id-exists', '/api/form/autopopulate', '/api/form/autofill', '/api/reports/bart', '/api/dashboard/daily-stats', '/api/form/lines/x']) {
      expect(isOfflineLookup(path)).toBe(false);
    }
  });
});
