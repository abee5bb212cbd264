import { openDB } from 'idb';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { clearDraft, ensureSubmissionId, readDraft, writeDraft, writeDraftPhotos } from '../drafts';
import { kitDb } from '../kit-db';
import { outboxFor, putOutbox } from '../outbox';
import { forgetPhotoPicture, getPhotoPicture, markPhotoUploaded, putPhotoPicture } from './photo-store';

const ID = '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01';
const OTHER = '0b8e6f1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
/** jsdom's Blob has no arrayBuffer(): a picture as the browser's Blob would hand it over. */
const picture = (text: string) => ({ arrayBuffer: async () => new TextEncoder().encode(text).buffer, type: 'image/jpeg' }) as unknown as Blob;
const photoItem = (id: string) => ({ id, fileName: `${id}.jpg`, contentType: 'image/jpeg' as const, size: 5, caption: 'rail' });

describe('photos kept with the draft', () => {
  beforeEach(freshIndexedDb);

  it('upgrades a version 1 database to the photos store, keeping its drafts and outbox', async () => {
    const v1 = await openDB('grindline-form-kit', 1, {
      upgrade(db) {
        db.createObjectStore('drafts', { keyPath: 'key' });
        db.createObjectStore('outbox', { keyPath: 'submissionId' }).createIndex('draftKey', 'draftKey');
      },
    });
    await v1.put('drafts', { key: 'dana:bart', version: 1, savedAt: '2026-11-26T10:00:00Z', values: { line: 'A' }, submissionId: 's-1' });
    await v1.put('outbox', { submissionId: 's-0', draftKey: 'dana:bart', owner: 'dana', formKey: 'bart', body: { line: 'C' }, queuedAt: '2026-11-26T09:00:00Z', status: 'queued' });
    v1.close();

    const db = await kitDb();
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['drafts', 'outbox', 'photos']);
    expect(await readDraft('dana:bart')).toMatchObject({ values: { line: 'A' }, submissionId: 's-1' });
    expect((await outboxFor('dana:bart')).map((e) => e.submissionId)).toEqual(['s-0']);
  });

  it('keeps the photo list through saves of the values and the submission id, and the pictures by id', async () => {
    await putPhotoPicture(ID, 'dana:bart', picture('jpeg-bytes'));
    await writeDraftPhotos('dana:bart', { items: [photoItem(ID)], includeLocation: true }, 1);
    await writeDraft('dana:bart', { line: 'A' }, 1);
    await ensureSubmissionId('dana:bart', 1);
    expect((await readDraft('dana:bart'))?.photos).toEqual({ items: [photoItem(ID)], includeLocation: true });
    const stored = await getPhotoPicture(ID);
    expect(new TextDecoder().decode(stored?.bytes)).toBe('jpeg-bytes');
    expect(stored).toMatchObject({ draftKey: 'dana:bart', contentType: 'image/jpeg', uploaded: false });
    await markPhotoUploaded(ID);
    expect((await getPhotoPicture(ID))?.uploaded).toBe(true);
  });

  it('removes the pictures of a draft when it is cleared (filed or discarded), not those of another draft', async () => {
    await putPhotoPicture(ID, 'dana:bart', picture('a'));
    await putPhotoPicture(OTHER, 'dana:standard', picture('b'));
    await writeDraftPhotos('dana:bart', { items: [photoItem(ID)], includeLocation: false }, 1);
    await clearDraft('dana:bart');
    expect(await readDraft('dana:bart')).toBeNull();
    expect(await getPhotoPicture(ID)).toBeUndefined();
    expect(await getPhotoPicture(OTHER)).toBeDefined();
  });

  it('forgets a picture taken off the form unless a queued report still carries it', async () => {
    await putPhotoPicture(ID, 'dana:bart', picture('a'));
    await putPhotoPicture(OTHER, 'dana:bart', picture('b'));
    await putOutbox({ submissionId: 's-1', draftKey: 'dana:bart', owner: 'dana', formKey: 'bart', body: { photos: [{ id: ID }] }, queuedAt: '2026-11-26T09:00:00Z', status: 'queued' });
    await forgetPhotoPicture(ID, 'dana:bart');
    await forgetPhotoPicture(OTHER, 'dana:bart');
    expect(await getPhotoPicture(ID)).toBeDefined();
    expect(await getPhotoPicture(OTHER)).toBeUndefined();
  });
});
