import { describeDiff, diffReports } from './report-history';
import type { ShiftReport } from './shift-report';

const base: ShiftReport = {
  shiftId: '2024030500105',
  site: 'NYCT',
  variant: 'nyct',
  date: '2024-03-05',
  line: 'IRT_BB',
  grinderType: 'RGH-20C',
  stoneType: '',
  grinderOperator: 'Pat',
  shiftType: 'R-Regular',
  sparkMin: 120,
  passFeet: 100,
  feetComp: 100,
  feetIncomp: 0,
  comments: '',
  delays: [{ kind: 'machine', minutes: 0, comment: '' }],
  ranges: [
    { trackId: 'IRT_BB_1', direction: '1', from: 100, to: 101, length: 100, passesLeft: 1, passesRight: 1, complete: true, defects: [{ numRemoved: 2, type: 'Corrugation', priority: 'A' }] },
  ],
  createdAt: '2024-03-05T10:00:00.000Z',
  createdBy: 'nyctadmin',
  submissionId: 's1',
};

describe('diffReports', () => {
  it('finds nothing between a version and its copy, whoever made it', () => {
    expect(diffReports(base, { ...base, createdBy: 'other', createdAt: 'x' })).toMatchObject({ fields: [], ranges: [] });
  });

  it('names a changed station and a changed defect of a grind limit', () => {
    const after: ShiftReport = {
      ...base,
      ranges: [{ ...base.ranges[0], from: 102, defects: [{ numRemoved: 3, type: 'Corrugation', priority: 'A' }] }],
    };
    const diff = diffReports(base, after);
    expect(diff.fields).toEqual([]);
    expect(diff.ranges).toHaveLength(1);
    expect(diff.ranges[0].kind).toBe('changed');
    // NYCT's stations as its form and map write them: station 100 and 0 ft is '100 + 00'.
    expect(diff.ranges[0].fields).toEqual([{ path: 'ranges.0.from', label: 'From (Station)', before: '100 + 00', after: '102 + 00' }]);
    expect(diff.ranges[0].defects).toEqual([
      { kind: 'changed', entry: 1, fields: [{ path: 'ranges.0.defects.0.numRemoved', label: 'Number of Defects Removed', before: 2, after: 3 }] },
    ]);
    expect(describeDiff(diff)).toEqual(['Grind limit 1: From (Station) 100 + 00 → 102 + 00', 'Grind limit 1, defect 1: Number of Defects Removed 2 → 3']);
  });

  it("writes a BART range's ends in Mile Posts", () => {
    const bart: ShiftReport = { ...base, site: 'BART', variant: 'bart', ranges: [{ ...base.ranges[0], trackId: 'A_1', from: 12.3, to: 12.5, defects: undefined }] };
    const diff = diffReports(bart, { ...bart, ranges: [{ ...bart.ranges[0], to: 12.55 }] });
    expect(describeDiff(diff)).toEqual(['Grind limit 1: To (Mile Post) 12.50 → 12.55']);
    expect(diffReports(bart, { ...bart, ranges: [] }).ranges[0].label).toBe('Grind limit 1 (A_1 12.30 to 12.50)');
  });

  it('tells grind limits and defects added and removed, and shift and delay fields changed', () => {
    const added = { ...base.ranges[0], trackId: 'IRT_BB_2', defects: [] };
    const after: ShiftReport = { ...base, sparkMin: 90, delays: [{ kind: 'machine', minutes: 15, comment: 'pump' }], ranges: [{ ...base.ranges[0], defects: [] }, added] };
    const diff = diffReports(base, after);
    expect(diff.fields.map((f) => f.path)).toEqual(['sparkMin', 'delays.machine.minutes', 'delays.machine.comment']);
    expect(diff.ranges.map((r) => [r.kind, r.entry])).toEqual([['changed', 1], ['added', 2]]);
    expect(diff.ranges[0].defects[0].kind).toBe('removed');
    expect(diffReports(after, base).ranges.map((r) => r.kind)).toEqual(['changed', 'removed']);
  });

  it('treats a tombstone as every field removed', () => {
    const diff = diffReports(base, undefined);
    expect(diff.ranges[0].kind).toBe('removed');
    expect(diff.fields.find((f) => f.path === 'line')).toEqual({ path: 'line', label: 'Line', before: 'IRT_BB', after: undefined });
  });
});

describe('photos between versions (issue 28)', () => {
  const photo = (n: number, extra: Record<string, unknown> = {}) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, fileName: `IMG_000${n}.jpg`, contentType: 'image/jpeg' as const, size: 1000 + n, ...extra });

  it('lists photos added, removed and re-captioned, matched by id whatever their order', () => {
    const before = { ...base, photos: [photo(1, { caption: 'Before' }), photo(2)] };
    const after = { ...base, photos: [photo(3), photo(1, { caption: 'Before grinding', rangeIndex: 0 })] };
    const diff = diffReports(before, after);
    expect(diff.fields).toEqual([]);
    expect(diff.photos).toEqual([
      { kind: 'added', id: photo(3).id, fileName: 'IMG_0003.jpg', fields: [] },
      {
        kind: 'changed',
        id: photo(1).id,
        fileName: 'IMG_0001.jpg',
        fields: [
          { path: `photos.${photo(1).id}.caption`, label: 'Caption', before: 'Before', after: 'Before grinding' },
          { path: `photos.${photo(1).id}.rangeIndex`, label: 'Ground range', before: undefined, after: 0 },
        ],
      },
      { kind: 'removed', id: photo(2).id, fileName: 'IMG_0002.jpg', fields: [] },
    ]);
    expect(describeDiff(diff)).toEqual([
      'Photo IMG_0003.jpg added',
      'Photo IMG_0001.jpg: Caption Before → Before grinding',
      'Photo IMG_0001.jpg: Ground range (blank) → 0',
      'Photo IMG_0002.jpg removed',
    ]);
  });

  it('has no photos entry when the photos did not change, and counts a first filing\'s photos as added', () => {
    expect(diffReports({ ...base, photos: [photo(1)] }, { ...base, photos: [photo(1)] })).toEqual({ fields: [], ranges: [] });
    expect(diffReports(base, { ...base, photos: [] })).toEqual({ fields: [], ranges: [] });
    expect(diffReports(undefined, { ...base, photos: [photo(2)] }).photos).toEqual([{ kind: 'added', id: photo(2).id, fileName: 'IMG_0002.jpg', fields: [] }]);
  });
});
