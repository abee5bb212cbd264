/**
 * Demo CAT runs (docs/cat-format.md): a BART stretch measured before and a week after grinding,
 * both rails, 500 m at 1 mm, filed as two data-collection shifts. The files are put where the
 * browser's presigned PUT puts them, so the local S3 events process them like any upload and the
 * Data Collection tab shows true charts. Written once (seed marker).
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { formatCatFile, generateRun } from '../cat/demo-run';
import { seedMarkerKey } from '../data/table';
import { ddb, s3 } from '../lib/clients';
import { config } from '../lib/config';
import { fileDataCollectionShift } from '../services/data-collection/shifts';
import { uploadKey } from '../services/data-collection/uploads';

const MARKER = seedMarkerKey('demo-cat-runs');
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Files the demo pair unless it is there already; answers what it did. */
export async function ensureDemoCatRuns(): Promise<string> {
  const marker = await ddb.send(new GetCommand({ TableName: config.tableName, Key: MARKER }));
  if (marker.Item) return 'demo CAT runs already filed';
  const runs = [
    { date: dayBefore(30), tag: 'before', floorRmsUm: 4, amplitudeUm: 25 },
    { date: dayBefore(23), tag: 'after', floorRmsUm: 1.5, amplitudeUm: 1.5 },
  ];
  let seed = 100;
  for (const run of runs) {
    const records = [];
    for (const rail of ['Left', 'Right'] as const) {
      const id = randomUUID();
      const fileName = `K${run.date.replace(/-/g, '')}${rail[0]}.txt`;
      const samples = generateRun({ lengthM: 500, seed: seed++, floorRmsUm: run.floorRmsUm, corrugation: { wavelengthMm: 50, amplitudeUm: run.amplitudeUm } });
      await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: uploadKey(id, fileName), Body: formatCatFile(samples, { samplingDistanceMm: 1, rail: rail === 'Left' ? 'L' : 'R' }), ContentType: 'text/plain' }));
      records.push({ id, fileName, trackId: 'K2', rail, sensor: 20, from: 12.4, to: 12.9, description: `Demo run ${run.tag} grinding`, operator: 'demo', comment: '', extended: { sampling_distance: '1 mm' }, runningBand: 'Yes' as const });
    }
    await fileDataCollectionShift({ date: run.date, clientId: 'BART', lineName: 'K', records }, 'seed');
  }
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...MARKER, entity: 'seedMarker', at: new Date().toISOString() } }));
  return 'demo CAT runs filed (BART K, before and after grinding)';
}
