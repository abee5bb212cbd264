import { act, screen } from '@testing-library/react';
import { readDraft } from '../../../lib/form-kit/drafts';
import { outboxFor } from '../../../lib/form-kit/outbox';
import { NETWORK_FAILURE } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { BartReportForm } from './bart-report-form';
import { stored, api, posts, body, sentId, reachReview, beforeEachBartTest } from './bart-form-test-kit';

describe('BartReportForm: without network', () => {
  beforeEach(beforeEachBartTest);

  it("keeps the report after a network failure as 'waiting for network' and sends it with the same submissionId when back online", async () => {
    let attempt = 0;
    const fetch = api(false, (init) => {
      attempt += 1;
      if (attempt === 1) return NETWORK_FAILURE;
      return { status: 200, body: stored(sentId(init)) };
    });
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));

    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    expect(await outboxFor('bartadmin:bart')).toHaveLength(1);
    expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ grinderOperator: 'Dana Ortiz' });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    const [first, second] = posts(fetch).map(body);
    expect(second.submissionId).toBe(first.submissionId);
    expect(await outboxFor('bartadmin:bart')).toEqual([]);
  });

  it('sends a report still waiting in the outbox when the form is opened again (a reload)', async () => {
    let reachable = false;
    const fetch = api(false, (init) => {
      if (!reachable) return NETWORK_FAILURE;
      return { status: 201, body: stored(sentId(init)) };
    });
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    user.unmount();

    reachable = true;
    renderWithProviders(<BartReportForm />);
    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    expect(new Set(posts(fetch).map((c) => body(c).submissionId)).size).toBe(1);
  });
});
