/** A JPEG for the photo tests, drawn by the page's own canvas as a camera would hand one over. */
import type { Page } from 'playwright-core';

/** A `width` x `height` JPEG of a rail on `colour` with `name` written on it, as the file chooser hands it over. */
export async function drawnJpeg(page: Page, name: string, width: number, height: number, colour: string) {
  const base64 = await page.evaluate(
    ({ width, height, colour, name }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#555';
      g.fillRect(0, height * 0.45, width, height * 0.1);
      g.fillStyle = '#fff';
      g.font = `${Math.round(height / 10)}px sans-serif`;
      g.fillText(name, width * 0.05, height * 0.3);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    },
    { width, height, colour, name },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
