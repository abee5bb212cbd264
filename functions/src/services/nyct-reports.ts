/**
 * New York subway Grind Shift Reports (spec 000 sections 2.8, 3.3, 3.7, 3.8, 5.7, 7.3 and 9.5):
 * the line and track checks against the catalogue, the shift number the service allocates, and
 * submission as one idempotent write.
 */
import {
  availableTrackTime,
  feetTotals,
  NYCT_LINES,
  type SubmitNyctReportRequest,
  passFeet,
  REGULAR_SHIFT,
  shiftId as makeShiftId,
  stationValue,
  type GrindRange,
  type NyctDivision,
  type NyctShiftExtended,
  type ShiftDelay,
  type ShiftReport,
} from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError, type Issue } from '../lib/errors';
import { customerCatalogue } from '../reference/catalogue';
import type { CatalogueLine } from '../reference/catalogue-types';
import { file, type Filing, type SubmitResult } from './file-report';
import { withPhotos } from './photos/photo-uploads';

/** The site every subway report belongs to. */
export const NYCT_SITE = 'NYCT';

/** The line choice that lists every track of every division (spec 000 section 9.5). */
export const OTHER_LINE = 'Other';

export { submitNyctReportSchema, type SubmitNyctReportRequest } from '@grindline/domain';

const catalogue = () => {
  const found = customerCatalogue(NYCT_SITE);
  if (!found) throw new Error('The track catalogue has no NYCT customer');
  return found;
};

/** Track number of a track id: the part after the last '_' (IRT_BB_1 is track '1'). */
const trackSuffix = (trackId: string): string => trackId.slice(trackId.lastIndexOf('_') + 1);
/** Catalogue line of a track id (IRT_BB_1 is on IRT_BB). */
const lineOfTrack = (trackId: string): CatalogueLine | undefined =>
  catalogue().lines.find((l) => l.directions.some((d) => d.trackId === trackId));
/** A station position in feet, the catalogue's chain unit (stations are 100 ft). */
const positionFeet = (station: number, feet: number): number => Math.round(station * 100 + feet);
const stationLabel = (ft: number): string => `${Math.floor(ft / 100)}+${String(ft % 100).padStart(2, '0')}`;

/**
 * Problems of the form's line and grind limits against the NYCT catalogue: the line must be one
 * of the chosen division's, or 'Other'; each limit's track must be a track of that line (any
 * NYCT track for 'Other'); both ends (station * 100 + feet, in feet) must lie within the track's
 * line. Messages name the grind limit (1-based, as the form shows 'entry n of N').
 */
export function nyctPlaceIssues(request: Pick<SubmitNyctReportRequest, 'div' | 'line' | 'grindLimits'>): Issue[] {
  const { lines, otherTrackIds = [] } = catalogue();
  const isOther = request.line === OTHER_LINE;
  const line = lines.find((l) => l.name === request.line);
  if (!isOther && (!line || line.division !== request.div)) {
    return [{ path: 'line', message: `Line ${request.line} is not a line of the ${request.div} division` }];
  }
  const issues: Issue[] = [];
  request.grindLimits.forEach((limit, i) => {
    const name = `Grind limit ${i + 1}`;
    const onLine = isOther ? otherTrackIds.includes(limit.trackId) : line!.directions.some((d) => d.trackId === limit.trackId);
    const trackLine = onLine ? lineOfTrack(limit.trackId) : undefined;
    if (!trackLine) {
      const where = isOther ? 'a NYCT track' : `a track of line ${request.line}`;
      issues.push({ path: `grindLimits.${i}.trackId`, message: `${name}: track ${limit.trackId} is not ${where}` });
      return;
    }
    const ends = [
      ['segmentFrom', positionFeet(limit.segmentFrom, limit.segmentFromFeet)],
      ['segmentTo', positionFeet(limit.segmentTo, limit.segmentToFeet)],
    ] as const;
    for (const [field, ft] of ends) {
      if (ft < trackLine.minChain || ft > trackLine.maxChain) {
        const bounds = `stations ${stationLabel(trackLine.minChain)} to ${stationLabel(trackLine.maxChain)} on ${trackLine.name}`;
        issues.push({ path: `grindLimits.${i}.${field}`, message: `${name}: entered chain is out of bounds (${bounds})` });
      }
    }
  });
  return issues;
}

/** Throws a 400 naming the first problem of {@link nyctPlaceIssues}, with all of them listed. */
export function assertNyctPlaces(request: Pick<SubmitNyctReportRequest, 'div' | 'line' | 'grindLimits'>): void {
  const issues = nyctPlaceIssues(request);
  if (issues.length > 0) throw new BadRequestError(issues[0].message, issues);
}

/** The display name of a division line ('IRT_BB' is 'Broadway-Seventh Avenue'), else the line. */
function lineName(div: string, line: string): string {
  const code = line.slice(line.indexOf('_') + 1);
  return NYCT_LINES[div as NyctDivision]?.find((l) => l.code === code)?.name ?? line;
}

