import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, FOLDER_LIMIT, useCompressionFolder } from './compression';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'gl-compressed-'));
  useCompressionFolder(folder);
});

afterEach(() => {
  useCompressionFolder(null);
  rmSync(folder, { recursive: true, force: true });
});

const bodyOf = (text: string) => Buffer.from(text.repeat(200));
const sha1 = (body: Buffer) => createHash('sha1').update(body).digest('hex');

describe('the compressed static files kept on disk', () => {
  it('keeps a static file compressed under its content hash, whole, and nothing half-written', () => {
    const body = bodyOf(`console.log("kept ${Math.random()}");`);
    const out = compress(body, 'br', true);
    expect(brotliDecompressSync(out).equals(body)).toBe(true);
    expect(readdirSync(folder)).toEqual([`br-${sha1(body)}`]);
    expect(readFileSync(join(folder, `br-${sha1(body)}`)).equals(out)).toBe(true);
  });

  it('answers from the folder what another stack kept there, without compressing again', () => {
    const body = bodyOf(`console.log("another stack ${Math.random()}");`);
    // What another gateway process wrote: compress() must answer these bytes as they are.
    const kept = Buffer.from('kept by another stack');
    writeFileSync(join(folder, `gzip-${sha1(body)}`), kept);
    expect(compress(body, 'gzip', true).equals(kept)).toBe(true);
  });

  it('keeps nothing for API answers, which change per call', () => {
    const body = bodyOf(`{"answer":${Math.random()}}`);
    expect(gunzipSync(compress(body, 'gzip', false)).equals(body)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('still answers when the folder cannot be written', () => {
    // A folder under a file: mkdir fails with ENOTDIR.
    writeFileSync(join(folder, 'a-file'), '');
    useCompressionFolder(join(folder, 'a-file', 'compressed'));
    const body = bodyOf(`console.log("unwritable ${Math.random()}");`);
    expect(brotliDecompressSync(compress(body, 'br', true)).equals(body)).toBe(true);
  });

  it('drops the oldest kept files beyond its limit when a stack starts, so rebuilds do not fill the disk', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000);
    for (let i = 0; i < FOLDER_LIMIT + 5; i++) {
      writeFileSync(join(folder, `br-${String(i).padStart(5, '0')}`), 'x');
      utimesSync(join(folder, `br-${String(i).padStart(5, '0')}`), at(i), at(i));
    }
    useCompressionFolder(folder);
    const left = readdirSync(folder).sort();
    expect(left).toHaveLength(FOLDER_LIMIT);
    expect(left[0]).toBe('br-00005');
  });
});
