/**
 * The route contracts of @grindline/domain (domain/src/contracts: one per API route; the server,
 * the browser client, the mocks and the OpenAPI document are derived from them) and the request
 * and answer schemas they are made of. Re-exported whole by index.ts.
 */
export type { Allow, SiteScope, RouteContract, RouteMethod, ResponseBody, MediaBody, MediaJson, ErrorBody, SuccessBody, CallInput, ParsedParts, PathParamNames } from './contracts/route-contract';
export { ALL_SITES, defineRoute, errorBodySchema, isMediaBody, routeUrl } from './contracts/route-contract';
export { MANAGERS, BART_WRITERS, NYCT_REPORT_READERS, REPORT_WRITERS } from './contracts/callers';
export { ALL_CONTRACTS, CONTRACT_AREAS } from './contracts/index';
export { grindRangeSchema, shiftReportSchema, dailyStatsCardSchema, filedReportSchema, shiftDelaySchema, rangeDefectSchema } from './reports/shift-report-schema';
export * from './contracts/user';
export * from './contracts/users';
export * from './contracts/reports';
export * from './contracts/report-versions';
export * from './contracts/reviews';
export * from './schemas/reviews';
export * from './reviews/review-state';
export * from './reviews/statement';
export * from './contracts/admin';
export * from './contracts/dashboard';
export * from './contracts/reference';
export * from './contracts/data-collection';
export * from './contracts/maps';
export * from './contracts/photos';

// Photos on shift reports (issue 28): limits, schemas and bucket keys.
export * from './photos/photo-schema';

// Report filing routes (contracts/reports.ts): their request schemas.
export { isoDateParam } from './schemas/fields';
export { bartReportExistsQuerySchema, listBartReportsQuerySchema, type BartReportExistsQuery, type ListBartReportsQuery } from './schemas/bart-report';
export { submitSkytrainReportSchema, listSkytrainReportsQuerySchema, type SubmitSkytrainReportRequest, type ListSkytrainReportsQuery } from './schemas/skytrain-report';
export { submitStandardReportSchema, type SubmitStandardReportHead, type SubmitStandardReportRequest } from './schemas/standard-report';
export { submitNyctReportSchema, type SubmitNyctReportInput, type SubmitNyctReportRequest } from './schemas/nyct-report';
export { submitSecondFlowSchema, type SubmitSecondFlowRequest } from './schemas/second-flow';
export { submitGenericSchema, type SubmitGenericRequest } from './schemas/generic-report';

// User and users routes (contracts/user.ts, contracts/users.ts): request and answer schemas.
export { ssoStartSchema, ssoCallbackSchema } from './schemas/sso';
export type { SsoStartRequest, SsoCallbackRequest } from './schemas/sso';
export {
  accessSchema,
  sessionUserSchema,
  signedInSchema,
  signInChallengeSchema,
  signInAnswerSchema,
  twoStepStateSchema,
  userMeQuerySchema,
  userMeSchema,
  agencySignedInSchema,
  agencyProvidersSchema,
  messageAnswerSchema,
  totpEnrolmentSchema,
  accountViewSchema,
  usersListSchema,
  usernameParamsSchema,
  changedUserSchema,
} from './schemas/user-routes';
export type { SignInAnswer } from './schemas/user-routes';

// Route contracts, managing filed reports and admin (report-versions, admin): their request and answer schemas.
export {
  shiftIdParamsSchema,
  grindRowParamsSchema,
  findShiftsQuerySchema,
  restoreReportSchema,
  editNyctReportSchema,
  editNyctReportBodySchema,
  clientKeyParamsSchema,
  auditQuerySchema,
  versionStampSchema,
  stampedReportSchema,
  reportOnlySchema,
  reportForEditSchema,
  reportDiffSchema,
  reportVersionSchema,
  historyVersionSchema,
  reportHistorySchema,
  reportMailsSchema,
  mailListAnswerSchema,
  auditEntrySchema,
  monthlyPdfBodySchema,
  monthlyPdfLinkSchema,
} from './schemas/report-versions';
export type { FindShiftsQuery, EditNyctReportRequest, ReportForEdit, HistoryVersion, ReportHistory, AuditQuery, MonthlyPdfRequest, MonthlyPdfLink } from './schemas/report-versions';

// Reference and maps contracts (issue 25, area reference/maps): the request and answer schemas of
// the form lookups, the reference tracks and the map routes.
export { siteQuery, siteListSchema, formCustomerSchema, formDirectionsSchema, chainBoundsSchema, autopopulateResultSchema, autofillResultSchema } from './schemas/form-lookups';
export { trackSiteQuerySchema, trackIdParamsSchema, trackPointSchema, importedTrackSchema, siteTracksSchema, trackSummarySchema, trackPointsSchema } from './reference/track-catalogue-schema';
export { baseQuery, conditionQuery, grindQuery, measurementsQuery, measurementImportSchema, measurementImportAnswerSchema, MAX_MEASUREMENT_FILE_CHARS } from './schemas/map-query';
export type { MeasurementImport, MeasurementImportRequest } from './schemas/map-query';

// Dashboard and data-collection contracts (issue 25): request and answer schemas of the dashboard and data-collection routes.
export * from './schemas/dashboards';
export * from './dashboards/figures-schema';
export * from './reports/nyct-weekly-schema';
export * from './data-collection/runs-schema';

// The API's own documentation (domain/src/contracts/docs.ts, issue 25): GET /api/openapi.json.
export * from './contracts/docs';

// Map layers sent as pre-serialised JSON (contracts/maps.ts): the shape of that JSON.
export { baseLayerSchema, grindLayerSchema, measurementsAnswerSchema, type MeasurementsAnswer } from './maps/map-data-schema';
