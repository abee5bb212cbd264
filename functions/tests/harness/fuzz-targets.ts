/**
 * What the fuzz test breaks, route by route: the caller who IS allowed, and each input the route
 * requires (where it is read from, its path, and what kind of value it takes), so that every
 * generated case is invalid for a reason the route must report.
 */
import type { DemoRole } from './callers';

/** Kinds of input, each with its own set of invalid values (fuzz-cases.ts). */
export type FieldKind = 'text' | 'date' | 'time' | 'number' | 'count' | 'choice' | 'uuid' | 'list' | 'site' | 'id' | 'geojson' | 'cookie';

/** One required input of a route. */
export interface FieldSpec {
  in: 'body' | 'query' | 'params' | 'cookies';
  /** Path inside the body (e.g. ['rows', 0, 'segmentFrom']); one name for query, params and cookies. */
  path: readonly (string | number)[];
  kind: FieldKind;
  /** The route has a default for it: leaving it out is valid, so it is not a case. */
  optional?: boolean;
}

/** A route's fuzz target. */
export interface FuzzTarget {
  /** Demo role sending the cases (null: no session, for public routes). */
  caller: DemoRole | null;
  /** Whether the route reads a JSON object body (then non-object bodies are cases too). */
  objectBody: boolean;
  fields: readonly FieldSpec[];
  /** Longest string sent, when a known bug makes longer ones fail (see the test.failing of fuzz.test.ts). */
  maxText?: number;
}

const body = (kind: FieldKind, ...path: (string | number)[]): FieldSpec => ({ in: 'body', path, kind });
const optionalBody = (kind: FieldKind, ...path: (string | number)[]): FieldSpec => ({ in: 'body', path, kind, optional: true });
const query = (name: string, kind: FieldKind): FieldSpec => ({ in: 'query', path: [name], kind });

