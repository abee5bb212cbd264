/** GET /api/statements/csv?site&month&phase: the statement as a CSV download (summary, shifts, approvals). */
import { statementCsv, statementCsvRoute } from '@grindline/domain';
import { createHandler, text } from '../../lib/create-handler';
import { loadStatement } from '../../services/reviews/statements';

export const handler = createHandler(statementCsvRoute, async ({ query }) => {
  const statement = await loadStatement(query);
  const fileName = `quantities-${statement.site}-${statement.month}${statement.phase === null ? '' : `-phase${statement.phase}`}.csv`;
  const result = text(200, statementCsv(statement), 'text/csv; charset=utf-8');
  return { ...result, headers: { ...result.headers, 'content-disposition': `attachment; filename="${fileName}"` } };
});
