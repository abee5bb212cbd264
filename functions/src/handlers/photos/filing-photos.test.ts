/**
 * The photos of a filing (issue 28): every submit route keeps the photos it was sent once each is
 * found in the bucket as declared; otherwise 400 naming the file, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { customerProfile, type PhotoRef, type ShiftReport } from '@grindline/domain';
import { customerCatalogue } from '../../reference/catalogue';
import { routeById } from '../../route-table';
import { STANDARD_SITES } from '../../services/standard-reports';
import { storedItem } from '../../services/test-fixtures';
import { testPicture, uploadPhoto } from '../../services/photos/test-photos';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { bartBody, genericBody, nyctBody, secondFlowBody, skytrainBody, standardBody } from '../../../tests/harness/valid-bodies';
import { handler as submitBart } from '../reports/submit-bart-report';
import { handler as submitGeneric } from '../reports/submit-generic-report';
import { handler as submitNyct } from '../reports/submit-nyct-report';
import { handler as submitSecondFlow } from '../reports/submit-second-flow-report';
import { handler as submitSkytrain } from '../reports/submit-skytrain-report';
import { handler as submitStandard } from '../reports/submit-standard-report';

const adminmgmt = { username: 'adminmgmt', role: 'adminMgmt' };

/**
 * A date of 2033 no other suite files on (the table is shared by suites running in parallel), and
 * a different one at each call: random days once gave two BART filings of this file the same
 * shift id (a 409 in CI).
 */
let day = Math.floor(Math.random() * 360);
const someDate = () => new Date(Date.UTC(2033, 0, 1) + ((day += 1) % 360) * 86_400_000).toISOString().slice(0, 10);

const standardSite = STANDARD_SITES.filter((s) => customerCatalogue(s) && customerProfile(s).shiftTypes.some((t) => t !== 'R-Regular'))[0];
const genericSite = STANDARD_SITES.filter((s) => customerCatalogue(s))[0];

/** Each filing route: its handler, a valid body of a fresh date, and the site whose key the photos go under. */
const FILINGS = [
  { id: 'bart-report-submit', handler: submitBart, body: () => bartBody(someDate()), site: () => 'BART' },
  { id: 'standard-report-submit', handler: submitStandard, body: () => standardBody(standardSite, someDate()), site: () => standardSite },
  { id: 'skytrain-report-submit', handler: submitSkytrain, body: () => skytrainBody(someDate()), site: () => 'SKYTRAIN' },
  { id: 'second-flow-report-submit', handler: submitSecondFlow, body: () => secondFlowBody('NCTD', someDate()), site: () => 'NCTD' },
  { id: 'generic-report-submit', handler: submitGeneric, body: () => genericBody(genericSite, someDate(), 100 + Math.floor(Math.random() * 800)), site: () => genericSite },
  { id: 'nyct-report-submit', handler: submitNyct, body: () => nyctBody(someDate()), site: () => 'NYCT' },
] as const;

const submit = (filing: (typeof FILINGS)[number], body: Record<string, unknown>) => invoke(filing.handler, routeEvent(routeById(filing.id), { body, caller: adminmgmt }));

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await testPicture(40, 30);
});

describe('filing a report with photos', () => {
  // The standard body is a stand-by shift without ground ranges: its photo belongs to the whole shift.
  it.each(FILINGS.map((f) => [f.id, f] as const))('%s keeps the photos it was sent, and a retry files it once', async (_id, filing) => {
    const body = filing.body();
    const photo = await uploadPhoto(adminmgmt, filing.site(), body.submissionId as string, jpeg, { caption: 'Rail before', ...(filing.id === 'standard-report-submit' ? {} : { rangeIndex: 0 }) });
    const res = await submit(filing, { ...body, photos: [photo] });
    expect(res.statusCode).toBe(201);
    const { shiftId } = jsonBody(res) as { shiftId: string };
    expect(((await storedItem(shiftId)) as unknown as ShiftReport).photos).toEqual([photo]);
    const again = await submit(filing, { ...body, photos: [photo] });
    expect(again.statusCode).toBe(200);
    expect((jsonBody(again) as { shiftId: string }).shiftId).toBe(shiftId);
  });

  it('refuses a photo not uploaded, uploaded whole, of another type, under another site or submission, or of a range the report lacks, naming each file; nothing is written', async () => {
    const filing = FILINGS[0];
    const body = filing.body();
    const submissionId = body.submissionId as string;
    const good = await uploadPhoto(adminmgmt, 'BART', submissionId, jpeg);
    const missing: PhotoRef = { id: randomUUID(), fileName: 'IMG_0042.jpg', contentType: 'image/jpeg', size: jpeg.length };
    const shortOne = { ...(await uploadPhoto(adminmgmt, 'BART', submissionId, jpeg, { fileName: 'IMG_0043.jpg' })), size: jpeg.length + 10 };
    const png = await uploadPhoto(adminmgmt, 'BART', submissionId, jpeg, { fileName: 'IMG_0044.png', contentType: 'image/png' });
    const otherSite = await uploadPhoto(adminmgmt, 'NYCT', submissionId, jpeg, { fileName: 'IMG_0045.jpg' });
    const otherShift = await uploadPhoto(adminmgmt, 'BART', randomUUID(), jpeg, { fileName: 'IMG_0046.jpg' });
    const range = await uploadPhoto(adminmgmt, 'BART', submissionId, jpeg, { fileName: 'IMG_0047.jpg', rangeIndex: 2 });
    const res = await submit(filing, { ...body, photos: [good, missing, shortOne, { ...png, contentType: 'image/jpeg' }, otherSite, otherShift, range] });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).issues).toEqual([
      { path: 'photos.1', message: 'IMG_0042.jpg was not uploaded: attach it again' },
      { path: 'photos.2', message: `IMG_0043.jpg was not uploaded whole (${jpeg.length} of ${jpeg.length + 10} bytes): attach it again` },
      // Declared a JPEG: its key is the .jpg one, where nothing was uploaded.
      { path: 'photos.3', message: 'IMG_0044.png was not uploaded: attach it again' },
      { path: 'photos.4', message: 'IMG_0045.jpg was not uploaded: attach it again' },
      { path: 'photos.5', message: 'IMG_0046.jpg was not uploaded: attach it again' },
      { path: 'photos.6', message: 'IMG_0047.jpg belongs to ground range 3, but the report has 2: choose its range again' },
    ]);
    // Nothing written: the same submission with its one good photo files now.
    const filed = await submit(filing, { ...body, photos: [good] });
    expect(filed.statusCode).toBe(201);
  });

  it('refuses more than 20 photos, and the same photo twice', async () => {
    const filing = FILINGS[0];
    const body = filing.body();
    const photo = await uploadPhoto(adminmgmt, 'BART', body.submissionId as string, jpeg);
    const many = await submit(filing, { ...body, photos: Array.from({ length: 21 }, () => photo) });
    expect(many.statusCode).toBe(400);
    expect(jsonBody(many).issues).toEqual([{ path: 'photos', message: 'a report may carry at most 20 photos' }]);
    const twice = await submit(filing, { ...body, photos: [photo, photo] });
    expect(twice.statusCode).toBe(400);
    expect(jsonBody(twice).issues).toEqual([{ path: 'photos.1', message: 'IMG_0001.jpg is attached twice' }]);
  });

  it('files a report without photos as before, with no photos attribute', async () => {
    const res = await submit(FILINGS[0], FILINGS[0].body());
    expect(res.statusCode).toBe(201);
    expect(await storedItem((jsonBody(res) as { shiftId: string }).shiftId)).not.toHaveProperty('photos');
  });
});

