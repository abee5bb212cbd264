import { parseSummaryFile, uploadFormSchema, uploadProgress } from '@grindline/domain';
import { entriesFromDrop, reviewMapBody, toRequest, uploadMetadata } from './upload-entries';

const file = (name: string) => new File(['x'], name);
const SUMMARY = 'description = K line before grinding\noperator = J. Doe\nstart_position = 1.2 MP\nend_position = 1.32\nrail = Both\nsensor_position = 20.4; -18\nsampling_distance = 1.0 mm\nsensor_calibration = 1 um/unit';

describe('entriesFromDrop (spec 002 upload flow)', () => {
  it('groups files by the digits of their names, places each rail and prefills from the summary', () => {
    const files = [file('run0301L.txt'), file('run0301.sum'), file('run0301R.txt'), file('run0309L.txt')];
    const { entries, uploads, unplaced } = entriesFromDrop(files, new Map([['run0301.sum', parseSummaryFile(SUMMARY)]]));
    expect(unplaced).toEqual([]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ fileName: 'run0301.sum', leftRailFile: 'run0301L.txt', rightRailFile: 'run0301R.txt', rail: 'Both', startMP: 1.2, endMP: 1.32, leftRailPos: 20, rightRailPos: -18, operator: 'J. Doe', runningBand: true });
    expect(entries[0].extended).toMatchObject({ sampling_distance: '1.0 mm', sensor_position: { left: 20, right: -18 } });
    expect(entries[1]).toMatchObject({ fileName: 'run0309L.txt', leftRailFile: 'run0309L.txt', rail: 'Left', trackId: '' });
    expect(uploads.map((u) => [u.entry, u.side, u.file.name])).toEqual([[0, 'left', 'run0301L.txt'], [0, 'right', 'run0301R.txt'], [1, 'left', 'run0309L.txt']]);
  });

  it("gives a file without L/R in its name the summary's rail, and reports one with no rail at all", () => {
    const one = entriesFromDrop([file('a12.sum'), file('a12.txt')], new Map([['a12.sum', parseSummaryFile('rail = right rail')]]));
    expect(one.entries[0]).toMatchObject({ rightRailFile: 'a12.txt', rail: 'Right' });
    const none = entriesFromDrop([file('b77.txt')], new Map());
    expect(none.entries).toEqual([]);
    expect(none.unplaced).toEqual(['b77.txt']);
  });
});

describe('toRequest', () => {
  it('files one record per uploaded rail file with its side, sensor position and comment', () => {
    const { entries } = entriesFromDrop([file('r5L.txt'), file('r5R.txt'), file('r5.sum')], new Map([['r5.sum', parseSummaryFile(SUMMARY)]]));
    const form = uploadFormSchema.parse({ date: '2026-03-01', clientId: 'BART', lineName: 'K', files: [{ ...entries[0], trackId: 'K1', leftRailFileId: 'id-l', rightRailFileId: 'id-r', leftRailComment: 'wet', runningBand: false }] });
    const body = toRequest(form);
    expect(body).toMatchObject({ date: '2026-03-01', clientId: 'BART', lineName: 'K' });
    expect(body.records).toEqual([
      expect.objectContaining({ id: 'id-l', fileName: 'r5L.txt', rail: 'Left', sensor: 20, from: 1.2, to: 1.32, trackId: 'K1', comment: 'wet', runningBand: 'No', operator: 'J. Doe' }),
      expect.objectContaining({ id: 'id-r', fileName: 'r5R.txt', rail: 'Right', sensor: -18, comment: '', runningBand: 'No' }),
    ]);
  });

  it('is refused by the form schema while a rail file has no id yet (still uploading)', () => {
    const result = uploadFormSchema.safeParse({ date: '2026-03-01', clientId: 'BART', lineName: 'K', files: [{ trackId: 'K1', startMP: 1, endMP: 2, rail: 'Left', leftRailFile: 'r5L.txt' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('File Uploading...');
  });
});

describe('upload progress and metadata', () => {
  it('caps the bar at 99 until the server answered, then 100', () => {
    expect(uploadProgress(100, 100, false)).toBe(99);
    expect(uploadProgress(50, 100, false)).toBe(50);
    expect(uploadProgress(0, 0, false)).toBe(0);
    expect(uploadProgress(100, 100, true)).toBe(100);
  });

  it("sends the summary's sampling distance and calibration with the presign request", () => {
    expect(uploadMetadata(parseSummaryFile(SUMMARY))).toEqual({ samplingDistanceMm: 1, calibrationUmPerUnit: 1 });
    expect(uploadMetadata({})).toEqual({});
  });

  it('draws the runs as ranges on the line for the review map', () => {
    expect(reviewMapBody({ date: '2026-03-01', clientId: 'BART', lineName: 'K', files: [{ startMP: 1.2, endMP: 1.32 }] })).toMatchObject({ site: 'BART', line: 'K', completeChains: [[1.2, 1.32]], incompleteChains: [], purpose: 'measurement' });
  });
});
