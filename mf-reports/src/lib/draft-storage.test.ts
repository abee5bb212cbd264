import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage';

describe('draft storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keys drafts per form and per user', () => {
    expect(draftKey('bart', 'alice')).not.toBe(draftKey('bart', 'bob'));
    expect(draftKey('bart', 'alice')).not.toBe(draftKey('skytrain', 'alice'));
  });

  it('round-trips values and clears them', () => {
    const key = draftKey('bart', 'alice');
    expect(saveDraft(key, { line: 'A', rows: [{ segmentFrom: '1.5' }] })).toBe(true);
    expect(loadDraft(key)).toEqual({ line: 'A', rows: [{ segmentFrom: '1.5' }] });
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('treats junk or another version as no draft', () => {
    window.localStorage.setItem('k1', '{not json');
    window.localStorage.setItem('k2', JSON.stringify({ v: 99, values: { line: 'A' } }));
    window.localStorage.setItem('k3', JSON.stringify({ v: 1, values: 'text' }));
    expect(loadDraft('k1')).toBeNull();
    expect(loadDraft('k2')).toBeNull();
    expect(loadDraft('k3')).toBeNull();
  });

  it('reports a refused save instead of throwing', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft('k', { a: 1 })).toBe(false);
    spy.mockRestore();
  });
});
