import type { PhotoRef } from '@grindline/domain';
import { photoChanges } from './photo-changes';

const photo = (n: number, over: Partial<PhotoRef> = {}): PhotoRef => ({ id: `7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a0${n}`, fileName: `IMG_${n}.jpg`, contentType: 'image/jpeg', size: 1000, ...over });

it('lists photos added and removed between two versions, by id', () => {
  expect(photoChanges([photo(1), photo(2, { caption: 'Broken clip' })], [photo(1), photo(3, { caption: 'New weld' })])).toEqual([
    "Photo added: IMG_3.jpg ('New weld')",
    "Photo removed: IMG_2.jpg ('Broken clip')",
  ]);
});

it('lists a changed caption and a changed range', () => {
  expect(photoChanges([photo(1, { caption: 'Before' })], [photo(1, { caption: 'Before grinding', rangeIndex: 1 })])).toEqual([
    "Photo IMG_1.jpg: caption 'Before' → 'Before grinding'",
    'Photo IMG_1.jpg: the whole shift → range 2',
  ]);
});

it('says nothing when the photos are the same, and takes a report without photos as none', () => {
  expect(photoChanges([photo(1)], [photo(1)])).toEqual([]);
  expect(photoChanges(undefined, undefined)).toEqual([]);
  expect(photoChanges(undefined, [photo(1)])).toEqual(['Photo added: IMG_1.jpg']);
  expect(photoChanges([photo(1)], [])).toEqual(['Photo removed: IMG_1.jpg']);
});
