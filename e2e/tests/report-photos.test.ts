/**
 * Photos on a shift report end to end (issue 28), in Debian's Chromium against a local stack of its
 * own: skytrainadmin attaches two photos to a SkyTrain report on a 10-inch tablet in portrait,
 * confirms it while offline (the report and its photos wait in IndexedDB), brings the network
 * back, and the photos are uploaded to the bucket before the report is filed, once; the daily
 * stats card then shows both thumbnails and the lightbox the picture with its caption; the report
 * mail (SES emulator) names the two photos, with the thumbnails made by then inline.
 * A second test gives the form a camera JPEG with EXIF (orientation, time with zone, GPS) and a HEIC
 * Chromium cannot decode: the picture is turned upright and resized, the time and place are read,
 * the upload carries no EXIF, and the HEIC is kept as picked.
 * A third has nyctadmin file an NYCT report with two captioned photos offline, for a day of the
 * week the current weekly report shows photos of; once it is filed (once) and both thumbnails are
 * made, the weekly PDF ends with a photos page naming both captions with both thumbnails embedded.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { addDays, mondayOf, nyctReportFileName, PHOTO_THUMB_LONGEST_SIDE_PX, reportWindow } from '@grindline/domain';
import { ARTIFACTS, signIn, startWorld, type E2eWorld } from '../support/browser';
import { drawnJpeg } from '../support/drawn-jpeg';
import { waitForDraft } from '../support/drafts';
import { withCameraExif } from '../support/exif-jpeg';
import { keep, keepPng } from '../support/kept-screens';
import { putMailList, waitForMail } from '../support/mail-store';
import { fillNyctShift } from '../support/nyct-form';
import { pdfImages, pdfPageCount, pdfPageTexts, pdfPageToPng } from '../support/pdf-pages';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
  await putMailList(world.stack.url, 'INTERNAL', ['office@grindline.example.com']);
});
after(async () => {
  await world?.stop();
});

const REPORT_DATE = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

test('a SkyTrain report with two photos filed offline carries them when the network returns; the card shows the thumbnails', async () => {
  const page = await signIn(world, 'skytrainadmin');
  const url = world.stack.url;
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto(`${url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'SkyTrain Grind Report' }).waitFor();
  await page.getByRole('option', { name: 'EXPO' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line *').selectOption('EXPO');
  await page.getByLabel('Date *').fill(REPORT_DATE);
  await page.getByLabel('Operator *').fill('Photo Crew');
  await page.getByLabel('Type of Shift *').selectOption('R-Regular');
  await page.getByLabel('Grinder Type *').selectOption('TG8-5');
  await page.getByLabel('Stone Type *').selectOption('coarse');
  const row = page.getByRole('group', { name: 'Grind row 1' });
  await row.getByLabel('Segment From').fill('200');
  await row.getByLabel('Segment To').fill('210');
  await row.getByLabel('Curve Type').selectOption('Tangent');
  await row.getByLabel('Left Passes').fill('2');
  await row.getByLabel('Right Passes').fill('3');

  // Two photos, one larger than 2048 px (resized on the device), and a file that is not a photo.
  const big = await drawnJpeg(page, 'rail-before.jpg', 3000, 2000, '#2a6f97');
  const small = await drawnJpeg(page, 'rail-after.jpg', 1200, 900, '#6a994e');
  await page.getByLabel('Choose photos').setInputFiles([big, small, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await page.getByText('notes.txt is not a photo: a JPEG, PNG or HEIC image is needed.').waitFor();
  await page.getByRole('list', { name: 'Attached photos' }).getByRole('listitem').nth(1).waitFor();
  await page.getByLabel('Caption of photo 1').fill('Corrugation before grinding');
  await page.getByLabel('Photo 1 shows').selectOption({ label: 'Range 1: 200 to 210' });
  await page.getByLabel('Caption of photo 2').fill('Rail after two passes');

  // Kept with the draft: a reload brings both back, the first resized to 2048 px wide.
  await waitForDraft(page, ['rail-before.jpg', 'rail-after.jpg', 'Corrugation before grinding', 'Rail after two passes']);
  await page.reload();
  await page.getByLabel('Caption of photo 2').waitFor();
  assert.equal(await page.getByLabel('Caption of photo 1').inputValue(), 'Corrugation before grinding');
  const sizes = await page.evaluate(async () => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.gl-kit-photo__thumb')];
    await Promise.all(imgs.map((i) => (i.complete ? null : new Promise((r) => i.addEventListener('load', r)))));
    return imgs.map((i) => [i.naturalWidth, i.naturalHeight]);
  });
  assert.deepEqual(sizes, [[2048, 1365], [1200, 900]]);
  // The form's selects whose options load from the server come back blank after a reload (as in
  // skytrain-form.test.ts, which picks them again): picked again here, so the screen shows them.
  await page.getByRole('option', { name: 'EXPO' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line *').selectOption('EXPO');
  await page.getByLabel('Grinder Type *').selectOption('TG8-5');
  await page.getByLabel('Stone Type *').selectOption('coarse');
  await page.getByRole('group', { name: /^Photos/ }).scrollIntoViewIfNeeded();
  await keep(page, 'report-photos-form-tablet-portrait');
  const { violations } = await new AxeBuilder({ page }).include('.gl-kit-photos').analyze();
  assert.deepEqual(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'axe on the photos section');

  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Waiting for network.').waitFor();
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/photos/')) puts.push(r.url());
  });
  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 30_000 });
  assert.equal(puts.length, 2, 'each photo uploaded once');
  const shiftId = (await page.locator('.gl-rep-shift-id').textContent())?.trim() ?? '';
  assert.ok(shiftId, 'the stored shift id is shown');

  const stored = await page.evaluate(async (d) => {
    const res = await fetch(`/api/reports/skytrain?date=${d}`);
    return ((await res.json()) as { reports: Array<{ grinderOperator: string; photos?: Array<{ caption?: string; rangeIndex?: number; contentType: string }> }> }).reports.filter((r) => r.grinderOperator === 'Photo Crew');
  }, REPORT_DATE);
  assert.equal(stored.length, 1, 'stored exactly once');
  assert.deepEqual(
    stored[0]!.photos?.map((p) => [p.caption, p.rangeIndex, p.contentType]),
    [['Corrugation before grinding', 0, 'image/jpeg'], ['Rail after two passes', undefined, 'image/jpeg']],
    'the report keeps both photos with their captions and ranges',
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/dash`);
  await page.getByLabel('Date from').fill(REPORT_DATE);
  await page.getByLabel('Date to').fill(REPORT_DATE);
  const thumbs = page.getByRole('list', { name: /^Photos of shift / });
  await thumbs.waitFor({ timeout: 20_000 });
  assert.equal(await thumbs.getByRole('button').count(), 2);
  await thumbs.getByRole('button', { name: 'Open photo 1: Corrugation before grinding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo 1 of 2: Corrugation before grinding' });
  const picture = dialog.getByRole('img', { name: 'Corrugation before grinding' });
  await picture.waitFor();
  // The full picture comes from the bucket through its signed link: the resized upload, 2048 px wide.
  const src = (await picture.getAttribute('src')) ?? '';
  const fetched = await page.request.get(src).catch((e: Error) => e);
  assert.ok(!(fetched instanceof Error) && fetched.ok(), `GET ${src}: ${fetched instanceof Error ? fetched.message : `${fetched.status()} ${(await fetched.text()).slice(0, 300)}`}`);
  assert.equal(fetched.headers()['content-type'], 'image/jpeg');
  await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await picture.elementHandle(), { timeout: 20_000 });
  assert.equal(await picture.evaluate((el) => (el as HTMLImageElement).naturalWidth), 2048);
  assert.equal(await dialog.getByText('Shows').locator('xpath=following-sibling::dd').textContent(), 'Range 1');
  await keep(page, 'report-photos-lightbox');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The thumbnails are made by the background function on upload: the card asks again until both exist.
  await page.waitForFunction(() => document.querySelectorAll('.gl-ui-photo-thumb img').length === 2, undefined, { timeout: 60_000 });
  await keep(page, 'report-photos-daily-stats-card');

  // The internal mail names the two photos and links to the report; the thumbnails made by the
  // time it was sent are inline, each a JPEG by the cid its HTML shows.
  const mail = await waitForMail(world.stack.mailUrl, (m) => m.subject.includes(shiftId) && m.subject.startsWith('Internal'));
  assert.ok(mail, `an internal mail of shift ${shiftId}`);
  assert.match(mail.body.html ?? '', /<h3>Photos<\/h3><p>2 photos/);
  assert.match(mail.body.text ?? '', /2 photos/);
  const inline = mail.attachments.filter((a) => a.cid?.startsWith('photo-'));
  for (const a of inline) assert.equal(a.contentType, 'image/jpeg');
  // The emulator's stored HTML has each cid: picture replaced by its data: URL.
  const photosPart = (mail.body.html ?? '').slice((mail.body.html ?? '').indexOf('<h3>Photos</h3>'));
  assert.equal((photosPart.match(/<img src="(?:cid:photo-|data:image\/jpeg;base64,)/g) ?? []).length, inline.length, 'each inline thumbnail is shown in the HTML');
  assert.match(photosPart, new RegExp(`href="[^"]*/grind-reports/history/${shiftId}"`));
  console.log(`[report-photos] the mail carried ${inline.length} of 2 thumbnails inline`);
  await page.context().close();
});

