import { grindLayerSchema } from './map-data-schema';
import { grindLayerFromWire, grindLayerToWire } from './grind-wire';
import type { GrindLayer, GrindRun } from './map-data';

const run = (i: number, over: Partial<GrindRun> = {}): GrindRun => ({
  trackId: `IRT_EP_${i % 4}`,
  line: 'IRT_EP',
  track: String(i % 4),
  from: i * 100,
  to: i * 100 + 50,
  complete: i % 2 === 0,
  shiftId: `2023022${i % 10}00105`,
  date: `2023-02-2${i % 10}`,
  grinderType: i % 3 === 0 ? 'LRG-32' : 'RGH-10',
  workType: i % 2 ? 'PRO' : 'COR',
  passesLeft: i % 9,
  passesRight: (i * 7) % 11,
  coords: [[-73.98 - i / 1000, 40.69], [-73.97, 40.68 + i / 1000]],
  ...over,
});

const layer = (runs: GrindRun[]): GrindLayer => ({ site: 'NYCT', from: '2020-01-01', to: '2026-11-29', reports: 42, runs });

describe('the grind layer by column (GET /api/maps/grind)', () => {
  it('gives the map back every run with every field, in order', () => {
    const original = layer(Array.from({ length: 25 }, (_, i) => run(i)));
    const wire = grindLayerToWire(original);
    expect(wire.runs.trackId).toHaveLength(25);
    expect(grindLayerFromWire(JSON.parse(JSON.stringify(wire)))).toEqual(original);
  });

  it('sends an empty layer as empty columns', () => {
    const wire = grindLayerToWire(layer([]));
    expect(wire.runs.coords).toEqual([]);
    expect(grindLayerFromWire(wire)).toEqual(layer([]));
  });

  it('is what the route contract accepts', () => {
    expect(grindLayerSchema.safeParse(grindLayerToWire(layer([run(1), run(2)]))).success).toBe(true);
  });

  it('is refused when a column is short, naming runs: the fields would shift onto other runs', () => {
    const wire = grindLayerToWire(layer([run(1), run(2)]));
    const broken = { ...wire, runs: { ...wire.runs, date: ['2023-02-21'] } };
    const result = grindLayerSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['runs'], message: 'runs: every column must hold one value per run' });
  });

  it('is refused when runs come as the objects of the old answer', () => {
    expect(grindLayerSchema.safeParse(layer([run(1)])).success).toBe(false);
  });
});
