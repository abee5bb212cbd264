import { screen } from '@testing-library/react';
import { reportMailsRoute, type ReportMails } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { ReportMailStatus } from './report-mail-status';

describe('ReportMailStatus (the Thanks screen)', () => {
  it('shows the mails queued, then what they became', async () => {
    const answers: ReportMails[] = [
      { shiftId: '20240305000001', status: 'queued', mails: [], updatedAt: '' },
      {
        shiftId: '20240305000001',
        status: 'failed',
        updatedAt: '',
        mails: [
          { kind: 'internal', status: 'sent', to: ['office@grindline.example.com'], attempts: 1 },
          { kind: 'external', status: 'skipped', to: [], attempts: 0, reason: 'No Email List for this client' },
          { kind: 'nyct', status: 'failed', to: ['a@b.example.com'], attempts: 4, lastError: 'ServiceUnavailable: SES is down' },
        ],
      },
    ];
    const fetch = mockApi(
      onRoute(reportMailsRoute, ({ params }) => {
        expect(params.shiftId).toBe('20240305000001');
        return { body: answers.length > 1 ? answers.shift()! : answers[0]! };
      }),
    );
    renderWithProviders(<ReportMailStatus shiftId="20240305000001" intervalMs={10} />);
    expect(await screen.findByText('Internal and external reports queued ...')).toBeInTheDocument();
    expect(await screen.findByText(/sent to office@grindline\.example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/not sent: No Email List for this client/)).toBeInTheDocument();
    expect(screen.getByText(/failed after 4 tries \(ServiceUnavailable: SES is down\)/)).toBeInTheDocument();
    const calls = fetch.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Polling stops once nothing is queued.
    expect(fetch.mock.calls.length).toBe(calls);
    expect(fetch.unmatched).toEqual([]);
  });
});