/** The fuzz target of every route, by route id. */
export const FUZZ_TARGETS: Readonly<Record<string, FuzzTarget>> = {
  // A 1 MB username or password is refused by the contract's text limit (plain text, like every login 400).
  'user-login': { caller: null, objectBody: true, fields: [body('text', 'username'), body('text', 'password')] },
  'user-refresh': { caller: null, objectBody: false, fields: [{ in: 'cookies', path: ['gl_refresh'], kind: 'cookie' }] },
  'user-logout': { caller: null, objectBody: false, fields: [] },
  'user-me': { caller: 'MBTA', objectBody: false, fields: [] },
  'user-sso-providers': { caller: null, objectBody: false, fields: [] },
  'user-sso-start': { caller: null, objectBody: true, fields: [body('text', 'provider'), { in: 'body', path: ['returnTo'], kind: 'id', optional: true }] },
  // state as 'choice': its bad values are all shaped wrong, so none consumes the (single-use) state.
  'user-sso-callback': { caller: null, objectBody: true, fields: [body('text', 'code'), body('choice', 'state')] },
  'bart-report-exists': { caller: 'BARTadmin', objectBody: false, fields: [query('date', 'date'), query('grinderType', 'choice')] },
  'bart-report-submit': {
    caller: 'BARTadmin',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('text', 'grinderOperator'), body('date', 'date'), body('choice', 'grinderType'), body('choice', 'stoneType'),
      body('time', 'startTime'), body('time', 'stopTime'), body('choice', 'line'), body('list', 'rows'), body('number', 'rows', 0, 'segmentFrom'),
      body('count', 'rows', 0, 'passesLeft'), body('choice', 'rows', 0, 'direction'), body('choice', 'rows', 1, 'completed'),
    ],
  },
  'bart-report-list': { caller: 'adminReadOnly', objectBody: false, fields: [query('date', 'date')] },
  'standard-report-submit': {
    caller: 'OTRAINadmin',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('date', 'date'), body('site', 'site'), body('choice', 'line'), body('count', 'shiftNum'), body('choice', 'shiftType'),
      body('choice', 'workType'), body('choice', 'grinderType'), body('choice', 'stoneType'), body('count', 'sparkMin'), optionalBody('list', 'entries'),
    ],
  },
  'skytrain-report-submit': {
    caller: 'SKYTRAINadmin',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('date', 'shiftDate'), body('choice', 'line'), body('choice', 'shiftType'), body('choice', 'grinderType'),
      optionalBody('count', 'sparkMins'), optionalBody('count', 'availableTrackTime'), body('list', 'rows'), body('number', 'rows', 0, 'segmentFrom'), body('choice', 'rows', 0, 'direction'),
    ],
  },
  'nyct-report-submit': {
    caller: 'NYCTadminedit',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('date', 'date'), body('choice', 'grinderType'), body('choice', 'div'), body('choice', 'line'), body('count', 'sparkMin'),
      body('list', 'grindLimits'), body('choice', 'grindLimits', 0, 'trackId'), body('count', 'grindLimits', 0, 'passesLeft'),
      body('count', 'grindLimits', 0, 'defects', 0, 'numRemoved'),
    ],
  },
  'report-delete': { caller: 'adminMgmt', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'report-edit-get': { caller: 'NYCTadminedit', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'report-edit': {
    caller: 'NYCTadminedit',
    objectBody: true,
    fields: [
      { in: 'params', path: ['shiftId'], kind: 'id' }, body('text', 'changeId'), body('date', 'date'), body('choice', 'grinderType'), body('choice', 'div'), body('choice', 'line'),
      body('count', 'sparkMin'), body('list', 'grindLimits'), body('choice', 'grindLimits', 0, 'trackId'), body('count', 'grindLimits', 0, 'passesLeft'),
      body('count', 'grindLimits', 0, 'defects', 0, 'numRemoved'), body('choice', 'grindLimits', 0, 'segmentType'), optionalBody('list', 'photos'),
    ],
  },
  // Agency sign-off (issue 29): the approving and closing routes are the agency inspector's only.
  'review-list': { caller: 'BARTinspector', objectBody: false, fields: [query('site', 'site'), query('month', 'date')] },
  'review-get': { caller: 'BARTinspector', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'review-post': {
    caller: 'BARTinspector',
    objectBody: true,
    fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }, body('choice', 'decision'), body('count', 'version'), optionalBody('text', 'comment')],
  },
  statement: { caller: 'adminMgmt', objectBody: false, fields: [query('site', 'site'), query('month', 'date'), { in: 'query', path: ['phase'], kind: 'choice', optional: true }] },
  'statement-csv': { caller: 'BARTinspector', objectBody: false, fields: [query('site', 'site'), query('month', 'date')] },
  'statement-pdf': { caller: 'BARTinspector', objectBody: true, fields: [body('site', 'site'), body('date', 'month'), optionalBody('choice', 'phase')] },
  'statement-close': { caller: 'BARTinspector', objectBody: true, fields: [body('site', 'site'), body('date', 'month')] },
  'statement-reopen': { caller: 'adminMgmt', objectBody: true, fields: [body('site', 'site'), body('date', 'month'), body('text', 'reason')] },
  'report-history': { caller: 'admin', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'report-restore': { caller: 'adminMgmt', objectBody: true, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }, body('count', 'version')] },
  'audit-log': { caller: 'adminMgmt', objectBody: false, fields: [query('from', 'date'), query('to', 'date')] },
  'nyct-weekly': { caller: 'NYCTadmin', objectBody: false, fields: [query('week', 'date')] },
  'nyct-weekly-pdf': { caller: 'NYCTadminedit', objectBody: true, fields: [body('date', 'week')] },
  'monthly-report-pdf': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [body('site', 'site'), body('date', 'projectStart'), body('date', 'reportEnd'), { in: 'body', path: ['interval'], kind: 'count', optional: true }, { in: 'body', path: ['phase'], kind: 'choice', optional: true }],
  },
  'daily-stats': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('startDate', 'date'), query('endDate', 'date')] },
  'daily-stats-csv': { caller: 'admin', objectBody: false, fields: [query('site', 'site'), query('startDate', 'date'), query('endDate', 'date')] },
  grinders: { caller: 'SKYTRAINadmin', objectBody: false, fields: [query('site', 'site')] },
  'reference-track-import': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [
      body('choice', 'customer'), body('choice', 'line'), body('choice', 'direction'), body('number', 'chainStart'), body('number', 'chainEnd'),
      body('choice', 'unit'), body('geojson', 'geojson'),
    ],
  },
  'reference-track-list': { caller: 'MBTA', objectBody: false, fields: [query('site', 'site')] },
  'reference-track-points': { caller: 'NYCTadmin', objectBody: false, fields: [query('site', 'site'), { in: 'params', path: ['trackId'], kind: 'id' }] },
  'report-mails': { caller: 'BARTadmin', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'mail-lists': { caller: 'adminMgmt', objectBody: false, fields: [] },
  'dashboard-overview': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('startDate', 'date'), query('endDate', 'date')] },
  'dashboard-monthly': {
    caller: 'NCTDadmin',
    objectBody: false,
    fields: [query('site', 'site'), query('projectStart', 'date'), query('reportEnd', 'date'), { in: 'query', path: ['interval'], kind: 'count', optional: true }],
  },
  'dashboard-site': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('startDate', 'date'), query('endDate', 'date')] },
  'dashboard-performance': {
    caller: 'NCTDadmin',
    objectBody: false,
    fields: [query('site', 'site'), query('startDate', 'date'), query('endDate', 'date'), { in: 'query', path: ['div'], kind: 'choice', optional: true }],
  },
  'site-plan-put': {
    caller: 'admin',
    objectBody: true,
    fields: [
      { in: 'params', path: ['site'], kind: 'site' },
      body('list', 'phases'),
      body('date', 'phases', 0, 'startDate'),
      body('date', 'phases', 0, 'endDate'),
      body('list', 'phases', 0, 'tracks'),
      body('text', 'phases', 0, 'tracks', 0, 'trackId'),
      body('number', 'phases', 0, 'tracks', 0, 'lengthFeet'),
    ],
  },
  'mail-list-put': { caller: 'admin', objectBody: true, fields: [{ in: 'params', path: ['clientKey'], kind: 'id' }, body('list', 'addresses')] },
  // People and accounts (issue 31).
  'user-new-password': { caller: null, objectBody: true, fields: [body('text', 'username'), body('text', 'newPassword')] },
  'user-mfa-sign-in': { caller: null, objectBody: true, fields: [body('text', 'username'), body('text', 'code')] },
  'user-password-forgot': { caller: null, objectBody: true, fields: [body('text', 'username')] },
  'user-password-reset': { caller: null, objectBody: true, fields: [body('text', 'username'), body('text', 'code'), body('text', 'newPassword')] },
  'user-mfa-setup': { caller: 'MBTA', objectBody: false, fields: [{ in: 'cookies', path: ['gl_refresh'], kind: 'cookie' }] },
  'user-mfa-verify': { caller: 'MBTA', objectBody: true, fields: [body('text', 'code')] },
  'users-list': { caller: 'adminMgmt', objectBody: false, fields: [] },
  'users-invite': { caller: 'adminMgmt', objectBody: true, fields: [body('text', 'username'), body('text', 'name'), body('text', 'email'), body('choice', 'role')] },
  'users-role': { caller: 'adminMgmt', objectBody: true, fields: [{ in: 'params', path: ['username'], kind: 'id' }, body('choice', 'role')] },
  'users-disable': { caller: 'adminMgmt', objectBody: false, fields: [{ in: 'params', path: ['username'], kind: 'id' }] },
  'users-enable': { caller: 'adminMgmt', objectBody: false, fields: [{ in: 'params', path: ['username'], kind: 'id' }] },
  'users-resend': { caller: 'adminMgmt', objectBody: false, fields: [{ in: 'params', path: ['username'], kind: 'id' }] },
  'users-delete': { caller: 'adminMgmt', objectBody: false, fields: [{ in: 'params', path: ['username'], kind: 'id' }] },
  'users-mfa-reset': { caller: 'admin', objectBody: false, fields: [{ in: 'params', path: ['username'], kind: 'id' }] },
  'map-image': {
    caller: 'MBTA',
    objectBody: true,
    fields: [body('site', 'site'), body('id', 'trackId'), optionalBody('date', 'date'), optionalBody('text', 'label'), optionalBody('list', 'completeChains'), optionalBody('list', 'incompleteChains')],
  },
  'photo-upload': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [body('site', 'site'), body('uuid', 'submissionId'), body('uuid', 'photoId'), body('text', 'fileName'), body('choice', 'contentType'), body('count', 'size')],
  },
  'report-photos': { caller: 'admin', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'datacollection-upload': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [body('text', 'fileName'), body('count', 'size'), optionalBody('number', 'samplingDistanceMm')],
  },
  'datacollection-shift': {
    caller: 'admin',
    objectBody: true,
    fields: [
      body('date', 'date'),
      body('site', 'clientId'),
      body('text', 'lineName'),
      body('list', 'records'),
      body('uuid', 'records', 0, 'id'),
      body('text', 'records', 0, 'trackId'),
      body('choice', 'records', 0, 'rail'),
      body('number', 'records', 0, 'from'),
      body('number', 'records', 0, 'to'),
      body('choice', 'records', 0, 'runningBand'),
      optionalBody('number', 'records', 0, 'sensor'),
    ],
  },
  'datacollection-list': {
    caller: 'adminReadOnly',
    objectBody: false,
    fields: [query('site', 'site'), { ...query('from', 'date'), optional: true }, { ...query('to', 'date'), optional: true }, { ...query('segmentFrom', 'number'), optional: true }, { ...query('runningBand', 'choice'), optional: true }],
  },
  'datacollection-file': { caller: 'adminReadOnly', objectBody: false, fields: [{ in: 'params', path: ['fileId'], kind: 'uuid' }] },
  'maps-base': { caller: 'MBTA', objectBody: false, fields: [query('site', 'site'), { ...query('zoom', 'count'), optional: true }] },
  'maps-grind': {
    caller: 'SKYTRAINadmin',
    objectBody: false,
    fields: [query('site', 'site'), query('from', 'date'), query('to', 'date'), { ...query('passMin', 'count'), optional: true }, { ...query('dataset', 'choice'), optional: true }],
  },
  'maps-measurements': { caller: 'BARTadmin', objectBody: false, fields: [query('site', 'site'), query('layer', 'choice'), { ...query('date', 'date'), optional: true }] },
  'maps-condition': { caller: 'BARTadmin', objectBody: false, fields: [query('site', 'site')] },
  'maps-measurement-import': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [body('site', 'site'), body('choice', 'layer'), body('date', 'date'), body('choice', 'format'), body('text', 'content')],
  },
  // Form lookups (issue 10): the caller files NCTD; every required query value is broken in turn.
  'second-flow-report-submit': {
    caller: 'adminMgmt',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('site', 'customer'), body('date', 'date'), body('choice', 'line'), body('choice', 'grinderType'), body('list', 'grinds'),
      body('number', 'grinds', 0, 'segmentFrom'), body('choice', 'grinds', 0, 'direction'), body('count', 'grinds', 0, 'leftRailPasses'),
    ],
  },
  'generic-report-submit': {
    caller: 'NCTDadmin',
    objectBody: true,
    fields: [
      body('uuid', 'submissionId'), body('site', 'customer'), body('date', 'shiftDate'), body('choice', 'line'), body('count', 'shiftNum'), body('choice', 'shiftType'),
      body('choice', 'grinderType'), body('count', 'sparkMins'), body('text', 'grinderOperator'), body('number', 'grinds', 0, 'segmentFrom'), body('choice', 'grinds', 0, 'direction'),
    ],
  },
  'report-shifts': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('date', 'date'), query('line', 'choice')] },
  'report-grind-row-delete': { caller: 'NCTDadmin', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }, { in: 'params', path: ['index'], kind: 'id' }] },
  'report-grind-delete-all': { caller: 'NCTDadmin', objectBody: false, fields: [{ in: 'params', path: ['shiftId'], kind: 'id' }] },
  'skytrain-report-list': { caller: 'SKYTRAINadmin', objectBody: false, fields: [query('date', 'date')] },
  'form-customers': { caller: 'NCTDadmin', objectBody: false, fields: [] },
  'form-lines': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site')] },
  'form-directions': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('line', 'choice')] },
  'form-grinders': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site')] },
  'form-stones': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site')] },
  'form-profiles': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site')] },
  'form-chain-bounds': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('line', 'choice')] },
  'form-next-shift-number': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('date', 'date'), query('grinderType', 'choice')] },
  'form-shift-id-exists': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('shiftId', 'id')] },
  'form-autopopulate': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), query('line', 'choice'), query('date', 'date')] },
  'form-autofill': { caller: 'NCTDadmin', objectBody: false, fields: [query('site', 'site'), { in: 'query', path: ['date'], kind: 'date', optional: true }] },
  // The OpenAPI document (public, takes nothing): only its non-object bodies and stray input are cases.
  'docs-openapi': { caller: null, objectBody: false, fields: [] },
};
