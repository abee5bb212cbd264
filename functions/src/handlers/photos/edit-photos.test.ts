/**
 * The photos of a NYCT report through its edit (issue 28): the whole list is sent, added photos
 * are checked in the bucket like a filing's, each save is a version, and the history tells the
 * photos added or removed. Dates in 2088 are used by this file only.
 */
import { randomUUID } from 'node:crypto';
import { routeById } from '../../route-table';
import { storedItem } from '../../services/test-fixtures';
import { testPicture, uploadPhoto } from '../../services/photos/test-photos';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { nyctBody } from '../../../tests/harness/valid-bodies';
import { handler as submit } from '../reports/submit-nyct-report';
import { handler as getForEdit } from '../reports/get-report-for-edit';
import { handler as edit } from '../reports/edit-report';
import { handler as history } from '../reports/report-history';
import { handler as remove } from '../reports/delete-report';
import { handler as restore } from '../reports/restore-report';
import { handler as reportPhotos } from './report-photos';

const NYCT_ADMIN = { username: 'nyctadmin', role: 'NYCTadmin' };
const EDITOR = { username: 'nyctadminedit', role: 'NYCTadminedit' };
const MGMT = { username: 'adminmgmt', role: 'adminMgmt' };

// A different day at each call: two random days can be the same shift id (a 409).
let day = Math.floor(Math.random() * 360);
const someDate = () => new Date(Date.UTC(2088, 0, 1) + ((day += 1) % 360) * 86_400_000).toISOString().slice(0, 10);
const load = async (shiftId: string) =>
  jsonBody<{ changeId: string; form: Record<string, unknown>; report: { submissionId: string; photos?: unknown[] } }>(await invoke(getForEdit, routeEvent(routeById('report-edit-get'), { params: { shiftId }, caller: EDITOR })));
const save = (shiftId: string, body: unknown) => invoke(edit, routeEvent(routeById('report-edit'), { params: { shiftId }, body, caller: EDITOR }));

describe('photos of an edited NYCT report', () => {
  it('adds and removes photos as versions, keeps them when the edit sends none, and tells the history', async () => {
    const jpeg = await testPicture(40, 30);
    const body = nyctBody(someDate());
    const first = await uploadPhoto(NYCT_ADMIN, 'NYCT', body.submissionId as string, jpeg, { fileName: 'IMG_0101.jpg', caption: 'Before' });
    const filed = await invoke(submit, routeEvent(routeById('nyct-report-submit'), { body: { ...body, photos: [first] }, caller: NYCT_ADMIN }));
    expect(filed.statusCode).toBe(201);
    const { shiftId } = jsonBody<{ shiftId: string }>(filed);

    // The edit page loads the photos with the report; one added under the report's own submission id, the first removed.
    const v1 = await load(shiftId);
    expect(v1.report.photos).toEqual([first]);
    const added = await uploadPhoto(EDITOR, 'NYCT', v1.report.submissionId, jpeg, { fileName: 'IMG_0102.jpg', rangeIndex: 0 });
    const two = await save(shiftId, { ...v1.form, changeId: v1.changeId, photos: [added] });
    expect(two.statusCode).toBe(200);
    expect((await storedItem(shiftId))?.photos).toEqual([added]);

    // An edit that sends no photos keeps them.
    const v2 = await load(shiftId);
    expect((await save(shiftId, { ...v2.form, changeId: v2.changeId, sparkMin: 99 })).statusCode).toBe(200);
    expect((await storedItem(shiftId))?.photos).toEqual([added]);

    // A photo that was not uploaded is refused by name, and the report stays as it was.
    const v3 = await load(shiftId);
    const ghost = { id: randomUUID(), fileName: 'IMG_0199.jpg', contentType: 'image/jpeg', size: 10 };
    const refused = await save(shiftId, { ...v3.form, changeId: v3.changeId, photos: [added, ghost] });
    expect(refused.statusCode).toBe(400);
    expect(jsonBody(refused).issues).toEqual([{ path: 'photos.1', message: 'IMG_0199.jpg was not uploaded: attach it again' }]);
    expect((await storedItem(shiftId))?.version).toBe(3);

    const versions = jsonBody<{ versions: Array<{ version: number; diff: { photos?: Array<{ kind: string; fileName: string }> } | null }> }>(
      await invoke(history, routeEvent(routeById('report-history'), { params: { shiftId }, caller: MGMT })),
    ).versions;
    expect(versions.map((v) => [v.version, v.diff?.photos?.map((p) => `${p.fileName} ${p.kind}`)])).toEqual([
      [1, undefined],
      [2, ['IMG_0102.jpg added', 'IMG_0101.jpg removed']],
      [3, undefined],
    ]);
  });

  it('keeps the photos with a deleted report (its archive), so a restore brings them back', async () => {
    const jpeg = await testPicture(40, 30);
    const body = nyctBody(someDate());
    const photo = await uploadPhoto(NYCT_ADMIN, 'NYCT', body.submissionId as string, jpeg, { fileName: 'IMG_0201.jpg' });
    const { shiftId } = jsonBody<{ shiftId: string }>(await invoke(submit, routeEvent(routeById('nyct-report-submit'), { body: { ...body, photos: [photo] }, caller: NYCT_ADMIN })));
    const photosOf = () => invoke(reportPhotos, routeEvent(routeById('report-photos'), { params: { shiftId }, caller: MGMT }));
    expect((await invoke(remove, routeEvent(routeById('report-delete'), { params: { shiftId }, caller: MGMT }))).statusCode).toBe(204);
    expect((await photosOf()).statusCode).toBe(404);
    expect((await invoke(restore, routeEvent(routeById('report-restore'), { params: { shiftId }, body: { version: 1 }, caller: MGMT }))).statusCode).toBe(200);
    const { photos } = jsonBody<{ photos: Array<{ id: string; url: string }> }>(await photosOf());
    expect(photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await fetch(photos[0].url)).status).toBe(200);
  });
});
