import { trackNumber } from '../maps/site-map';
import { NYCT_LINES, type NyctDivision } from './nyct';

/**
 * A line's name as a reader knows it, for titles and sentences: NYCT's division line by its name
 * (IRT_BB -> 'Broadway-Seventh Avenue (IRT)'), a one- or two-letter line code as 'Line A', other
 * names as they are ('Valley Line', 'EXPO'), so no screen writes 'line Valley Line'.
 */
export function lineLabel(site: string, line: string): string {
  if (site === 'NYCT') {
    const [division, code] = line.split('_');
    const named = NYCT_LINES[division as NyctDivision]?.find((l) => l.code === code);
    if (named) return `${named.name} (${division})`;
  }
  return line.length <= 2 ? `Line ${line}` : line;
}

/**
 * The name of a line whose code is not its name (NYCT's 'BMT_SB' is 'Sea Beach (BMT)'), or null
 * where the line is known by what was filed ('A', 'Valley Line'): for a field or column already
 * headed 'Line', which must not read 'Line A'.
 */
export function lineOwnName(site: string, line: string): string | null {
  const label = lineLabel(site, line);
  return label === line || label === `Line ${line}` ? null : label;
}

/**
 * A track as a reader names it, for a chart whose axis shows the catalogue's ids (RL_2, BMT_BR_3):
 * the line's label and the track's number ('Red Line, track 2', 'Brighton (BMT), track 3',
 * 'Line A, track 1').
 */
export function trackName(site: string, line: string, trackId: string): string {
  return `${lineLabel(site, line)}, track ${trackNumber(trackId)}`;
}
