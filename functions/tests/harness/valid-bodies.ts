/**
 * Valid bodies of the routes that take one, parameterised by date (or site) so that every
 * request of a test files a report of its own. They are the starting point of the fuzz cases.
 */
import { customerProfile } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { customerCatalogue } from '../../src/reference/catalogue';
import { pointResolution } from '../../src/reference/linear-reference';

/** A valid BART form (line A, MP 1.0-1.5 and 3.0-3.1). */
export function bartBody(date: string): Record<string, unknown> {
  return {
    submissionId: randomUUID(),
    grinderOperator: 'Pat Lee',
    date,
    grinderType: '5062',
    stoneType: 'goli',
    startTime: '23:00',
    stopTime: '03:30',
    line: 'A',
    comments: 'Clear night',
    rows: [
      { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 1, segmentTo: 1.5, passesLeft: 2, passesRight: 2 },
      { segmentType: 'Open Track', completed: 'incomplete', direction: '2', segmentFrom: 3, segmentTo: 3.1, passesLeft: 1, passesRight: 2 },
    ],
  };
}

/** A valid multi-step form of standard customer `site`: a shift that is not Regular, so no entries. */
export function standardBody(site: string, date: string): Record<string, unknown> {
  const profile = customerProfile(site);
  const line = customerCatalogue(site)?.lines[0]?.name ?? '';
  return {
    submissionId: randomUUID(),
    date,
    site,
    line,
    shiftNum: 17,
    shiftType: profile.shiftTypes.find((t) => t !== 'R-Regular') ?? '',
    workType: profile.workTypes[0],
    grinderType: profile.grinderTypes[0],
    stoneType: profile.stoneTypes[0],
    sparkMin: 0,
    callTime: `${date}T22:15`,
    departedTime: '',
    startTime: '',
    stopTime: '',
    grinderTime: '',
    grinderLoc: 'Yard',
    ARMTieUpLoc: 'Yard',
    fuelLevel: String(profile.fuelLevels[0]?.value ?? ''),
    waterLevel: String(profile.waterLevels[0]?.value ?? ''),
    machineDelay: 0,
    machineDelayComment: '',
    customerDelay: 0,
    loramDelay: 0,
    grinderOperator: 'Robin Fischer',
    ARMSupervisor: 'Alex Kim',
    ARMSupervisorNumber: '6175550100',
    transitRep: 'Jordan Hayes',
    transitRepNumber: '6175550199',
    commentsExt: 'Weather stop',
    commentsInt: '',
    entries: [],
  };
}

/** A valid SkyTrain form (EXPO segments 100-120 and 120-124). */
export function skytrainBody(date: string): Record<string, unknown> {
  return {
    submissionId: randomUUID(),
    shiftDate: date,
    line: 'EXPO',
    shiftType: 'R-Regular',
    grinderOperator: 'Avery Sandhu',
    grinderType: 'TG8 3 and 4 Consist',
    stoneType: 'coarse',
    sparkMins: 150,
    availableTrackTime: 210,
    engineHours: 18250.4,
    tieUpLocation: 'Edmonds OMC',
    commentsExt: 'Good sparks, no delays.',
    rows: [
      { completed: 'complete', direction: 'OB', segmentFrom: 100, segmentTo: 120, curveType: 'Tangent', passesLeft: 2, passesRight: 3, comments: '' },
      { completed: 'incomplete', direction: 'OB', segmentFrom: 120, segmentTo: 124, curveType: 'Station', passesLeft: 1, passesRight: 1, comments: 'Out of track time' },
    ],
  };
}

