/**
 * The view model of a track preview: its chain points projected onto a drawing (north up),
 * split into runs of one structure each, with a legend. The SVG only draws what this prepares.
 */
import { STRUCTURE_COLOURS, type Structure } from '@grindline/domain';
import type { TrackPoint } from '@grindline/domain';
import { formatChain, type ReferenceUnits } from './reference-units';

/** Consecutive points of one structure, as SVG polyline points ('x,y x,y ...'). */
export interface PreviewRun {
  key: string;
  structure: string;
  colour: string;
  points: string;
}

export interface LegendEntry {
  structure: string;
  colour: string;
  /** Share of the track's points, e.g. '62 %'. */
  share: string;
}

/** An end of the track: its mark and where its label goes (away from the line, inside the drawing). */
export interface PreviewEnd {
  x: number;
  y: number;
  label: string;
  labelX: number;
  labelY: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface TrackPreview {
  width: number;
  height: number;
  runs: PreviewRun[];
  legend: LegendEntry[];
  start: PreviewEnd;
  end: PreviewEnd;
  /** What the drawing shows, for assistive technology. */
  description: string;
}

export interface PreviewOptions {
  width?: number;
  height?: number;
  /** Margin around the line, in drawing units. */
  padding?: number;
  /** At most this many points are drawn; structure changes are always kept. */
  maxPoints?: number;
}

/**
 * Colours of New York's structures, which the spec's base-layer colours (domain
 * STRUCTURE_COLOURS) do not name; ours. 'Subway' is the spec's SUBWAY.
 */
const OTHER_STRUCTURE_COLOURS: Readonly<Record<string, string>> = {
  ELEVATED: '#8e44ad',
  'AT GRADE': '#8b5a2b',
  EMBANKMENT: '#ff8c00',
  'OPEN CUT': '#ff69b4',
  VIADUCT: '#708090',
};
const UNKNOWN_COLOURS = ['#000080', '#808000', '#008080', '#800000'];

/**
 * The colour of a structure: the spec's colour (case-insensitive), else ours for New York's,
 * else one of a few spare colours in order of first appearance (`unknown` remembers them).
 */
export function colourOfStructure(structure: string, unknown: Map<string, string> = new Map()): string {
  const key = structure.trim().toUpperCase();
  if (Object.prototype.hasOwnProperty.call(STRUCTURE_COLOURS, key)) return STRUCTURE_COLOURS[key as Structure];
  if (Object.prototype.hasOwnProperty.call(OTHER_STRUCTURE_COLOURS, key)) return OTHER_STRUCTURE_COLOURS[key];
  if (!unknown.has(key)) unknown.set(key, UNKNOWN_COLOURS[unknown.size % UNKNOWN_COLOURS.length]);
  return unknown.get(key)!;
}

/** A point's database chain, to the tenth chain where the customer stores it (BART 0.01 MP). */
const chainOf = (p: TrackPoint): number => (p.tenthChain === undefined ? p.chain : p.tenthChain / 10);

/** Indexes drawn: every `stride`-th point, the last one, and both sides of every structure change. */
function keptIndexes(points: readonly TrackPoint[], maxPoints: number): number[] {
  const stride = Math.max(1, Math.ceil(points.length / maxPoints));
  const kept: number[] = [];
  points.forEach((p, i) => {
    const change = i > 0 && p.structure !== points[i - 1].structure;
    if (i % stride === 0 || i === points.length - 1 || change) {
      if (change && kept[kept.length - 1] !== i - 1) kept.push(i - 1);
      kept.push(i);
    }
  });
  return kept;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Rough width of a label at 13 px bold, to keep it inside the drawing. */
const labelWidth = (label: string): number => label.length * 7.5;

/**
 * Where the label of an end at (x, y) goes, given the direction (vx, vy) in which the line
 * leaves it: on the opposite side, beside the mark when the line leaves sideways and the label
 * fits, else above or below it, shifted to stay inside the width.
 */
export function placeEndLabel(x: number, y: number, vx: number, vy: number, label: string, width: number): Omit<PreviewEnd, 'x' | 'y' | 'label'> {
  const w = labelWidth(label);
  const side = vx > 0 ? { labelX: x - 12, anchor: 'end' as const, left: x - 12 - w } : { labelX: x + 12, anchor: 'start' as const, left: x + 12 };
  if (Math.abs(vx) >= Math.abs(vy) && side.left >= 2 && side.left + w <= width - 2) {
    return { labelX: round1(side.labelX), labelY: round1(y + 4), anchor: side.anchor };
  }
  const labelY = round1(vy < 0 ? y + 20 : y - 10);
  if (x - w / 2 < 2) return { labelX: round1(x), labelY, anchor: 'start' };
  if (x + w / 2 > width - 2) return { labelX: round1(x), labelY, anchor: 'end' };
  return { labelX: round1(x), labelY, anchor: 'middle' };
}

/**
 * The preview of a track's points (in chain order) or null when fewer than two: an
 * equirectangular projection (longitude scaled by the cosine of the mean latitude) fitted into
 * width x height with the aspect kept, runs of one structure each (a run ends on the next run's
 * first point so the line is continuous), the legend by share of points, and both ends labelled
 * in the customer's reference units.
 */
export function trackPreview(points: readonly TrackPoint[], units: ReferenceUnits, options: PreviewOptions = {}): TrackPreview | null {
  const { width = 640, height = 420, padding = 24, maxPoints = 2000 } = options;
  if (points.length < 2) return null;
  const meanLat = points.reduce((sum, p) => sum + p.coord[0], 0) / points.length;
  const cos = Math.cos((meanLat * Math.PI) / 180);
  const projected = points.map((p) => [p.coord[1] * cos, p.coord[0]] as const);
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(spanX > 0 ? (width - 2 * padding) / spanX : Infinity, spanY > 0 ? (height - 2 * padding) / spanY : Infinity);
  const k = Number.isFinite(scale) ? scale : 1;
  const offsetX = (width - spanX * k) / 2;
  const offsetY = (height - spanY * k) / 2;
  const at = (i: number) => ({ x: round1(offsetX + (projected[i][0] - minX) * k), y: round1(height - offsetY - (projected[i][1] - minY) * k) });

  const unknown = new Map<string, string>();
  const pieces: Array<{ structure: string; coords: string[] }> = [];
  for (const i of keptIndexes(points, maxPoints)) {
    const { x, y } = at(i);
    const structure = points[i].structure;
    const current = pieces[pieces.length - 1];
    if (current && current.structure === structure) {
      current.coords.push(`${x},${y}`);
      continue;
    }
    current?.coords.push(`${x},${y}`);
    pieces.push({ structure, coords: [`${x},${y}`] });
  }
  const runs: PreviewRun[] = pieces.map((piece, i) => ({
    key: `${i}-${piece.structure}`,
    structure: piece.structure,
    colour: colourOfStructure(piece.structure, unknown),
    points: piece.coords.join(' '),
  }));

  const counts = new Map<string, number>();
  points.forEach((p) => counts.set(p.structure, (counts.get(p.structure) ?? 0) + 1));
  const legend = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([structure, n]) => ({ structure, colour: colourOfStructure(structure, unknown), share: `${Math.round((n / points.length) * 100)} %` }));

  const last = points.length - 1;
  // The line's direction at an end, measured a few percent along it so one odd point does not decide.
  const reach = Math.max(1, Math.ceil(points.length * 0.03));
  const end = (i: number, towards: number): PreviewEnd => {
    const here = at(i);
    const next = at(towards);
    const label = `${units.label} ${formatChain(chainOf(points[i]), units)}`;
    return { ...here, label, ...placeEndLabel(here.x, here.y, next.x - here.x, next.y - here.y, label, width) };
  };
  const start = end(0, Math.min(last, reach));
  const finish = end(last, Math.max(0, last - reach));
  const [startLabel, endLabel] = [start.label, finish.label];
  return {
    width,
    height,
    runs,
    legend,
    start,
    end: finish,
    description: `The track drawn from ${points.length} chain points, ${startLabel} to ${endLabel}, north up, coloured by structure: ${legend
      .map((l) => `${l.structure} ${l.share}`)
      .join(', ')}.`,
  };
}
