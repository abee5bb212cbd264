import { freshIndexedDb } from '../../testing/fake-indexeddb';
import { clearDraft, draftKey, ensureSubmissionId, onDraftCleared, readDraft, writeDraft } from './drafts';

describe('drafts', () => {
  beforeEach(freshIndexedDb);

  it('keys drafts per user and form', () => {
    expect(draftKey('dana', 'bart')).toBe('dana:bart');
    expect(draftKey(undefined, 'bart')).toBe('signed-out:bart');
    expect(draftKey('lee', 'bart')).not.toBe(draftKey('dana', 'bart'));
  });

  it('saves and reads back the values with the time saved', async () => {
    const savedAt = await writeDraft('dana:bart', { line: 'A', rows: [{ from: '1.5' }] }, 1);
    const draft = await readDraft('dana:bart');
    expect(draft).toMatchObject({ version: 1, values: { line: 'A', rows: [{ from: '1.5' }] }, savedAt });
    expect(await readDraft('lee:bart')).toBeNull();
  });

  it('keeps one submission id per report across saves, and a new one after clearing', async () => {
    await writeDraft('dana:bart', { line: 'A' }, 1);
    const id = await ensureSubmissionId('dana:bart', 1);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await writeDraft('dana:bart', { line: 'C' }, 1);
    expect(await ensureSubmissionId('dana:bart', 1)).toBe(id);
    expect((await readDraft('dana:bart'))?.values).toEqual({ line: 'C' });
    await clearDraft('dana:bart');
    expect(await readDraft('dana:bart')).toBeNull();
    expect(await ensureSubmissionId('dana:bart', 1)).not.toBe(id);
  });

  it('never lets a save issued before a clear bring the draft back', async () => {
    const saving = writeDraft('dana:bart', { line: 'A' }, 1);
    const clearing = clearDraft('dana:bart');
    await Promise.all([saving, clearing]);
    expect(await readDraft('dana:bart')).toBeNull();
  });

  it('tells listeners of that draft when it is cleared', async () => {
    const listener = jest.fn();
    const other = jest.fn();
    const off = onDraftCleared('dana:bart', listener);
    onDraftCleared('lee:bart', other);
    await clearDraft('dana:bart');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    off();
    await clearDraft('dana:bart');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