test("the device reads the camera's time and place, turns the picture upright, and keeps a HEIC it cannot decode as picked", async () => {
  const page = await signIn(world, 'skytrainadmin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'SkyTrain Grind Report' }).waitFor();
  await page.getByLabel(/Include location/).check();
  // A landscape sensor picture taken with the tablet turned a quarter clockwise, in Vancouver at 06:10 PST.
  const sensor = await drawnJpeg(page, 'turned.jpg', 3000, 2000, '#bc4749');
  const turned = { ...sensor, buffer: withCameraExif(sensor.buffer, { orientation: 6, dateTimeOriginal: '2026:11:20 06:10:00', offsetTimeOriginal: '-08:00', latitude: { dms: [49, 15, 30], ref: 'N' }, longitude: { dms: [123, 7, 12], ref: 'W' } }) };
  const heic = { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic not decodable here') };
  await page.getByLabel('Choose photos').setInputFiles([turned, heic]);
  const list = page.getByRole('list', { name: 'Attached photos' });
  await list.getByRole('listitem').nth(1).waitFor();
  assert.match((await list.getByRole('listitem').first().textContent()) ?? '', /at 49\.25833, -123\.12000/);
  const size = await page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('.gl-kit-photo__thumb');
    if (img && !img.complete) await new Promise((r) => img.addEventListener('load', r));
    return img ? [img.naturalWidth, img.naturalHeight] : null;
  });
  assert.deepEqual(size, [1365, 2048], 'upright (orientation applied) and 2048 px on its longest side');
  // What the draft keeps for the report (IndexedDB): the time with its zone, the place, the HEIC as picked.
  await waitForDraft(page, ['turned.jpg', 'IMG_0042.HEIC', '2026-11-20T14:10:00.000Z']);
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('grindline-form-kit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').getAll();
          get.onsuccess = () => resolve((get.result as Array<{ photos?: { items: unknown[] } }>).flatMap((d) => d.photos?.items ?? []));
        };
      }),
  );
  assert.deepEqual(
    (kept as Array<{ fileName: string; contentType: string; takenAt?: string; position?: unknown }>).map((p) => [p.fileName, p.contentType, p.takenAt, p.position]),
    [
      ['turned.jpg', 'image/jpeg', '2026-11-20T14:10:00.000Z', { lat: 49.258333, lng: -123.12 }],
      ['IMG_0042.HEIC', 'image/heic', undefined, undefined],
    ],
  );
  // The JPEG that will be uploaded carries no EXIF (the place leaves the device only in the report).
  const exifInUpload = await page.evaluate(
    () =>
      new Promise<boolean[]>((resolve) => {
        const open = indexedDB.open('grindline-form-kit');
        open.onsuccess = () => {
          const get = open.result.transaction('photos').objectStore('photos').getAll();
          get.onsuccess = () =>
            resolve((get.result as Array<{ contentType: string; bytes: ArrayBuffer }>).filter((p) => p.contentType === 'image/jpeg').map((p) => new TextDecoder('latin1').decode(p.bytes).includes('Exif\0\0')));
        };
      }),
  );
  assert.deepEqual(exifInUpload, [false]);
  await page.context().close();
});

