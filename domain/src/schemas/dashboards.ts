/**
 * Query strings of the dashboard routes (spec 001 sections 2.6-2.12; docs/api.md 'Dashboards'),
 * parsed by the route contracts on the server and typed for the browser's calls.
 */
import { z } from 'zod';
import { isCustomerId } from '../customers/customer-ids';
import type { NyctDivision } from '../customers/nyct';
import { DASHBOARD_DEFAULTS, performanceDivisions } from '../dashboards/figures';
import { MONTHLY_INTERVAL_MAX } from '../dashboards/monthly-report';
import { ALL_SITES } from '../contracts/route-contract';
import { REPORT_DIVISIONS } from '../reports/report-window';
import { isIsoDate, MAX_DATE } from '../rules/dates';

/** A required YYYY-MM-DD query or body value named `name`, at most {@link MAX_DATE}, with messages naming it. */
function isoDateParam(name: string) {
  return z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);
}

/** A required `site`, any text (the route's site scope checks it is the caller's). */
const anySite = z.string({ error: 'site is required' }).trim().min(1, 'site is required');

/** A required `site`: a customer id, or 'ALL'. */
export const dashboardSiteParam = z
  .string({ error: 'site is required' })
  .trim()
  .min(1, 'site is required')
  .refine((site) => site === ALL_SITES || isCustomerId(site), { message: 'site must be a customer id such as BART' });

/** A required `site` that is one customer, not 'ALL'. */
const oneSite = dashboardSiteParam.refine((s) => s !== ALL_SITES, { message: 'site must be one site' });

/** startDate..endDate, both required, in order. */
const dateRangeShape = { startDate: isoDateParam('startDate'), endDate: isoDateParam('endDate') };
const inOrder = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const IN_ORDER = { message: 'startDate must be on or before endDate', path: ['startDate'] };

/** A blank or missing text becomes undefined. */
const optionalFilter = (max?: number) =>
  (max === undefined ? z.string().trim() : z.string().trim().max(max, `grinder must be at most ${max} characters`)).optional().transform((g) => g || undefined);

/** Query of GET /api/dashboard/daily-stats and its CSV; `grinder` blank means every grinder. */
export const dailyStatsQuerySchema = z
  .object({ site: anySite, grinder: optionalFilter(), ...dateRangeShape })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must be on or before endDate', path: ['startDate'] });
export type DailyStatsQuery = z.output<typeof dailyStatsQuerySchema>;

/** Query of GET /api/dashboard/grinders. */
export const grindersQuerySchema = z.object({ site: anySite });

/** Query of GET /api/dashboard/overview: a site or 'ALL', and the range. */
export const overviewQuerySchema = z.object({ site: dashboardSiteParam, ...dateRangeShape }).refine(inOrder, IN_ORDER);
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** Query of GET /api/dashboard/monthly (and body of the monthly report PDF). */
export const monthlyQuerySchema = z
  .object({
    site: oneSite,
    projectStart: isoDateParam('projectStart'),
    reportEnd: isoDateParam('reportEnd'),
    interval: z.coerce
      .number({ error: 'interval must be a whole number of days' })
      .int('interval must be a whole number of days')
      .min(1, 'interval must be at least 1')
      .max(MONTHLY_INTERVAL_MAX, `interval must be at most ${MONTHLY_INTERVAL_MAX}`)
      .default(DASHBOARD_DEFAULTS.monthly.interval),
    // A query says '1'; a JSON body (the PDF route) may say 1.
    phase: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2'], { error: 'phase must be 1 or 2' }).default('1')).transform(Number),
  })
  .refine((q) => q.projectStart <= q.reportEnd, { message: 'projectStart must be on or before reportEnd', path: ['projectStart'] });
export type MonthlyQuery = z.output<typeof monthlyQuerySchema>;

/** Query of GET /api/dashboard/site. */
export const siteFiguresQuerySchema = z.object({ site: oneSite, ...dateRangeShape }).refine(inOrder, IN_ORDER);
export type SiteFiguresQuery = z.output<typeof siteFiguresQuerySchema>;

const isDivision = (d: unknown): d is NyctDivision => (REPORT_DIVISIONS as readonly unknown[]).includes(d);

/** Query of GET /api/dashboard/performance: one site, the range, optionally a grinder and (NYCT) a division. */
export const performanceQuerySchema = z
  .object({
    site: oneSite,
    ...dateRangeShape,
    grinder: optionalFilter(64),
    div: z
      .string({ error: 'div must be one of IRT, IND, BMT' })
      .trim()
      .refine((d) => d === '' || isDivision(d), { message: 'div must be one of IRT, IND, BMT' })
      .transform((d) => (d || undefined) as NyctDivision | undefined)
      .optional(),
  })
  .refine(inOrder, IN_ORDER)
  // Only a well-formed division is checked against the site: a bad value already has its issue.
  .refine((q) => !isDivision(q.div) || performanceDivisions(q.site).includes(q.div), {
    message: 'div (a New York division) is only for site NYCT',
    path: ['div'],
  });
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;
