/**
 * What the BART form's component tests share: a fetch that answers like the API, a valid report
 * typed by the user, and the review reached.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bartReportExistsRoute, bartReportListRoute, bartReportSubmitRoute, mapImageRoute, reportMailsRoute } from '@grindline/domain';
import { onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { BartReportForm } from './bart-report-form';

/** One recorded fetch call. */
export type Call = [string, RequestInit | undefined];

/** The fields of grind row `n`. */
export function row(n: number) {
  return within(screen.getByRole('group', { name: `Grind row ${n}` }));
}

/** Types a complete, valid BART report (line A, MP 1.00 to 1.50). */
export async function fillValidReport(user: UserEvent) {
  await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
  await user.type(screen.getByLabelText('Date'), '2024-03-05');
  await user.selectOptions(screen.getByLabelText('Grinder Type'), '5062');
  await user.selectOptions(screen.getByLabelText('Stone Type'), '10" coarse');
  await user.type(screen.getByLabelText('Start Grinding Time'), '23:30');
  await user.type(screen.getByLabelText('Quit Grinding Time'), '04:15');
  await user.selectOptions(screen.getByLabelText('Line'), 'A');
  await user.type(row(1).getByLabelText('Begin MP'), '1.00');
  await user.type(row(1).getByLabelText('End MP'), '1.50');
  await user.type(row(1).getByLabelText('Passes Left'), '3');
  await user.type(row(1).getByLabelText('Passes Right'), '4');
}

/** The server's answer for a stored report. */
export const stored = (submissionId: string) => ({
  shiftId: '20240305000001',
  report: storedReport({ shiftId: '20240305000001', site: 'BART', submissionId }),
});

/** The report another submission filed for 2024-03-05 and grinder 5062 (what a 409 collided with). */
const filedByOther = storedReport({
  shiftId: '20240305000001',
  grinderType: '5062',
  grinderOperator: 'Lee Chan',
  date: '2024-03-05',
  line: 'C',
  ranges: [{ trackId: 'C_1', direction: '1', from: 3, to: 4, length: 5280, passesLeft: 1, passesRight: 1, complete: true }],
});

/** What the map route answers in these tests; a test may replace it. */
type MapAnswer = MockAnswer<typeof mapImageRoute>;
/** What the filing answers: a stored report, an error, or a network failure (NETWORK_FAILURE). */
export type SubmitAnswer = MockAnswer<typeof bartReportSubmitRoute>;
let mapAnswer: () => MapAnswer | Promise<MapAnswer> = () => pngAnswer();

/** Makes the map route answer with `answer` (until the next test). */
export function answerMapWith(answer: () => MapAnswer | Promise<MapAnswer>): void {
  mapAnswer = answer;
}

/** A tiny PNG answer (the bytes only need to arrive as a data: URL), checked as the route's media answer. */
export function pngAnswer(): MapAnswer {
  return { bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), contentType: 'image/png' };
}

/**
 * fetch answering the existence check with `exists` and every POST with `post`, the report routes
 * through their contracts' doubles (a body or an answer the server could not send fails the test).
 */
export function api(exists: boolean, post: (init: RequestInit) => SubmitAnswer | Promise<SubmitAnswer>) {
  return mockRoutes(
    [
      onRoute(bartReportExistsRoute, { body: { exists, shiftId: '20240305000001' } }),
      onRoute(bartReportListRoute, { body: { reports: [filedByOther] } }),
      onRoute(bartReportSubmitRoute, ({ body }) => post({ method: 'POST', body: JSON.stringify(body) })),
      onRoute(mapImageRoute, () => mapAnswer()),
      onRoute(reportMailsRoute, { body: { shiftId: '20240305000001', status: 'queued', mails: [], updatedAt: '' } }),
    ],
  );
}

/** The POSTs of the report. */
export const posts = (fetch: jest.Mock) => (fetch.mock.calls as Call[]).filter(([url, init]) => url === bartReportSubmitRoute.path && init?.method === bartReportSubmitRoute.method);
/** The JSON body of a call. */
export const body = (call: Call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
/** The submission id a POST carried. */
export const sentId = (init: RequestInit) => String((JSON.parse(String(init.body)) as { submissionId: string }).submissionId);

/** Renders the form, fills a valid report and opens the review. */
export async function reachReview(fetch: jest.Mock) {
  const user = userEvent.setup();
  const view = renderWithProviders(<BartReportForm />);
  await fillValidReport(user);
  await user.click(screen.getByRole('button', { name: 'Submit Form' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  return Object.assign(user, { unmount: view.unmount });
}

/** Every BART form test starts with an empty IndexedDB, a BART admin and a map that draws. */
export function beforeEachBartTest(): void {
  freshIndexedDb();
  setTestUser('BARTadmin');
  mapAnswer = () => pngAnswer();
}
