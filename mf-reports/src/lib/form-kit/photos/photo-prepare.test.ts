import { positionFromExif, takenAtFromExif } from './photo-prepare';

describe('takenAtFromExif', () => {
  it('reads the wall-clock time in the zone the camera wrote', () => {
    // exifr gives DateTimeOriginal as a local Date of the wall-clock time.
    const wall = new Date(2026, 10, 26, 14, 3, 22);
    expect(takenAtFromExif({ DateTimeOriginal: wall, OffsetTimeOriginal: '-08:00' })).toBe('2026-11-26T22:03:22.000Z');
    expect(takenAtFromExif({ DateTimeOriginal: wall, OffsetTimeOriginal: '+0530' })).toBe('2026-11-26T08:33:22.000Z');
  });
  it('takes the device\'s zone when the camera wrote none', () => {
    const wall = new Date(2026, 10, 26, 14, 3, 22);
    expect(takenAtFromExif({ DateTimeOriginal: wall })).toBe(wall.toISOString());
  });
  it('gives no time without a readable DateTimeOriginal', () => {
    expect(takenAtFromExif(undefined)).toBeUndefined();
    expect(takenAtFromExif({})).toBeUndefined();
    expect(takenAtFromExif({ DateTimeOriginal: 'not a date' })).toBeUndefined();
  });
});

describe('positionFromExif', () => {
  it('keeps a GPS fix to six decimals', () => {
    expect(positionFromExif({ latitude: 37.80435912, longitude: -122.27112345 })).toEqual({ lat: 37.804359, lng: -122.271123 });
  });
  it('drops a missing, impossible or 0,0 fix', () => {
    expect(positionFromExif({})).toBeUndefined();
    expect(positionFromExif({ latitude: 0, longitude: 0 })).toBeUndefined();
    expect(positionFromExif({ latitude: 95, longitude: 10 })).toBeUndefined();
    expect(positionFromExif({ latitude: Number.NaN, longitude: 10 })).toBeUndefined();
  });
});