/**
 * The stored report of a validated subway form with shift number `shiftNum` (shift id: date,
 * shift number padded to 3, grinder code 01/02/05, spec 000 3.3). Throws a 400 for a line or
 * track not in the catalogue (see {@link nyctPlaceIssues}). The subway form has no shift type,
 * stone type or comments: the shift type is 'R-Regular', stone type and comments are '' and the
 * delay comments stay with their delays. The supervisor is the grinder operator. Available
 * track time runs from GO start to GO end (the general-order track outage; past midnight adds a
 * day). Range ends are chain + feet/100 (spec 000 7.3), direction is the track number and
 * length the schema's (chain * 100 + feet) difference in feet. A blank line label becomes the
 * line's name.
 */
export function buildNyctReport(request: SubmitNyctReportRequest, caller: Caller, now: Date, shiftNum: number): ShiftReport {
  assertNyctPlaces(request);
  const ranges: GrindRange[] = request.grindLimits.map((g) => ({
    trackId: g.trackId,
    direction: trackSuffix(g.trackId),
    from: stationValue({ chain: g.segmentFrom, feet: g.segmentFromFeet }),
    to: stationValue({ chain: g.segmentTo, feet: g.segmentToFeet }),
    length: g.length,
    segmentType: g.segmentType,
    passesLeft: g.passesLeft,
    passesRight: g.passesRight,
    profileLeft: g.profileLeft,
    profileRight: g.profileRight,
    complete: g.completed === 'complete',
    location: g.location,
    defects: g.defects.map((d) => ({ numRemoved: d.numRemoved, type: d.type, priority: d.priority, comment: d.comment })),
  }));
  const delays: ShiftDelay[] = [
    { kind: 'machine', minutes: request.machineDelay, comment: request.machineDelayComment },
    { kind: 'fm', minutes: request.fmDelay, comment: request.fmDelayComment },
    { kind: 'train', minutes: request.trainDelay, comment: request.trainDelayComment },
    { kind: 'customer', minutes: request.customerDelay, comment: request.customerDelayComment },
  ];
  const extended: NyctShiftExtended = {
    kind: 'nyct',
    superType: request.superType,
    passNum: request.passNum,
    subDiv: request.subDiv,
    div: request.div,
    lineLabel: request.lineLabel || lineName(request.div, request.line),
    departYard: request.departYard,
    departTime: request.departTime,
    departFuel: request.departFuel,
    departWater: request.departWater,
    arrivalYard: request.arrivalYard,
    arrivalTime: request.arrivalTime,
    arrivalFuel: request.arrivalFuel,
    arrivalWater: request.arrivalWater,
    goNum: request.goNum,
    goPriority: request.goPriority,
    goStartTime: request.goStartTime,
    goEndTime: request.goEndTime,
    goEntryTime: request.goEntryTime,
    goDepartTime: request.goDepartTime,
    passDistance: request.passDistance,
  };
  const { feetComp, feetIncomp } = feetTotals(ranges);
  return {
    shiftId: makeShiftId({ variant: 'nyct', date: request.date, shiftNum, grinderType: request.grinderType }),
    site: NYCT_SITE,
    variant: 'nyct',
    date: request.date,
    line: request.line,
    shiftNum,
    grinderType: request.grinderType,
    stoneType: '',
    grinderOperator: request.superName,
    shiftType: REGULAR_SHIFT,
    availableTrackTime: availableTrackTime(request.goStartTime, request.goEndTime),
    sparkMin: request.sparkMin,
    passFeet: passFeet(ranges),
    feetComp,
    feetIncomp,
    comments: '',
    delays,
    extended,
    ranges,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    submissionId: request.submissionId,
  };
}

/**
 * Stores a subway report under the next free shift number of its date and grinder type: 1 + the
 * NYCT reports of that grinder already stored that date, written by a conditional put; when
 * another submission took the number meanwhile, the next one (at most
 * {@link MAX_SHIFT_NUMBER_ATTEMPTS} tries, then 409). A stored report of that date with this
 * `submissionId` (found by the day's query, or holding a number the put found taken) is the
 * answer of a retry: `created: false`, nothing written. Bad line or track: 400, nothing written.
 */
export async function submitNyctReport(caller: Caller, request: SubmitNyctReportRequest): Promise<SubmitResult> {
  return file(nyctFiling(caller, request));
}

/** The checked subway report of `request`, ready to be filed under the next free number of its date and grinder. */
export function nyctFiling(caller: Caller, request: SubmitNyctReportRequest): Filing {
  assertNyctPlaces(request);
  const now = new Date();
  return { numbered: {
    site: NYCT_SITE,
    date: request.date,
    submissionId: request.submissionId,
    // The id ends in the grinder's code, so each grinder type numbers its own shifts.
    sharesNumbers: (r) => r.variant === 'nyct' && r.grinderType === request.grinderType,
    build: (shiftNum) => withPhotos(buildNyctReport(request, caller, now, shiftNum), request.photos),
    options: { mail: caller.notify !== false, aggregates: caller.notify !== false },
  } };
}
