/**
 * Looking inside a PDF with Debian's poppler-utils (scripts/setup.mjs installs it): page count
 * (pdfinfo), text per page (pdftotext) and pages as images (pdftoppm), PNG for a person to look
 * at and PPM for the test to count pixels in.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Number of pages, from pdfinfo. */
export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(match[1]);
}

/** Size of the first page in points, from pdfinfo (A4 is 595 x 842). */
export function pdfPageSize(file: string): { width: number; height: number } {
  const match = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  if (!match) throw new Error(`pdfinfo gave no page size for ${file}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The text of each page (pdftotext splits pages with a form feed). */
export function pdfPageTexts(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, pdfPageCount(file));
}

/** Writes every page as `<prefix>-<n>.png` at `dpi` (pdftoppm); returns the files in page order. */
export function pdfToPngs(file: string, prefix: string, dpi = 80): string[] {
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, prefix]);
  return pagesWritten(prefix, '.png');
}

/** An RGB page image. */
export interface PageImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, row by row. */
  rgb: Uint8Array;
}

/** Every page as an RGB image (pdftoppm's PPM output, read here without any library). */
export function pdfToImages(file: string, prefix: string, dpi = 50): PageImage[] {
  execFileSync('pdftoppm', ['-r', String(dpi), file, prefix]);
  return pagesWritten(prefix, '.ppm').map(readPpm);
}

function pagesWritten(prefix: string, ext: string): string[] {
  const dir = join(prefix, '..');
  const base = prefix.slice(dir.length + 1);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith(ext))
    .sort((a, b) => Number(/-(\d+)\./.exec(a)![1]) - Number(/-(\d+)\./.exec(b)![1]))
    .map((f) => join(dir, f));
}

/** Parses a binary PPM (P6, maxval 255). */
export function readPpm(file: string): PageImage {
  const data = readFileSync(file);
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(data[i]))) i += 1;
    if (data[i] === 0x23) {
      while (data[i] !== 0x0a) i += 1;
      continue;
    }
    let token = '';
    while (!/\s/.test(String.fromCharCode(data[i]))) token += String.fromCharCode(data[i++]);
    fields.push(token);
  }
  if (fields[0] !== 'P6' || fields[3] !== '255') throw new Error(`${file} is not an 8-bit P6 PPM`);
  const [width, height] = [Number(fields[1]), Number(fields[2])];
  return { width, height, rgb: data.subarray(i + 1, i + 1 + width * height * 3) };
}

/**
 * Pixels of a horizontal band (rows `from`..`to`, as fractions of the page height) whose colour
 * is saturated (max - min channel > 60): chart series and legend symbols, not black text,
 * grey grid lines or white paper.
 */
export function colouredPixels(image: PageImage, from: number, to: number): number {
  let count = 0;
  for (let y = Math.floor(from * image.height); y < Math.min(image.height, Math.ceil(to * image.height)); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const p = (y * image.width + x) * 3;
      const [r, g, b] = [image.rgb[p], image.rgb[p + 1], image.rgb[p + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) count += 1;
    }
  }
  return count;
}

/** One picture embedded in a PDF, as `pdfimages -list` lists it. */
export interface PdfImage {
  page: number;
  /** 'image', or 'smask' / 'stencil' for the masks that go with one. */
  type: string;
  width: number;
  height: number;
  /** How it is encoded: 'jpeg' (DCT), 'image' (Flate), ... */
  encoding: string;
}

/** The pictures embedded in page `page` (1-based) of a PDF (poppler's `pdfimages -list`). */
export function pdfImages(file: string, page: number): PdfImage[] {
  const list = execFileSync('pdfimages', ['-f', String(page), '-l', String(page), '-list', file], { encoding: 'utf8' });
  // Two header lines (names, dashes), then: page num type width height color comp bpc enc interp object ID ...
  return list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 9)
    .map((cols) => ({ page: Number(cols[0]), type: cols[2]!, width: Number(cols[3]), height: Number(cols[4]), encoding: cols[8]! }));
}

/** Writes page `page` (1-based) as `<prefix>.png` at `dpi` (pdftoppm); returns the file. */
export function pdfPageToPng(file: string, page: number, prefix: string, dpi = 100): string {
  execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}
