import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditLogRoute, type AuditEntry } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AUDIT_PAGE, AuditLogPage } from './audit-log-page';

const entry = (i: number): AuditEntry => ({
  id: `e${i}`, at: `2026-11-29T10:${String(i % 60).padStart(2, '0')}:00.000Z`, user: 'adminmgmt', role: 'adminMgmt', action: 'report.edit', site: 'NYCT', target: `s${i}`,
  summary: `edit of report s${i}: 1 change, version 2`, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', sourceIp: '10.0.0.9',
});

describe('Audit log (adminMgmt)', () => {
  it('draws the newest writes a page at a time, each client named in short', async () => {
    const total = 2 * AUDIT_PAGE + 50;
    mockApi(onRoute(auditLogRoute, { body: { entries: Array.from({ length: total }, (_, i) => entry(i)) } }));
    renderWithProviders(<AuditLogPage />, { path: '/grind-reports/audit' });
    const table = await screen.findByRole('table', { name: `${total} writes, the newest ${AUDIT_PAGE} shown` });
    expect(within(table).getAllByRole('row')).toHaveLength(AUDIT_PAGE + 1);
    expect(within(table).getAllByText('Safari 17 on iPad, 10.0.0.9')[0]).toHaveAttribute('title', expect.stringContaining('Mozilla/5.0 (iPad'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Show ${AUDIT_PAGE} more` }));
    await user.click(await screen.findByRole('button', { name: 'Show 50 more' }));
    expect(within(screen.getByRole('table', { name: `${total} writes` })).getAllByRole('row')).toHaveLength(total + 1);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('opens on the last seven days, so the writes of yesterday are there on a quiet morning', async () => {
    const api = mockApi(onRoute(auditLogRoute, { body: { entries: [entry(1)] } }));
    renderWithProviders(<AuditLogPage />, { path: '/grind-reports/audit' });
    await screen.findByRole('table', { name: '1 write' });
    const today = new Date().toISOString().slice(0, 10);
    const week = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    expect(String(api.mock.calls[0]![0])).toContain(`from=${week}&to=${today}`);
    expect(screen.getByLabelText('From')).toHaveValue(week);
  });

  it('says when no write matches the filters, under the header', async () => {
    mockApi(onRoute(auditLogRoute, { body: { entries: [] } }));
    renderWithProviders(<AuditLogPage />, { path: '/grind-reports/audit?site=GCRTA' });
    const table = await screen.findByRole('table', { name: '0 writes' });
    expect(within(table).getByRole('cell', { name: 'No write matches these filters.' })).toHaveAttribute('colspan', '6');
  });

  it('keeps its filters in the address: a reload shows the same writes, Apply changes them', async () => {
    const api = mockApi(onRoute(auditLogRoute, { body: { entries: [entry(1)] } }));
    renderWithProviders(<AuditLogPage />, { path: '/grind-reports/audit?from=2026-11-01&to=2026-11-29&site=NYCT&user=nyctadmin' });
    await screen.findByRole('table', { name: '1 write' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Site')).toHaveValue('NYCT');
    expect(screen.getByLabelText('User')).toHaveValue('nyctadmin');
    const asked = () => api.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/audit?'));
    expect(asked()[0]).toContain('from=2026-11-01');
    expect(asked()[0]).toContain('user=nyctadmin');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('User'));
    await user.type(screen.getByLabelText('User'), 'adminmgmt');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked().at(-1)).toContain('user=adminmgmt'));
  });
});
