/**
 * Demo measurement layers (docs/data.md 'Measurement layers'): BART system overview, TCI and test
 * sites, SkyTrain noise on the nine noise dates and acceleration on 2021-05-19. Each file is
 * written as the documented CSV and imported through the import service, as an administrator's
 * upload would be. Same seed, same files: re-running replaces each date with identical rows.
 */
import { ACCELERATION_DATE, BART_PROFILES, customerProfile, measurementImportSchema, NOISE_DATES } from '@grindline/domain';
import { importMeasurements } from '../maps/measurement-import';
import { customerCatalogue } from '../reference/catalogue';
import { listTrackHeaders } from '../reference/track-store';
import { createRng, type Rng } from './prng';

interface Stretch {
  line: string;
  direction: string;
  from: number;
  to: number;
}

/** Stretches of `length` reference units along every imported track of `site`. */
async function stretches(site: string, length: number): Promise<Stretch[]> {
  const headers = new Map((await listTrackHeaders(site)).map((h) => [h.trackId, h]));
  const m = customerProfile(site).dbMultiplier;
  const out: Stretch[] = [];
  for (const line of customerCatalogue(site)!.lines) {
    for (const d of line.directions) {
      const h = headers.get(d.trackId);
      if (!h) continue;
      const start = h.minChain / m, end = h.maxChain / m;
      for (let a = start; a + length / 4 < end; a += length) {
        out.push({ line: line.name, direction: d.direction, from: +a.toFixed(2), to: +Math.min(end, a + length).toFixed(2) });
      }
    }
  }
  return out;
}

const csv = (header: string[], rows: (string | number)[][]): string => [header.join(','), ...rows.map((r) => r.join(','))].join('\n');
const pos = (s: Stretch) => [s.line, s.direction, s.from, s.to];
/** A smooth value along a line: a base plus two seeded waves, so neighbours look alike. */
const wave = (rng: Rng) => {
  const [p1, p2, a1, a2] = [rng.between(0, 6.28), rng.between(0, 6.28), rng.between(0.5, 1), rng.between(0.2, 0.5)];
  return (x: number) => a1 * Math.sin(x / 3 + p1) + a2 * Math.sin(x * 1.7 + p2);
};

async function importCsv(site: string, layer: string, date: string, content: string): Promise<number> {
  // Parsed like the route's body (the contract parses it there), so a bad seed file fails loudly.
  return (await importMeasurements(measurementImportSchema.parse({ site, layer, date, format: 'csv', content }), 'seed')).rows;
}

/** Imports every demo measurement file; returns the rows stored per layer. */
export async function seedMeasurements(seed: number, today: string): Promise<Record<string, number>> {
  const rng = createRng(`measurements:${seed}`);
  const counts: Record<string, number> = {};
  const bartDate = today;
  const bart = await stretches('BART', 0.5);
  if (bart.length > 0) {
    const w = wave(rng);
    counts['system-overview'] = await importCsv('BART', 'system-overview', bartDate, csv(
      ['line', 'direction', 'from', 'to', 'mgt', 'fire_zone', 'mow', 'comment'],
      bart.map((s) => {
        const mow = rng.chance(0.06);
        return [...pos(s), Math.max(0.5, 10 + 6 * w(s.from) + rng.between(-2, 2)).toFixed(1), rng.chance(0.08) ? 'yes' : 'no', mow ? 'yes' : 'no',
          mow ? rng.pick(['Tie replacement planned', 'Rail change scheduled', 'Fastener renewal', 'Joint repair']) : ''];
      }),
    ));
    const tci = await stretches('BART', 0.25);
    counts.tci = await importCsv('BART', 'tci', bartDate, csv(
      ['line', 'direction', 'from', 'to', 'tci', 'priority'],
      tci.map((s) => {
        const v = Math.max(1, 8 + 3.5 * w(s.from * 2) + rng.between(-1.5, 1.5));
        return [...pos(s), v.toFixed(1), v > 11.6 ? 'High' : v > 9 ? 'Medium' : 'Low'];
      }),
    ));
    const sites = bart.filter((_, i) => i % 9 === 4);
    counts['test-sites'] = await importCsv('BART', 'test-sites', bartDate, csv(
      ['line', 'direction', 'from', 'to', 'site_num', 'rail', 'profile', 'sdi', 'cqi', 'pqi', 'measured'],
      sites.flatMap((s, i) => (['W', 'E'] as const).map((rail) => [
        s.line, s.direction, s.from, +(s.from + 0.1).toFixed(2), `TS-${String(i + 1).padStart(2, '0')}`, rail, BART_PROFILES[0],
        rng.between(0, 8).toFixed(2), rng.between(2, 20).toFixed(1), rng.between(2, 90).toFixed(0), bartDate,
      ])),
    ));
  }
  const sky = await stretches('SKYTRAIN', 40);
  if (sky.length > 0) {
    const w = wave(rng);
    const base = sky.map((s) => 82 + 5 * w(s.from / 40) + rng.between(-2, 2));
    let noiseRows = 0;
    for (const [k, date] of NOISE_DATES.entries()) {
      // Grinding lowers the noise over the campaign; each date has its own scatter.
      noiseRows += await importCsv('SKYTRAIN', 'noise', date, csv(
        ['line', 'direction', 'from', 'to', 'noise', 'avg_speed', 'dep_stat', 'arr_stat'],
        sky.map((s, i) => [...pos(s), (base[i] - k * 0.6 + rng.between(-2.5, 2.5)).toFixed(1), rng.between(55, 80).toFixed(0), `Segment ${s.from}`, `Segment ${s.to}`]),
      ));
    }
    counts.noise = noiseRows;
    const accel = await stretches('SKYTRAIN', 10);
    counts.acceleration = await importCsv('SKYTRAIN', 'acceleration', ACCELERATION_DATE, csv(
      ['line', 'direction', 'from', 'to', 'axis', 'filter', 'rms_chain', 'rms_station', 'rms_chain_90', 'rms_station_90', 'station_label', 'switch'],
      accel.flatMap((s) => (['Z', 'Y'] as const).flatMap((axis) => (['RAW', '400-800'] as const).map((filter) => {
        const scale = (axis === 'Z' ? 1 : 0.7) * (filter === 'RAW' ? 1 : 0.6);
        const chain = Math.max(0.1, (0.7 + 0.3 * w(s.from / 10) + rng.between(-0.25, 0.25)) * scale);
        const station = chain * rng.between(0.85, 1.1);
        return [...pos(s), axis, filter, chain.toFixed(3), station.toFixed(3), (chain * 1.35).toFixed(3), (station * 1.35).toFixed(3),
          `Segment ${Math.round(s.from)}`, rng.chance(0.05) ? 'yes' : 'no'];
      }))),
    ));
  }
  return counts;
}
