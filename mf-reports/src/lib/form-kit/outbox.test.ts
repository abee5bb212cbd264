import { freshIndexedDb } from '../../testing/fake-indexeddb';
import { outboxFor, putOutbox, removeOutbox } from './outbox';

const entry = (submissionId: string, draftKey: string, queuedAt: string) => ({
  submissionId,
  draftKey,
  owner: draftKey.split(':')[0],
  formKey: draftKey.split(':')[1],
  body: { line: 'A' },
  queuedAt,
  status: 'queued' as const,
});

describe('outbox', () => {
  beforeEach(freshIndexedDb);

  it("lists one form's entries oldest first, and only that user's", async () => {
    await putOutbox(entry('b', 'dana:bart', '2026-01-01T02:00:00Z'));
    await putOutbox(entry('a', 'dana:bart', '2026-01-01T01:00:00Z'));
    await putOutbox(entry('c', 'lee:bart', '2026-01-01T00:00:00Z'));
    expect((await outboxFor('dana:bart')).map((e) => e.submissionId)).toEqual(['a', 'b']);
  });

  it('holds one entry per submission id (a second queueing replaces it)', async () => {
    await putOutbox(entry('a', 'dana:bart', '2026-01-01T01:00:00Z'));
    await putOutbox({ ...entry('a', 'dana:bart', '2026-01-01T01:00:00Z'), status: 'conflict', theirs: { line: 'C' } });
    const [only, ...rest] = await outboxFor('dana:bart');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ status: 'conflict', theirs: { line: 'C' } });
    await removeOutbox('a');
    expect(await outboxFor('dana:bart')).toEqual([]);
  });
});
