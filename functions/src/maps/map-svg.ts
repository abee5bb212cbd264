/**
 * The map image as an SVG document (rendered to PNG by map-render.ts): the line grey, complete
 * ranges green and thick, incomplete ranges red and half opaque, a title (site, line, date), a
 * scale bar, a north arrow, a legend, an overview of the whole line and the geometry's credit.
 * Every text is escaped: captions come from users.
 */
import type { LonLat } from '../reference/geo';
import { boundsOf, fitProjection, scaleBar, thinPixels, type Box, type Projection, type Px } from './map-layout';

/** Picture size in pixels. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 560;
/** Where the map itself is drawn (title above, legend below). */
export const MAP_BOX: Box = { x: 16, y: 64, width: MAP_WIDTH - 32, height: 420 };
/** Colours, also read by the tests that check pixels. */
export const COLOURS = { complete: '#16a34a', incomplete: '#dc2626', line: '#9ca3af', text: '#111827', muted: '#4b5563', frame: '#d1d5db', place: '#2563eb' } as const;
/** The family the renderer is given (map-render.ts loads its file). */
export const FONT_FAMILY = 'Roboto';

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

export interface MapDrawing {
  title: string;
  subtitle: string;
  /** The whole line. */
  line: readonly LonLat[];
  complete: readonly (readonly LonLat[])[];
  incomplete: readonly (readonly LonLat[])[];
  /** Where a photo was taken: a marker, and the view fitted to hold it. */
  place?: LonLat;
  /** 'measurement' for a CAT run's ranges: its legend names what was measured, not ground. */
  purpose?: 'grind' | 'measurement';
  unit: 'meters' | 'feet';
  attribution: string;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const path = (pxs: readonly Px[]) => pxs.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('');
const poly = (proj: Projection, coords: readonly LonLat[]) => path(thinPixels(coords.map(proj.project)));
const text = (x: number, y: number, size: number, body: string, extra = '', colour: string = COLOURS.text) =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${FONT_FAMILY}" font-size="${size}" fill="${colour}"${extra}>${escapeXml(body)}</text>`;

/** The projection of the main map: fitted to the ranges (at least 1.5 km across), else the whole line. */
export function mainProjection(d: Pick<MapDrawing, 'line' | 'complete' | 'incomplete' | 'place'>): Projection {
  const ground = [...d.complete, ...d.incomplete].flat();
  const place = d.place ? [d.place] : [];
  return ground.length >= 2 ? fitProjection(boundsOf([...ground, ...place]), MAP_BOX, 1500, 0.25) : fitProjection(boundsOf([...d.line, ...place]), MAP_BOX);
}

/** The photo's place: a blue dot ringed in white, above the ranges. */
function placeMarker(proj: Projection, place: LonLat | undefined): string {
  if (!place) return '';
  const [x, y] = proj.project(place);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${COLOURS.place}" stroke="#ffffff" stroke-width="3"/>`;
}

function overview(d: MapDrawing, view: Projection): string {
  const box: Box = { x: MAP_BOX.x + MAP_BOX.width - 176, y: MAP_BOX.y + 8, width: 168, height: 112 };
  const inner: Box = { x: box.x + 6, y: box.y + 6, width: box.width - 12, height: box.height - 12 };
  const proj = fitProjection(boundsOf(d.line), inner, 0, 0.04);
  // The main view's extent, drawn on the overview.
  const [x0, y0] = proj.project(view.unproject([MAP_BOX.x, MAP_BOX.y]));
  const [x1, y1] = proj.project(view.unproject([MAP_BOX.x + MAP_BOX.width, MAP_BOX.y + MAP_BOX.height]));
  const ex = Math.max(inner.x, x0);
  const ey = Math.max(inner.y, y0);
  const extent = `<rect x="${f(ex)}" y="${f(ey)}" width="${f(Math.max(2, Math.min(inner.x + inner.width, x1) - ex))}" height="${f(Math.max(2, Math.min(inner.y + inner.height, y1) - ey))}" fill="none" stroke="${COLOURS.text}" stroke-width="1" stroke-dasharray="3 2"/>`;
  return [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff" fill-opacity="0.92" stroke="${COLOURS.frame}"/>`,
    `<path d="${poly(proj, d.line)}" fill="none" stroke="${COLOURS.line}" stroke-width="2" stroke-linejoin="round"/>`,
    ...d.incomplete.filter((r) => r.length >= 2).map((r) => `<path d="${poly(proj, r)}" fill="none" stroke="${COLOURS.incomplete}" stroke-width="4" stroke-linecap="round"/>`),
    ...d.complete.filter((r) => r.length >= 2).map((r) => `<path d="${poly(proj, r)}" fill="none" stroke="${COLOURS.complete}" stroke-width="4" stroke-linecap="round"/>`),
    extent,
  ].join('');
}

function legend(y: number, withPlace: boolean, purpose: MapDrawing['purpose']): string {
  const items: Array<[string, string, number, number]> =
    purpose === 'measurement'
      ? [
          ['Measured', COLOURS.complete, 8, 1],
          ['Not measured in this run', COLOURS.line, 3, 1],
        ]
      : [
          ['Complete', COLOURS.complete, 8, 1],
          ['Incomplete', COLOURS.incomplete, 8, 0.5],
          ['Not ground in this report', COLOURS.line, 3, 1],
        ];
  let x = MAP_BOX.x;
  const lines = items.map(([label, colour, width, opacity]) => {
    const out = `<line x1="${x}" y1="${y}" x2="${x + 28}" y2="${y}" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>${text(x + 36, y + 4, 12, label)}`;
    x += 36 + label.length * 7 + 24;
    return out;
  });
  if (withPlace) lines.push(`<circle cx="${x + 7}" cy="${y}" r="6" fill="${COLOURS.place}"/>${text(x + 20, y + 4, 12, 'Where the photo was taken')}`);
  return lines.join('');
}

function northArrow(x: number, y: number): string {
  return `<g><path d="M${x} ${y - 18}L${x + 8} ${y + 6}L${x} ${y}L${x - 8} ${y + 6}Z" fill="${COLOURS.text}"/>${text(x - 5, y + 22, 13, 'N', ' font-weight="bold"')}</g>`;
}

function scale(proj: Projection, unit: 'meters' | 'feet'): string {
  const bar = scaleBar(proj.metresPerPx, 120, unit);
  const x = MAP_BOX.x + 12;
  const y = MAP_BOX.y + MAP_BOX.height - 16;
  return [
    `<rect x="${x - 6}" y="${y - 22}" width="${f(bar.px + 12 + 50)}" height="32" fill="#ffffff" fill-opacity="0.85"/>`,
    `<path d="M${x} ${y - 6}V${y}H${f(x + bar.px)}V${y - 6}" fill="none" stroke="${COLOURS.text}" stroke-width="2"/>`,
    text(x, y - 10, 12, bar.label),
  ].join('');
}

/** The whole SVG document of a map image. */
export function mapSvg(d: MapDrawing): string {
  const proj = mainProjection(d);
  const { x, y, width, height } = MAP_BOX;
  const ranges = (list: readonly (readonly LonLat[])[], colour: string, strokeWidth: number, opacity: number) =>
    list
      .filter((r) => r.length >= 2)
      .map((r) => `<path d="${poly(proj, r)}" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"/>`)
      .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#ffffff"/>`,
    text(x, 30, 20, d.title, ' font-weight="bold"'),
    text(x, 52, 13, d.subtitle, '', COLOURS.muted),
    `<defs><clipPath id="map"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath></defs>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#f8fafc" stroke="${COLOURS.frame}"/>`,
    `<g clip-path="url(#map)">`,
    `<path d="${poly(proj, d.line)}" fill="none" stroke="${COLOURS.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
    ranges(d.incomplete, COLOURS.incomplete, 8, 0.5),
    ranges(d.complete, COLOURS.complete, 8, 1),
    placeMarker(proj, d.place),
    `</g>`,
    overview(d, proj),
    northArrow(x + width - 28, y + height - 40),
    scale(proj, d.unit),
    legend(MAP_HEIGHT - 52, d.place !== undefined, d.purpose),
    text(x, MAP_HEIGHT - 16, 11, d.attribution, '', COLOURS.muted),
    `</svg>`,
  ].join('');
}
