/** The contracts of the dashboard routes (route-contract.ts). */
import { z } from 'zod';
import { SITE_PLAN_EDITORS } from '../access/routes';
import { monthlyFiguresSchema, overviewFiguresSchema, performanceFiguresSchema, siteFiguresSchema, sitePlanSchema } from '../dashboards/figures-schema';
import { nyctWeeklyPdfLinkSchema, nyctWeeklyReportSchema } from '../reports/nyct-weekly-schema';
import { dailyStatsCardSchema } from '../reports/shift-report-schema';
import {
  dailyStatsQuerySchema,
  grindersQuerySchema,
  monthlyQuerySchema,
  overviewQuerySchema,
  performanceQuerySchema,
  siteFiguresQuerySchema,
} from '../schemas/dashboards';
import { nyctWeekSchema } from '../schemas/nyct-weekly';
import { sitePlanBodySchema, sitePlanParamsSchema } from '../schemas/site-plan';
import { ALL_SITES, defineRoute } from './route-contract';
import { NYCT_REPORT_READERS } from './callers';


export const dailyStatsRoute = defineRoute({
  id: 'daily-stats', method: 'GET', path: '/api/dashboard/daily-stats', allow: 'signedIn', site: { from: 'query', name: 'site', all: ALL_SITES },
  summary: 'The daily stats cards, newest first (spec 001 section 2.10)',
  query: dailyStatsQuerySchema,
  responses: {
    200: z.object({
      shifts: z.array(dailyStatsCardSchema),
      lastShiftBefore: z
        .string()
        .optional()
        .describe('Only when no shift is in the range: the date (YYYY-MM-DD) of the newest shift before startDate of the sites read (and the grinder, when filtered: among its 300 newest reports a site); absent when there is none'),
    }),
  },
});

export const dailyStatsCsvRoute = defineRoute({
  id: 'daily-stats-csv', method: 'GET', path: '/api/dashboard/daily-stats/csv', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The daily stats of one site as a CSV download (spec 001 section 2.10)',
  query: dailyStatsQuerySchema,
  responses: { 200: { media: 'text/csv', description: 'The cards as CSV, one row per shift, sent as an attachment named daily-stats-SITE-START-END.csv' } },
});

export const nyctWeeklyRoute = defineRoute({
  id: 'nyct-weekly', method: 'GET', path: '/api/dashboard/nyct-weekly', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' },
  summary: 'The weekly NYCT report\'s figures for the week holding `week` (spec 002; docs/api.md)',
  query: nyctWeekSchema,
  responses: { 200: nyctWeeklyReportSchema },
});

export const nyctWeeklyPdfRoute = defineRoute({
  id: 'nyct-weekly-pdf', method: 'POST', path: '/api/dashboard/nyct-weekly/pdf', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' },
  summary: 'The weekly NYCT report of the week holding `week` as an A4 PDF printed by headless Chromium, stored in the bucket and answered as a short-lived link (spec 002 section 2; docs/api.md)',
  body: nyctWeekSchema,
  responses: { 200: nyctWeeklyPdfLinkSchema },
});

export const grindersRoute = defineRoute({
  id: 'grinders', method: 'GET', path: '/api/dashboard/grinders', allow: 'signedIn', site: { from: 'query', name: 'site', all: ALL_SITES },
  summary: 'The grinder types of the site\'s customer profile (spec 001 section 7)',
  query: grindersQuerySchema,
  responses: { 200: z.object({ grinders: z.array(z.string()) }) },
});

export const dashboardOverviewRoute = defineRoute({
  id: 'dashboard-overview', method: 'GET', path: '/api/dashboard/overview', allow: 'signedIn', site: { from: 'query', name: 'site', all: ALL_SITES },
  summary: 'Per site the totals, shifts per grinder and per stone type of the range, from aggregates (spec 001 sections 2.6, 2.11)',
  query: overviewQuerySchema,
  responses: { 200: z.object({ overview: overviewFiguresSchema }) },
});

export const dashboardMonthlyRoute = defineRoute({
  id: 'dashboard-monthly', method: 'GET', path: '/api/dashboard/monthly', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The monthly report of one site and phase, from aggregates and the site\'s plan (spec 001 section 2.7)',
  query: monthlyQuerySchema,
  responses: { 200: z.object({ monthly: monthlyFiguresSchema }) },
});

export const dashboardSiteRoute = defineRoute({
  id: 'dashboard-site', method: 'GET', path: '/api/dashboard/site', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The site dashboard, completed by line and month against the goal, stats per grinder (spec 001 section 2.8)',
  query: siteFiguresQuerySchema,
  responses: { 200: z.object({ site: siteFiguresSchema }) },
});

export const dashboardPerformanceRoute = defineRoute({
  id: 'dashboard-performance', method: 'GET', path: '/api/dashboard/performance', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'Completed by track and month, total track, stats by shift type (spec 001 section 2.12)',
  query: performanceQuerySchema,
  responses: { 200: z.object({ performance: performanceFiguresSchema }) },
});

export const sitePlanPutRoute = defineRoute({
  id: 'site-plan-put', method: 'PUT', path: '/api/dashboard/site-plans/{site}', allow: SITE_PLAN_EDITORS, site: { from: 'none' },
  summary: 'Replaces a site\'s plan, the tracks, lengths and dates of its phases 1 and 2 and its goal (spec 001 section 2.7)',
  params: sitePlanParamsSchema, body: sitePlanBodySchema,
  responses: { 200: z.object({ plan: sitePlanSchema }) },
});
