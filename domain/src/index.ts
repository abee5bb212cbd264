/**
 * @grindline/domain: every rule and constant of the specification, pure TypeScript.
 * See README.md for the modules.
 */
export type { AdminType, Access } from './access/roles';
export { ROLES, accessFor, isMultiSite, inspectorRole, inspectorSite, INSPECTOR_SUFFIX } from './access/roles';
export type { HomeContent, DashboardTab, NavEntry, Navigation } from './access/routes';
export { canReach, canonicalPath, homeFor, dashboardTabs, navigationFor, MOBILE_MAP_SITES_SHOWN, SITE_PLAN_EDITORS, mayEditSitePlans } from './access/routes';

export type { CustomerId } from './customers/customer-ids';
export { CUSTOMERS, MAP_SITES, customerIdOf, isCustomerId } from './customers/customer-ids';
export type { CustomerProfile, LineDef, LevelOption, ReportVariant } from './customers/types';
export { customerProfile, lengthSymbol, recordsShiftType, recordsSparkMinutes, reportRecordsShiftType, reportRecordsSparkMinutes, siteLengthSymbol, sparkMinutesNote } from './customers/customer-profile';
export { PROFILES } from './customers/profiles';
export { WORK_TYPES, SHIFT_TYPES, REGULAR_SHIFT, LEVELS, STONE_TYPES, STANDARD_GRINDERS, DEFAULT_PROFILES, CHART_PALETTE, SERIES_COLOURS } from './customers/lists';
export type { BartLineDef } from './customers/bart';
export {
  BART_LINES,
  BART_DIRECTIONS,
  BART_SEGMENT_TYPES,
  BART_GRINDER_TYPES,
  BART_STONE_TYPES,
  BART_PROFILES,
  BART_GRIND_PLANS,
  BART_SPARK_BLANKET,
  BART_SHIFT_TYPE,
  bartLineRange,
} from './customers/bart';
export {
  SKYTRAIN_LINES,
  SKYTRAIN_DIRECTIONS,
  SKYTRAIN_CURVE_TYPES,
  SKYTRAIN_STONE_TYPES,
  SKYTRAIN_GRINDER_TYPES,
  SKYTRAIN_SHIFT_TYPES,
} from './customers/skytrain';
export type { NyctDivision, NyctLine } from './customers/nyct';
export { lineLabel, lineOwnName, trackName } from './customers/line-label';
export {
  NYCT_DIVISIONS,
  NYCT_LINES,
  NYCT_ALL_TRACK_IDS,
  NYCT_YARDS,
  NYCT_GRINDER_TYPES,
  NYCT_SUPERVISOR_TYPES,
  NYCT_SUB_DIVISIONS,
  NYCT_LEVELS,
  NYCT_GO_PRIORITIES,
  NYCT_PROFILES,
  NYCT_SEGMENT_TYPES,
  NYCT_DEFECT_PRIORITIES,
  NYCT_DEFECT_TYPES,
  nyctTrackIds,
} from './customers/nyct';

export { countOf, formatFigure, formatFixed, round, roundTo } from './rules/numbers';
export { MAX_DATE, isIsoDate, addDays, weekday, formatDayLabel, localIsoDate, dateRangeLabel } from './rules/dates';
export type { ShiftIdInput } from './rules/shift-id';
export { shiftId } from './rules/shift-id';
export { FEET_PER_MILE, bartTrackId, bartLength } from './rules/bart';
export { isTime, typedTime, minutesOfDay, minutesBetween, formatMinutes, availableTrackTime, timesConsecutive, TIMES_NOT_CONSECUTIVE } from './rules/times';
export type { PassRow, StatusRow, StationPosition } from './rules/lengths';
export { grindLength, passFeet, feetTotals, nyctLength, stationValue } from './rules/lengths';

