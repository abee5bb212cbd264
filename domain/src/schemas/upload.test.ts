import { uploadFormSchema, uploadProgress } from './upload';

const msgs = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const file = { trackId: 'A_1', startMP: '1.2', endMP: '3.4', rail: 'Both', leftRailFile: 'run1L.txt', rightRailFile: 'run1R.txt', leftRailFileId: 'f1', rightRailFileId: 'f2', leftRailPos: '749.6' };

describe('upload form (spec 002 section 5)', () => {
  it('accepts a complete form with defaults', () => {
    const out = uploadFormSchema.parse({ date: '2024-03-05', clientId: 'BART', lineName: 'A', files: [file] });
    expect(out.files[0]).toMatchObject({ type: 'CAT', runningBand: true, startMP: 1.2, leftRailPos: 750, extended: {} });
    expect(out.files[0].rightRailPos).toBeUndefined();
  });

  it('carries the spec messages', () => {
    expect(msgs(uploadFormSchema.safeParse({ date: '', clientId: '', lineName: '', files: [] }))).toEqual([
      ['date', 'Please select a date'], ['clientId', 'Client Name is Required'], ['lineName', 'Please select a line'], ['files', 'Add at least one CAT file'],
    ]);
    expect(msgs(uploadFormSchema.safeParse({ date: '2024-03-05', clientId: 'BART', lineName: 'A', files: [{ ...file, trackId: '', startMP: '', endMP: '', rightRailFileId: '' }] }))).toEqual([
      ['files.0.trackId', 'Missing track id'], ['files.0.startMP', 'Missing start mp'], ['files.0.endMP', 'Missing end mp'], ['files.0.rightRailFileId', 'File Uploading...'],
    ]);
  });

  it('caps progress at 99 until the response arrives', () => {
    expect(uploadProgress(100, 100, false)).toBe(99);
    expect(uploadProgress(50, 100, false)).toBe(50);
    expect(uploadProgress(100, 100, true)).toBe(100);
  });
});