test('an NYCT report with two photos filed offline ends with them on the weekly PDF\'s photos page', async () => {
  // The PDF of week W shows the photos of W-7 to W-1 (reportWeekPhotos: the 7 days to the window's last day).
  const week = mondayOf(new Date().toISOString().slice(0, 10));
  const date = addDays(week, -4);
  const page = await signIn(world, 'nyctadmin');
  const url = world.stack.url;
  await page.goto(`${url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'Grind Shift Report' }).waitFor();
  await fillNyctShift(page, date);
  const photos = [await drawnJpeg(page, 'joint-before.jpg', 3000, 2000, '#9b2226'), await drawnJpeg(page, 'joint-after.jpg', 1200, 900, '#005f73')];
  await page.getByLabel('Choose photos').setInputFiles(photos);
  await page.getByRole('list', { name: 'Attached photos' }).getByRole('listitem').nth(1).waitFor();
  const captions = ['Battered joint at 310', 'Joint after 3 passes'];
  await page.getByLabel('Caption of photo 1').fill(captions[0]);
  await page.getByLabel('Caption of photo 2').fill(captions[1]);
  await page.getByRole('button', { name: 'Review and Submit' }).click();
  await page.getByRole('heading', { name: 'Review Details' }).waitFor();

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Waiting for network.').waitFor();
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/photos/')) puts.push(r.url());
  });
  await page.context().setOffline(false);
  const filed = page.getByText(/Your report was filed as shift \d+/);
  await filed.waitFor({ timeout: 30_000 });
  const shiftId = /shift (\d+)/.exec((await filed.textContent()) ?? '')![1]!;
  assert.equal(puts.length, 2, 'each photo uploaded once');
  const daily = await page.request.get(`${url}/api/dashboard/daily-stats?site=NYCT&startDate=${date}&endDate=${date}`);
  assert.equal(daily.status(), 200);
  assert.deepEqual(((await daily.json()) as { shifts: Array<{ shiftId: string }> }).shifts.map((s) => s.shiftId), [shiftId], 'filed once');

  // The thumbnails are made by the background function from the bucket's events: asked until both exist.
  let thumbs = 0;
  for (const deadline = Date.now() + 60_000; thumbs < 2 && Date.now() < deadline; ) {
    const answer = await page.request.get(`${url}/api/reports/${shiftId}/photos`);
    assert.equal(answer.status(), 200);
    thumbs = ((await answer.json()) as { photos: Array<{ thumbUrl: string | null }> }).photos.filter((p) => p.thumbUrl).length;
    if (thumbs < 2) await page.waitForTimeout(500);
  }
  assert.equal(thumbs, 2, 'both thumbnails made within a minute');

  await page.goto(`${url}/dash?tab=nyct-report`);
  await page.getByLabel('Report week').selectOption(week);
  await page.getByText(`Week starting ${reportWindow(week).startDate}`).waitFor();
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const link = page.getByRole('link', { name: 'Download report' });
  await link.waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const work = mkdtempSync(join(tmpdir(), 'grindline-photos-pdf-'));
  try {
    const pdf = join(work, 'report.pdf');
    await download.saveAs(pdf);
    copyFileSync(pdf, join(ARTIFACTS, `photos-${nyctReportFileName(week)}`));
    const last = pdfPageCount(pdf);
    const text = pdfPageTexts(pdf)[last - 1] ?? '';
    assert.match(text, /Photos/, 'the last page is the photos page');
    assert.ok(text.includes(`Week ${addDays(week, -7)} to ${addDays(week, -1)}`), `the photos page names its week:\n${text}`);
    for (const caption of captions) assert.ok(text.includes(caption), `the photos page names "${caption}":\n${text}`);
    assert.equal(text.match(new RegExp(`Shift ${shiftId}`, 'g'))?.length, 2, 'both photos say their shift');
    // Both thumbnails embedded (the printing Chromium has no network): 2048 x 1365 and 1200 x 900 made small.
    const images = pdfImages(pdf, last).filter((i) => i.type === 'image');
    const side = PHOTO_THUMB_LONGEST_SIDE_PX;
    assert.deepEqual(
      images.map((i) => [i.width, i.height]).sort((a, b) => a[1]! - b[1]!),
      [[side, Math.round((side * 1365) / 2048)], [side, Math.round((side * 900) / 1200)]],
      `the two thumbnails, got ${JSON.stringify(images)}`,
    );
    keepPng(pdfPageToPng(pdf, last, join(ARTIFACTS, 'report-photos-nyct-pdf-page')), 'report-photos-nyct-pdf-page');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await page.context().close();
});
