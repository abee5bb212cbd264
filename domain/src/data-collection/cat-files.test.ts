import { groupCatFiles, resolveRail } from './cat-files';

describe('groupCatFiles (spec 002 section 4)', () => {
  it('groups by the digits in the names and finds summary and rails', () => {
    expect(groupCatFiles(['run12L.txt', 'run12R.txt', 'run12.sum', 'run7L.txt', 'run7_notes.txt'])).toEqual([
      { key: '12', summary: 'run12.sum', files: [{ name: 'run12L.txt', rail: 'L' }, { name: 'run12R.txt', rail: 'R' }] },
      { key: '7', files: [{ name: 'run7L.txt', rail: 'L' }, { name: 'run7_notes.txt', rail: undefined }] },
    ]);
  });

  it('puts names without digits in the group with key ""', () => {
    expect(groupCatFiles(['left.txt', 'full.txt'])).toEqual([{ key: '', files: [{ name: 'left.txt', rail: undefined }, { name: 'full.txt', rail: undefined }] }]);
  });

  it('keeps a second summary as a file and refuses a blank name', () => {
    expect(groupCatFiles(['a1.sum', 'b1.sum'])[0]).toEqual({ key: '1', summary: 'a1.sum', files: [{ name: 'b1.sum', rail: undefined }] });
    expect(() => groupCatFiles([''])).toThrow('file name must be a non-empty string');
  });

  it('assigns the summary rail to a file without one', () => {
    expect(resolveRail({ name: 'x1.txt', rail: undefined }, 'R')).toBe('R');
    expect(resolveRail({ name: 'x1L.txt', rail: 'L' }, 'R')).toBe('L');
    expect(resolveRail({ name: 'x1.txt', rail: undefined }, 'BOTH')).toBeUndefined();
  });
});