/** A valid New York subway shift (Canarsie line, two grind limits, one with defects). */
export function nyctBody(date: string): Record<string, unknown> {
  const limit = {
    trackId: 'BMT_CN_2', segmentType: 'Un-Guarded Curve', segmentFrom: 310, segmentFromFeet: 40, segmentTo: 314, segmentToFeet: 10,
    passesLeft: 2, passesRight: 3, profileLeft: 'HR-2', profileRight: 'HR-2', completed: 'complete', location: 'Bedford Av - Lorimer St',
    defects: [{ numRemoved: 6, type: 'Battered', priority: 'P1', comment: 'Joint at 312' }],
  };
  return {
    submissionId: randomUUID(),
    date, grinderType: 'LPC-1', superName: 'Kevin Walsh', superType: 'MS-I', passNum: '587220', subDiv: 'T-3', div: 'BMT',
    line: 'BMT_CN', lineLabel: 'Canarsie', departYard: 'Canarsie', departTime: '23:20', departFuel: '7/8', departWater: 'Full',
    arrivalYard: 'Canarsie', arrivalTime: '05:35', arrivalFuel: '3/4', arrivalWater: '1/2', goNum: 'G.O. 84-20417', goPriority: 'Piggy Back',
    goStartTime: '00:01', goEndTime: '05:00', goEntryTime: '00:20', goDepartTime: '04:40', sparkMin: 150, passDistance: 1500,
    machineDelay: 0, trainDelay: 25, trainDelayComment: 'Work train ahead',
    grindLimits: [limit, { ...limit, trackId: 'BMT_CN_1', segmentFrom: 314, segmentFromFeet: 10, segmentTo: 316, segmentToFeet: 0, completed: 'incomplete', defects: [] }],
  };
}

/** A valid track import of `site`: the first direction of its first catalogue line, its first ten points
 * (`widen` times as many, for customers whose chain points are sparser than their step). */
export function trackImportBody(site: string, widen = 1): Record<string, unknown> {
  const line = customerCatalogue(site)?.lines[0];
  const direction = line?.directions[0];
  const chainStart = direction?.minChain ?? 0;
  // Ten points at the customer's resolution (step is in the database unit times `scale`).
  const { step, scale } = pointResolution(site);
  const chainEnd = Math.min(direction?.maxChain ?? 80, chainStart + (10 * widen * step) / scale);
  const geojson = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-73.9, 40.7], [-73.9, 40.72]] } };
  return { customer: site, line: line?.name ?? '', direction: direction?.direction ?? '', chainStart, chainEnd, unit: 'chain', geojson };
}

/** A valid second-flow body (issue 10): one NCTD or SOUNDTRANSIT card on the customer's first line. */
export function secondFlowBody(customer: string, date: string): Record<string, unknown> {
  const line = customerCatalogue(customer)?.lines[0];
  const profile = customerProfile(customer);
  return {
    submissionId: randomUUID(),
    customer,
    date,
    line: line?.name ?? '',
    grinderType: profile.grinderTypes[0],
    grinds: [
      {
        segmentFrom: (line?.minChain ?? 0) / profile.dbMultiplier,
        segmentTo: (line?.minChain ?? 0) / profile.dbMultiplier + 0.5,
        length: 2640,
        curve: 'T1',
        leftRailPasses: 2,
        rightRailPasses: 2,
        completed: 'complete',
        direction: line?.directions[0]?.direction ?? '',
        leftRailProfile: profile.profiles[0],
        rightRailProfile: profile.profiles[0],
      },
    ],
  };
}

/** A valid generic-form body (issue 10) of a standard customer, shift number `shiftNum`. */
export function genericBody(customer: string, date: string, shiftNum = 17): Record<string, unknown> {
  const line = customerCatalogue(customer)?.lines[0];
  const profile = customerProfile(customer);
  return {
    submissionId: randomUUID(),
    shiftDate: date,
    customer,
    line: line?.name ?? '',
    shiftNum,
    shiftType: profile.shiftTypes[0],
    workType: profile.workTypes[0],
    grinderType: profile.grinderTypes[0],
    stoneType: profile.stoneTypes[0],
    sparkMins: 120,
    passFeet: 0,
    callTime: '21:00',
    departedTime: '22:00',
    startTime: '23:00',
    stopTime: '03:00',
    grinderTieUpTime: '04:00',
    grinderOperator: 'Robin Fischer',
    grinderOperatorNum: '6175550101',
    armSupervisor: 'Alex Kim',
    armSupervisorNum: '6175550100',
    transitRep: 'Jordan Hayes',
    transitRepNum: '6175550102',
    grinds: [
      { segmentFrom: 10, segmentTo: 12, length: 50, curve: 'C4', leftRailPasses: 2, rightRailPasses: 3, completed: 'complete', direction: line?.directions[0]?.direction ?? '' },
    ],
  };
}
