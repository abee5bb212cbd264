/**
 * The heavy half of the photo section (decisions §54): the attached photos' list, the device's
 * preparation (EXIF, resize) and the IndexedDB store of the pictures. A form does not load it with
 * its first screen: `loadPhotoKit` fetches it when the user first presses 'Take photo' or 'Choose
 * photos' (or drops a file), and at once when the draft already has photos.
 */
export { PhotoList } from './photo-list';
export { readExif, resizePhoto } from './photo-prepare';
export { forgetPhotoPicture, putPhotoPicture } from './photo-store';
