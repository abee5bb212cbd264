import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { nyctReportView, photoThumbKey, type NyctWeeklyReport, type PhotoRef } from '@grindline/domain';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { pdfKey, reportWeekPhotos } from '../nyct-weekly-pdf';
import { seedReport } from '../test-fixtures';
import { reportPageHtml } from './report-page';
import { addDays, PDF_MAX_PHOTOS, weekPhotos } from './week-photos';

const photo = (n: number, extra: Partial<PhotoRef> = {}): PhotoRef => ({ id: randomUUID(), fileName: `IMG_${n}.jpg`, contentType: 'image/jpeg', size: 100, ...extra });
const thumb = (submissionId: string, id: string) =>
  s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: photoThumbKey('NYCT', submissionId, id), Body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), ContentType: 'image/jpeg' }));

// Week of 2029-06-04 to 2029-06-10: this file's only (NYCT reports of 2029-06 are seeded nowhere else).
describe('the photos page of the weekly NYCT PDF (issue 28)', () => {
  const submissionA = randomUUID();
  const submissionB = randomUUID();
  const a1 = photo(1, { caption: 'Corrugation before', takenAt: '2029-06-05T02:10:00-04:00' });
  const a2 = photo(2);
  const b1 = photo(3, { caption: 'After <grinding>' });
  beforeAll(async () => {
    await seedReport({ shiftId: '20290606000112', site: 'NYCT', variant: 'nyct', date: '2029-06-06', submissionId: submissionB, photos: [b1] });
    await seedReport({ shiftId: '20290605000112', site: 'NYCT', variant: 'nyct', date: '2029-06-05', submissionId: submissionA, photos: [a1, a2] });
    // Outside the week: not on the page.
    await seedReport({ shiftId: '20290611000112', site: 'NYCT', variant: 'nyct', date: '2029-06-11', photos: [photo(9)] });
    await Promise.all([thumb(submissionA, a1.id), thumb(submissionB, b1.id)]);
  });

  it('gathers the week\'s photos in date order with their thumbnails embedded, none for a photo without one', async () => {
    const week = await weekPhotos('NYCT', '2029-06-04', '2029-06-10');
    expect(week.total).toBe(3);
    expect(week.photos.map((p) => [p.shiftId, p.fileName, p.caption, p.src?.slice(0, 23) ?? null])).toEqual([
      ['20290605000112', 'IMG_1.jpg', 'Corrugation before', 'data:image/jpeg;base64,'],
      ['20290605000112', 'IMG_2.jpg', undefined, null],
      ['20290606000112', 'IMG_3.jpg', 'After <grinding>', 'data:image/jpeg;base64,'],
    ]);
    expect(PDF_MAX_PHOTOS).toBe(24);
    expect(addDays('2029-06-10', -6)).toBe('2029-06-04');
  });

  it('prints a photos page of captioned pictures, escaped, and a new PDF when the photos change', async () => {
    const report = { week: '2029-06-11', startDate: '2029-05-07', endDate: '2029-06-11', ytdFrom: '2029-01-01', lastDay: '2029-06-10', grinders: [], divisions: [], totals: [] } as unknown as NyctWeeklyReport;
    const week = await reportWeekPhotos(report);
    expect(week.total).toBe(3);
    const html = reportPageHtml(nyctReportView(report), '', { week, heading: 'Week 2029-06-04 to 2029-06-10' });
    expect(html).toContain('<section class="page photos">');
    expect(html.match(/<figure>/g)).toHaveLength(3);
    expect(html).toContain('<strong>After &lt;grinding&gt;</strong><br>Shift 20290606000112, <span class="nw">2029-06-06</span>');
    expect(html).toContain('taken 2029-06-05 02:10');
    expect(html).toContain('<div class="no-thumb">IMG_2.jpg<br>(no preview)</div>');
    expect(reportPageHtml(nyctReportView(report), '')).not.toContain('class="page photos"');
    expect(pdfKey(report, week)).not.toBe(pdfKey(report, { ...week, photos: week.photos.map((p) => ({ ...p, caption: 'changed' })) }));
    expect(pdfKey(report, week)).not.toBe(pdfKey(report, { photos: [], total: 0 }));
  });
});
