/**
 * SVG to PNG with resvg (docs/decisions.md 'Map images drawn by Grindline'). resvg reads no
 * system font unless told: it is given Roboto from the npm package @expo-google-fonts/roboto
 * (OFL), which `npm install` brings to every machine and the functions build puts in the
 * `map-render` Lambda layer with resvg (functions/build.mjs), so AWS, the local stack and the
 * tests draw alike.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import { FONT_FAMILY } from './map-svg';

/** The font file, as a package path (resolved from the bundle's folder and the layers, then the working directory). */
export const FONT_MODULE = '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf';
/** The bold face, for titles. */
export const FONT_BOLD_MODULE = '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf';

let fontFiles: string[] | undefined;
let renders = 0;

function resolveFrom(base: NodeRequire | undefined, id: string): string | undefined {
  try {
    return base?.resolve(id);
  } catch {
    return undefined;
  }
}

/** The bundle's require (its banner defines one), undefined where there is none (ES modules). */
const own: NodeRequire | undefined = typeof require === 'function' ? require : undefined;

let resvgClass: typeof ResvgClass | undefined;

/**
 * resvg, loaded on the first picture: in Lambda from the `map-render` layer
 * (/opt/nodejs/node_modules, reached through the NODE_PATH Lambda sets, which require honours and
 * an ES import does not; decisions §56), locally from the repository's node_modules.
 */
function loadResvg(): typeof ResvgClass {
  resvgClass ??= ((own ?? createRequire(join(process.cwd(), 'noop.js')))('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg;
  return resvgClass;
}

/** The font files resvg gets; throws with the package name when they cannot be found. */
export function mapFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const fromCwd = createRequire(join(process.cwd(), 'noop.js'));
  const files = [FONT_MODULE, FONT_BOLD_MODULE].map((id) => resolveFrom(own, id) ?? resolveFrom(fromCwd, id));
  const missing = [FONT_MODULE, FONT_BOLD_MODULE].filter((_, i) => !files[i] || !existsSync(files[i] as string));
  if (missing.length) throw new Error(`Map font not found (${missing.join(', ')}): run npm install`);
  fontFiles = files as string[];
  return fontFiles;
}

/** Renders an SVG document to PNG bytes. */
export function renderPng(svg: string): Buffer {
  const Resvg = loadResvg();
  const resvg = new Resvg(svg, {
    font: { fontFiles: mapFontFiles(), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 1,
  });
  renders += 1;
  return resvg.render().asPng();
}

/** How many pictures this process has rendered (the cache tests and the bench read it). */
export function renderCount(): number {
  return renders;
}
