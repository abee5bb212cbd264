/**
 * Writes camera EXIF into a JPEG for the photo tests (issue 28): orientation, the time taken with
 * its zone, and a GPS fix, in an APP1 segment put right after the JPEG's start, as cameras do.
 */

export interface CameraExif {
  /** EXIF orientation (6: the camera was turned a quarter clockwise). */
  orientation: number;
  /** 'YYYY:MM:DD HH:MM:SS', the camera's wall clock. */
  dateTimeOriginal: string;
  /** '+HH:MM' or '-HH:MM'. */
  offsetTimeOriginal: string;
  /** Degrees, minutes, seconds and the hemisphere. */
  latitude: { dms: [number, number, number]; ref: 'N' | 'S' };
  longitude: { dms: [number, number, number]; ref: 'E' | 'W' };
}

/** The TIFF block (big-endian) of `exif`: IFD0 with the Exif and GPS sub-IFDs. */
function tiff(exif: CameraExif): Buffer {
  const b = Buffer.alloc(210);
  let at = 0;
  const u16 = (v: number) => ((at = b.writeUInt16BE(v, at)), undefined);
  const u32 = (v: number) => ((at = b.writeUInt32BE(v, at)), undefined);
  const entry = (tag: number, type: number, count: number, value: () => void) => {
    u16(tag);
    u16(type);
    u32(count);
    const start = at;
    value();
    at = start + 4;
  };
  const SHORT = 3, LONG = 4, ASCII = 2, RATIONAL = 5;
  b.write('MM', 0, 'latin1');
  at = 2;
  u16(42);
  u32(8);
  // IFD0 at 8: orientation, the Exif IFD at 50, the GPS IFD at 108.
  u16(3);
  entry(0x0112, SHORT, 1, () => u16(exif.orientation));
  entry(0x8769, LONG, 1, () => u32(50));
  entry(0x8825, LONG, 1, () => u32(108));
  u32(0);
  // Exif IFD at 50: DateTimeOriginal (data at 80), OffsetTimeOriginal (data at 100).
  u16(2);
  entry(0x9003, ASCII, 20, () => u32(80));
  entry(0x9011, ASCII, 7, () => u32(100));
  u32(0);
  b.write(`${exif.dateTimeOriginal}\0`, 80, 'latin1');
  b.write(`${exif.offsetTimeOriginal}\0`, 100, 'latin1');
  // GPS IFD at 108: the references inline, the rationals at 162 and 186.
  at = 108;
  u16(4);
  entry(0x0001, ASCII, 2, () => b.write(`${exif.latitude.ref}\0`, at, 'latin1'));
  entry(0x0002, RATIONAL, 3, () => u32(162));
  entry(0x0003, ASCII, 2, () => b.write(`${exif.longitude.ref}\0`, at, 'latin1'));
  entry(0x0004, RATIONAL, 3, () => u32(186));
  u32(0);
  const rationals = (offset: number, dms: [number, number, number]) => dms.forEach((v, i) => (b.writeUInt32BE(Math.round(v * 100), offset + i * 8), b.writeUInt32BE(100, offset + i * 8 + 4)));
  rationals(162, exif.latitude.dms);
  rationals(186, exif.longitude.dms);
  return b;
}

/** `jpeg` with `exif` written in, as a camera would have saved it. */
export function withCameraExif(jpeg: Buffer, exif: CameraExif): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff(exif)]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}
