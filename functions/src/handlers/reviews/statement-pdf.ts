/** POST /api/statements/pdf { site, month, phase? }: the statement as an A4 PDF (headless Chromium) with the approvals appendix, as a short-lived link. */
import { statementPdfRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { statementPdf } from '../../services/reviews/statement-pdf';

export const handler = createHandler(statementPdfRoute, async ({ body }) => json(200, await statementPdf(body)));
