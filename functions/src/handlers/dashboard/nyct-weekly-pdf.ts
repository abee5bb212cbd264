/**
 * POST /api/dashboard/nyct-weekly/pdf { week } (super, adminMgmt, NYCT, NYCTedit; site fixed
 * NYCT): the weekly NYCT report of the week holding `week` as an A4 PDF printed by headless
 * Chromium, stored in the bucket and answered as a short-lived link (spec 002 section 2;
 * docs/api.md). 200 { url, fileName, week, cached, expiresInSeconds }.
 */
import { nyctWeeklyPdfRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { nyctWeeklyPdf } from '../../services/nyct-weekly-pdf';

export const handler = createHandler(nyctWeeklyPdfRoute, async ({ body }) => json(200, await nyctWeeklyPdf(body.week)));