export type { LoginInput, LoginRequest } from './schemas/login';
export { loginSchema, USERNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './schemas/login';
export type { BartReportInput, BartReportRequest, BartReportRowInput, BartReportRow } from './schemas/bart-report';
export { bartReportSchema, newBartRow, submitBartReportSchema, type SubmitBartReportRequest } from './schemas/bart-report';
export type { CompleteStatus } from './schemas/fields';
export { COMPLETE_STATUS_OPTIONS, COMPLETE_STATUSES, completeLabel, submissionIdSchema } from './schemas/fields';

export type {
  ShiftReport,
  GrindRange,
  DailyStatsCard,
  RangeDefect,
  DelayKind,
  ShiftDelay,
  StandardShiftExtended,
  SkytrainShiftExtended,
  NyctShiftExtended,
} from './reports/shift-report';
export type { ReportAction, ChangeClient, ReportVersion, FieldChange, RangeChange, ReportDiff, PhotoChange, AuditEntry } from './reports/report-history';
export { diffReports, describeDiff, photoChanges } from './reports/report-history';
export { nyctFormOf } from './reports/nyct-form-of';

export { trackId } from './rules/track-id';
export { fromDbChain, chainInBounds, formatReference, isMultipleOf, referenceSuffix } from './rules/chain';
export {
  REPORT_WINDOW_DAYS,
  WEEKLY_GOAL_MILES,
  WEEKLY_GOAL_LABEL,
  REPORT_DATA_START,
  REPORT_LINE_DATA_START,
  REPORT_GRINDERS,
  REPORT_DIVISIONS,
  mondayOf,
  reportWindow,
  mondaysBetween,
  weekLabel,
} from './reports/report-window';

export type { SummaryRail, SensorPosition, SummaryFile } from './data-collection/summary-file';
export { normaliseKey, parseSummaryFile } from './data-collection/summary-file';
export type { CatFile, CatGroup } from './data-collection/cat-files';
export { groupCatFiles, resolveRail } from './data-collection/cat-files';
export { ROUGHNESS_LIMIT_ISO_3095, ROUGHNESS_LIMIT_SOURCE } from './data-collection/roughness-limit';
export type { DataCollectionRecordSummary, DataCollectionRun } from './data-collection/runs';

export type { BandColour, AccelerationThresholds, Structure } from './maps/colours';
export {
  tonnageColour,
  noiseColour,
  tciColour,
  TEST_SITE_BANDS,
  testSiteColour,
  ACCELERATION_DEFAULTS,
  ACCELERATION_DATE,
  accelerationColour,
  percentile,
  accelerationThresholds,
  STRUCTURE_COLOURS,
  FIRE_ZONE_COLOUR,
  GRIND_SEGMENT_STYLE,
  CQI_QUANTILES,
  DEFAULT_CQI_QUANTILE,
  OTHER_STRUCTURE_COLOURS,
  mapStructureColour,
  geometryColour,
  MOW_COLOUR,
  BASEMAP_COLOURS,
} from './maps/colours';

export type {
  MultiStepBasicInput,
  MultiStepBasic,
  MultiStepShiftInput,
  MultiStepShift,
  MultiStepStaffInput,
  MultiStepStaff,
  GrindEntryContext,
  GrindEntryInput,
  GrindEntry,
} from './schemas/multi-step';
export { MULTI_STEP_MESSAGES, multiStepBasicSchema, multiStepShiftSchema, multiStepStaffSchema, grindEntrySchema, multiStepGrindSchema } from './schemas/multi-step';
export type { SecondFlowGrindInput, SecondFlowGrind, SecondFlowReportInput, SecondFlowReport } from './schemas/second-flow';
export { SECOND_FLOW_CUSTOMERS, secondFlowGrindSchema, secondFlowReportSchema, secondFlowFilingSchema, firstError } from './schemas/second-flow';
export type { SecondFlowFilingInput, SecondFlowFiling } from './schemas/second-flow';
export type { GenericGrindRowInput, GenericGrindRow, GenericReportInput, GenericReport } from './schemas/generic-report';
export { genericRowLength, genericGrindRowSchema, genericReportSchema, genericFilingSchema } from './schemas/generic-report';
export type { GenericFilingInput, GenericFiling } from './schemas/generic-report';
export type { SkytrainGrindRowInput, SkytrainGrindRow, SkytrainReportInput, SkytrainReport } from './schemas/skytrain-report';
export { skytrainGrindRowSchema, skytrainReportSchema } from './schemas/skytrain-report';
export type { NyctDefectInput, NyctDefect, NyctGrindLimitInput, NyctGrindLimit, NyctShiftInput, NyctShift } from './schemas/nyct-report';
export { nyctDefectSchema, nyctGrindLimitSchema, nyctShiftSchema, missingFieldsMessage } from './schemas/nyct-report';
export type { CatFileEntryInput, CatFileEntry, UploadFormInput, UploadForm } from './schemas/upload';
export { MAX_UPLOAD_BYTES, UPLOAD_PROGRESS_CAP, UPLOAD_MESSAGES, RAIL_OPTIONS, uploadProgress, catFileEntrySchema, uploadFormSchema } from './schemas/upload';
export type { CatUploadRequest, DataCollectionRecordInput, DataCollectionShift, DataCollectionListQuery } from './schemas/data-collection';
export { catUploadRequestSchema, dataCollectionRecordSchema, dataCollectionShiftSchema, dataCollectionListSchema } from './schemas/data-collection';
export type { StandardReportHeadInput, StandardReportHead, StandardReportInput, StandardReportRequest } from './schemas/standard-report';
export { standardReportHeadSchema, standardReportSchema } from './schemas/standard-report';
export type { ImportTrackInput, ImportTrackRequest } from './schemas/track-import';
export { TRACK_IMPORT_UNITS, MAX_TRACK_IMPORT_TEXT, importTrackSchema } from './schemas/track-import';
export type { TrackGeometry, TrackPoint, ImportedTrack, SiteTrackDirection, SiteTrackLine, SiteTracks, TrackSummary, TrackPoints } from './reference/track-catalogue';
export { TRACK_GEOMETRIES } from './reference/track-catalogue';

export type { MapImageInput, MapImageRequest } from './schemas/map-image';
export { mapImageSchema, noMapMessage, MAP_LOADING_TEXT, MAX_MAP_RANGES } from './schemas/map-image';

export type { MailClientKey, MailListRequest, MailList, MailKind, MailStatus, ReportMails } from './schemas/mail-lists';
export { MAIL_CLIENT_KEYS, NO_EMAIL_LIST, MAX_LIST_ADDRESSES, isEmailAddress, splitAddresses, mailListSchema } from './schemas/mail-lists';

export type { ReportGrinder, ReportDivision, WeeklyMetricsRow, DivisionWeekRow, TrackProgressRow, DivisionTotals, NyctWeeklyReport } from './reports/nyct-weekly';
export { YTD_WEEK, nyctReportFileName, reportWeeks } from './reports/nyct-weekly';
export type { ChartSeriesView, ChartView, ReportPageView, DelayRowView, NyctReportView } from './reports/nyct-report-view';
export {
  PDF_CHART_COUNT,
  weekCategory,
  nyctReportView,
} from './reports/nyct-report-view';
export type { ChartOptionsSettings } from './reports/nyct-chart-options';
export { highchartsOptions } from './reports/nyct-chart-options';
export type { NyctWeekRequest } from './schemas/nyct-weekly';
export { nyctWeekSchema } from './schemas/nyct-weekly';
export type { MapTab, GrindDataset, SiteMapSettings } from './maps/site-map';
export { MAP_TAB_LABELS, mapTabs, siteMapSettings, defaultDirections, trackNumber, divisionOf, stationLabel } from './maps/site-map';
export {
  DEFAULT_MAP_FROM,
  PASS_RANGE,
  CHAIN_DEFAULTS,
  sliderMonths,
  sliderStart,
  sliderEnd,
  sliderIndex,
  chainBound,
  todayIso,
} from './maps/map-filters';
export type { MapLine, BaseRun, BaseLayer, MapStation, GrindRun, GrindLayer } from './maps/map-data';
export { grindLayerFromWire, grindLayerToWire, GRIND_RUN_FIELDS, type GrindLayerWire, type GrindRunColumns } from './maps/grind-wire';
export { parseBasemapSetting, basemapOrigin, type BasemapSetting } from './maps/basemap-setting';
export { railConditionLayerSchema, newestFirst, type RailConditionRun, type RailConditionSegment, type RailConditionLayer } from './maps/rail-condition';
export type { MeasurementLayer, MeasurementRow, RowIssue, MeasurementParse } from './maps/measurements';
export {
  MEASUREMENT_LAYERS,
  MEASUREMENT_SITES,
  MEASUREMENT_COLUMNS,
  NOISE_DATES,
  MAX_MEASUREMENT_ROWS,
  parseMeasurementCsv,
  parseMeasurementGeoJson,
  describeIssue,
} from './maps/measurements';
export type {
  LookupSiteQuery,
  LookupLineQuery,
  NextShiftNumberQuery,
  ShiftIdExistsQuery,
  AutopopulateQuery,
  AutofillQuery,
  FormCustomer,
  ChainBounds,
  AutopopulateResult,
  AutofillResult,
} from './schemas/form-lookups';
export {
  lookupSiteQuerySchema,
  lookupLineQuerySchema,
  nextShiftNumberQuerySchema,
  shiftIdExistsQuerySchema,
  autopopulateQuerySchema,
  autofillQuerySchema,
} from './schemas/form-lookups';
export type {
  StatTotals,
  NamedTotals,
  SiteOverview,
  OverviewFigures,
  PlanTrack,
  PlanPhase,
  SitePlan,
  DateSpan,
  TrackProgress,
  MonthlyFigures,
  SiteFigures,
  PerformanceFigures,
} from './dashboards/figures';
export { emptyTotals, addTotals, DASHBOARD_DEFAULTS, performanceDivisions } from './dashboards/figures';
export { overviewRows, siteColour } from './dashboards/overview-view';
export { distanceOf, feetOf, lengthWord, titleInUnits, unitsLabel, unitSuffix } from './dashboards/units';
export type { CompletedRow, MonthlyView, PerformanceView } from './dashboards/site-views';
export { NO_DATA, SELECT_SITES, cumulative, monthlyView, siteView, performanceView, hasData } from './dashboards/site-views';
export { monthlyPieGrinders } from './dashboards/pie-grinders';
export type { AcrossChartGroup, AcrossSelection } from './dashboards/across-site-view';
export { ACROSS_CHART_GROUPS, acrossSiteRows, checkedSites, toggled, lastTwelveMonths } from './dashboards/across-site-view';
export type { SitePlanBody, SitePlanFormValues, PlanCandidate } from './schemas/site-plan';
export { sitePlanBodySchema, sitePlanParamsSchema, sitePlanFormSchema, sitePlanDefaultValues, sitePlanToRequest, catalogueCandidates } from './schemas/site-plan';
export type { CsvValue } from './rules/csv';
export { toCsv } from './rules/csv';
export type { MonthlyInput, CsvTable } from './dashboards/monthly-report';
export { MONTHLY_INTERVAL_MAX, monthlyInputError, monthlyCsvTables, monthlyReportFileName, otherPhase, otherPhaseNote } from './dashboards/monthly-report';

export type { PasswordRule, AccountStatus, AccountView, TwoStepState } from './access/accounts';
export {
  PASSWORD_POLICY,
  PASSWORD_RULES,
  unmetPasswordRules,
  mfaRequired,
  SUPER_ROLE,
  grantableRoles,
  mayManageRole,
  INVITATION_DAYS,
} from './access/accounts';
export type { InviteRequest, RoleChangeRequest, NewPasswordRequest, ResetPasswordRequest } from './schemas/accounts';
export { inviteSchema, roleChangeSchema, newPasswordSchema, forgotPasswordSchema, resetPasswordSchema, mfaCodeSchema, mfaSignInSchema } from './schemas/accounts';

// Route contracts and their request and answer schemas (contract-exports.ts).
export * from './contract-exports';
