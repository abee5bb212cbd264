/** The contracts of the agency sign-off routes (issue 29, decisions §53): review list, review, statement, month closing. */
import { z } from 'zod';
import {
  closeMonthBodySchema,
  reopenMonthBodySchema,
  reviewAnswerSchema,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewListSchema,
  shiftForReviewSchema,
  statementPdfBodySchema,
  statementQuerySchema,
  statementSchema,
} from '../schemas/reviews';
import { shiftIdParamsSchema } from '../schemas/report-versions';
import { pdfLinkSchema } from '../reports/shift-report-schema';
import { defineRoute, errorBodySchema } from './route-contract';
import type { Allow } from './route-contract';

/** Who reads reviews and statements: the office, the site admins and the agency reviewers (their own site). */
export const REVIEW_READERS = ['super', 'adminMgmt', 'adminReadOnly', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD', 'agencyReviewers'] as const satisfies Allow;
/** Who approves, disputes and closes: the agency reviewers only; no contractor role. */
export const AGENCY_REVIEWERS = ['agencyReviewers'] as const satisfies Allow;

export const reviewListRoute = defineRoute({
  id: 'review-list', method: 'GET', path: '/api/reviews', allow: REVIEW_READERS, site: { from: 'query', name: 'site' },
  summary: "The filed shifts of a site's month with their agency review status (the 'To review' list) and whether the month is closed",
  query: reviewListQuerySchema,
  responses: { 200: reviewListSchema },
});

export const reviewGetRoute = defineRoute({
  id: 'review-get', method: 'GET', path: '/api/reviews/{shiftId}', allow: REVIEW_READERS, site: { from: 'stored' },
  summary: 'A filed shift as it is now, its review status and every approval and dispute of it',
  params: shiftIdParamsSchema,
  responses: { 200: shiftForReviewSchema, 404: errorBodySchema.describe('No report with this shift id') },
});

export const reviewPostRoute = defineRoute({
  id: 'review-post', method: 'POST', path: '/api/reviews/{shiftId}', allow: AGENCY_REVIEWERS, site: { from: 'stored' },
  summary: "Approves or disputes version `version` of a shift as the site's agency reviewer (one transaction, conditioned on that version being current and the month open)",
  params: shiftIdParamsSchema, body: reviewBodySchema,
  responses: {
    200: reviewAnswerSchema,
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The version is no longer the latest, or the month is closed'),
  },
});

export const statementRoute = defineRoute({
  id: 'statement', method: 'GET', path: '/api/statements', allow: REVIEW_READERS, site: { from: 'query', name: 'site' },
  summary: 'The monthly quantities statement of a site (and phase): completed and pass lengths, shifts, spark minutes and track time split approved / disputed / not yet reviewed',
  query: statementQuerySchema,
  responses: { 200: statementSchema },
});

export const statementCsvRoute = defineRoute({
  id: 'statement-csv', method: 'GET', path: '/api/statements/csv', allow: REVIEW_READERS, site: { from: 'query', name: 'site' },
  summary: 'The monthly quantities statement as CSV: the summary, the shifts and the approvals',
  query: statementQuerySchema,
  responses: { 200: { media: 'text/csv', description: 'The statement as CSV' } },
});

export const statementPdfRoute = defineRoute({
  id: 'statement-pdf', method: 'POST', path: '/api/statements/pdf', allow: REVIEW_READERS, site: { from: 'body', name: 'site' },
  summary: "The monthly quantities statement as an A4 PDF printed by headless Chromium, with each approval's who and when in an appendix; answered as a short-lived link",
  body: statementPdfBodySchema,
  responses: { 200: pdfLinkSchema },
});

export const statementCloseRoute = defineRoute({
  id: 'statement-close', method: 'POST', path: '/api/statements/close', allow: AGENCY_REVIEWERS, site: { from: 'body', name: 'site' },
  summary: "Closes a site's month once every shift is approved at its current version: one conditional write on the month item at the revision the statement was read at, so a change made meanwhile refuses it",
  body: closeMonthBodySchema,
  responses: { 200: z.object({ closed: z.literal(true) }), 409: errorBodySchema.describe('A shift is not approved, or the month is already closed') },
});

export const statementReopenRoute = defineRoute({
  id: 'statement-reopen', method: 'POST', path: '/api/statements/reopen', allow: ['adminMgmt', 'agencyReviewers'], site: { from: 'body', name: 'site' },
  summary: "Reopens a closed month with a reason (recorded); the agency's reviewer or adminMgmt",
  body: reopenMonthBodySchema,
  responses: { 200: z.object({ closed: z.literal(false) }), 409: errorBodySchema.describe('The month is not closed') },
});
