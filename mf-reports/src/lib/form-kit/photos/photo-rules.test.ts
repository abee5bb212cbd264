import { checkPickedFiles, fitLongestSide, fromPhotoRefs, keptPictureRefusal, photoContentType, toPhotoRefs, type DraftPhoto } from './photo-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2 * MB) => ({ name, type, size });

describe('photoContentType', () => {
  it('takes JPEG, PNG and HEIC by type, and by extension when the browser gives no type', () => {
    expect(photoContentType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(photoContentType(file('a.png', 'image/png'))).toBe('image/png');
    expect(photoContentType(file('a.heic', 'image/heic'))).toBe('image/heic');
    expect(photoContentType(file('a.HEIC', ''))).toBe('image/heic');
    expect(photoContentType(file('a.heif', 'image/heif'))).toBe('image/heic');
    expect(photoContentType(file('a.JPEG', 'application/octet-stream'))).toBe('image/jpeg');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(photoContentType(file('a.gif', 'image/gif'))).toBeNull();
    expect(photoContentType(file('notes.pdf', 'application/pdf'))).toBeNull();
    expect(photoContentType(file('fake.jpg', 'text/plain'))).toBeNull();
    expect(photoContentType(file('noext', ''))).toBeNull();
  });
});

describe('checkPickedFiles', () => {
  it('names each refused file: not an image, over 25 MB, beyond 20 photos', () => {
    const picked = [file('ok.jpg', 'image/jpeg'), file('report.pdf', 'application/pdf'), file('huge.jpg', 'image/jpeg', 25 * MB + 1), file('last.png', 'image/png'), file('extra.jpg', 'image/jpeg')];
    const { accepted, refused } = checkPickedFiles(picked, 18);
    expect(accepted.map((a) => [a.file.name, a.contentType])).toEqual([['ok.jpg', 'image/jpeg'], ['last.png', 'image/png']]);
    expect(refused).toEqual([
      'report.pdf is not a photo: a JPEG, PNG or HEIC image is needed.',
      'huge.jpg is 25.0 MB: a photo may be at most 25 MB.',
      'extra.jpg was not attached: a report may carry at most 20 photos.',
    ]);
  });
  it('takes a file of exactly 25 MB and refuses an empty one', () => {
    expect(checkPickedFiles([file('edge.jpg', 'image/jpeg', 25 * MB)], 0).accepted).toHaveLength(1);
    expect(checkPickedFiles([file('empty.jpg', 'image/jpeg', 0)], 0).refused).toEqual(['empty.jpg is empty.']);
  });
  it('refuses every file once 20 are attached', () => {
    expect(checkPickedFiles([file('a.jpg', 'image/jpeg')], 20).accepted).toEqual([]);
  });
});

describe('fitLongestSide', () => {
  it('brings the longest side to 2048 px, keeping the proportions', () => {
    expect(fitLongestSide(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitLongestSide(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitLongestSide(8000, 10)).toEqual({ width: 2048, height: 3 });
  });
  it('never enlarges a small picture', () => {
    expect(fitLongestSide(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitLongestSide(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });
  it('keeps at least one pixel on a sliver', () => {
    expect(fitLongestSide(100000, 1, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('toPhotoRefs', () => {
  const photo = (over: Partial<DraftPhoto> = {}): DraftPhoto => ({ id: '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01', fileName: 'rail.jpg', contentType: 'image/jpeg', size: 512000, caption: '', ...over });

  it('sends the caption trimmed, and none when empty', () => {
    expect(toPhotoRefs([photo({ caption: '  Corrugation at 12+40 ' }), photo({ caption: '   ' })], { includeLocation: false, rangeCount: 0 })).toEqual([
      { id: photo().id, fileName: 'rail.jpg', contentType: 'image/jpeg', size: 512000, caption: 'Corrugation at 12+40' },
      { id: photo().id, fileName: 'rail.jpg', contentType: 'image/jpeg', size: 512000 },
    ]);
  });
  it('sends the position only when the user allowed it; the time always', () => {
    const p = photo({ position: { lat: 37.8, lng: -122.27 }, takenAt: '2026-11-26T14:03:00.000Z' });
    expect(toPhotoRefs([p], { includeLocation: false, rangeCount: 0 })[0]).toEqual({ id: p.id, fileName: 'rail.jpg', contentType: 'image/jpeg', size: 512000, takenAt: '2026-11-26T14:03:00.000Z' });
    expect(toPhotoRefs([p], { includeLocation: true, rangeCount: 0 })[0]?.position).toEqual({ lat: 37.8, lng: -122.27 });
  });
  it('keeps the range while the form still has it, else the photo is of the whole shift', () => {
    expect(toPhotoRefs([photo({ rangeIndex: 1 })], { includeLocation: false, rangeCount: 2 })[0]?.rangeIndex).toBe(1);
    expect(toPhotoRefs([photo({ rangeIndex: 0 })], { includeLocation: false, rangeCount: 2 })[0]?.rangeIndex).toBe(0);
    expect(toPhotoRefs([photo({ rangeIndex: 2 })], { includeLocation: false, rangeCount: 2 })[0]).not.toHaveProperty('rangeIndex');
  });
  it('turns a stored report\'s references back into draft photos', () => {
    expect(fromPhotoRefs([{ id: photo().id, fileName: 'a.jpg', contentType: 'image/jpeg', size: 3 }])).toEqual([{ id: photo().id, fileName: 'a.jpg', contentType: 'image/jpeg', size: 3, caption: '' }]);
    expect(fromPhotoRefs(undefined)).toEqual([]);
  });
});

describe('keptPictureRefusal', () => {
  const place = { lat: 40.75, lng: -73.99 };
  it('refuses a HEIC kept as picked that records where it was taken: its place would travel whatever the user chose', () => {
    expect(keptPictureRefusal('image/heic', true, place)).toMatch(/^this HEIC photo records the place it was taken/);
  });
  it('takes a HEIC without a place, a HEIC the browser redrew, and every JPEG or PNG (redrawn without EXIF)', () => {
    expect(keptPictureRefusal('image/heic', true, undefined)).toBeNull();
    expect(keptPictureRefusal('image/heic', false, place)).toBeNull();
    expect(keptPictureRefusal('image/jpeg', false, place)).toBeNull();
    expect(keptPictureRefusal('image/png', false, place)).toBeNull();
  });
});
