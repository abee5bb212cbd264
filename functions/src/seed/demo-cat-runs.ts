/**
 * Demo CAT runs (docs/cat-format.md): a BART stretch (K_2, MP 2.4 to 2.9) measured before and a
 * week after grinding, both rails, 500 m at 1 mm, filed as two data-collection shifts, and the
 * BART report of the night between that ground it (MP 2.3 to 3.0), so the site map's info window
 * of that segment links to the pair. The files are put where the browser's presigned PUT puts
 * them, so the local S3 events process them like any upload and the Data Collection tab shows
 * true charts. Written once (seed marker; v2 since v1 lay outside line K, MP 0 to 6).
 */
import { createHash, randomUUID } from 'node:crypto';
import { BART_GRINDER_TYPES } from '@grindline/domain';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { formatCatFile, generateRun } from '../cat/demo-run';
import { seedMarkerKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { fileDataCollectionShift } from '../services/data-collection/shifts';
import { buildBartReport, REPORT_EXISTS, submitBartReportSchema } from '../services/bart-reports';
import { fileReport } from '../services/file-report';
import { ConflictError } from '../lib/errors';
import { parse } from '../lib/validate';
import { SEED_CALLER } from './load';
import { uploadKey } from '../services/data-collection/uploads';

const MARKER = seedMarkerKey('demo-cat-runs-v2');
/** Where the pair lies: on the catalogue's track id, in the MP the CAT form enters. */
export const DEMO_CAT_STRETCH = { line: 'K', direction: '2', trackId: 'K_2', from: 2.4, to: 2.9 } as const;
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Files the demo pair unless it is there already; answers what it did. */
export async function ensureDemoCatRuns(): Promise<string> {
  const marker = await ddb.send(new GetCommand({ TableName: config.tableName, Key: MARKER }));
  if (marker.Item) return 'demo CAT runs already filed';
  const runs = [
    { date: dayBefore(30), tag: 'before', floorRmsUm: 4, amplitudeUm: 25 },
    { date: dayBefore(23), tag: 'after', floorRmsUm: 1.5, amplitudeUm: 1.5 },
  ];
  // The report first: its submission id is named, so a seed interrupted and run again files it once.
  await fileGrindBetween(dayBefore(26));
  let seed = 100;
  for (const run of runs) {
    const records = [];
    for (const rail of ['Left', 'Right'] as const) {
      const id = randomUUID();
      const fileName = `K${run.date.replace(/-/g, '')}${rail[0]}.txt`;
      const samples = generateRun({ lengthM: 500, seed: seed++, floorRmsUm: run.floorRmsUm, corrugation: { wavelengthMm: 50, amplitudeUm: run.amplitudeUm } });
      await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: uploadKey(id, fileName), Body: formatCatFile(samples, { samplingDistanceMm: 1, rail: rail === 'Left' ? 'L' : 'R' }), ContentType: 'text/plain' }));
      records.push({ id, fileName, trackId: DEMO_CAT_STRETCH.trackId, rail, sensor: 20, from: DEMO_CAT_STRETCH.from, to: DEMO_CAT_STRETCH.to, description: `Demo run ${run.tag} grinding`, operator: 'demo', comment: '', extended: { sampling_distance: '1 mm' }, runningBand: 'Yes' as const });
    }
    await fileDataCollectionShift({ date: run.date, clientId: 'BART', lineName: DEMO_CAT_STRETCH.line, records }, 'seed');
  }
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...MARKER, entity: 'seedMarker', at: new Date().toISOString() } }));
  return 'demo CAT runs filed (BART K, before and after grinding)';
}

/** A UUID (version 5 layout) named by `text`: the same filing retried is the same submission. */
function nameUuid(text: string): string {
  const h = createHash('sha1').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The grinding the pair is evidence of: a BART report of `date` over the stretch, through the
 * BART service (aggregates kept, no mail), by the first grinder the seeded history left free that
 * night; none free leaves the history's own reports (the link then counts whatever covers them).
 */
async function fileGrindBetween(date: string): Promise<void> {
  for (const grinderType of BART_GRINDER_TYPES) {
    const request = parse(submitBartReportSchema, {
      submissionId: nameUuid(`demo-cat-grind ${date} ${grinderType}`), grinderOperator: 'Dana Ortiz', date, grinderType, stoneType: grinderType === '2103' ? 'goli' : grinderType === 'LRG-7' ? '6" fine' : '10" fine',
      startTime: '23:30', stopTime: '04:00', line: DEMO_CAT_STRETCH.line, comments: 'Corrugation grinding between the CAT runs.',
      rows: [{ segmentType: 'Open Track', completed: 'complete', direction: DEMO_CAT_STRETCH.direction, segmentFrom: 2.3, segmentTo: 3.0, passesLeft: 4, passesRight: 4 }],
    });
    try {
      await fileReport(buildBartReport(request, SEED_CALLER, new Date()), REPORT_EXISTS, { mail: false, aggregates: true });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
