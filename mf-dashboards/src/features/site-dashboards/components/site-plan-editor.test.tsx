import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referenceTrackListRoute, sitePlanPutRoute, type SitePlan } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { SitePlanEditor } from './site-plan-editor';

const PLAN: SitePlan = { site: 'NCTD', goalFeet: 52800, phases: [{ phase: 1, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [{ trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 52800 }] }] };
const IMPORTED = { minChain: 0, maxChain: 100, pointCount: 101, importedAt: '2019-01-01T00:00:00Z' };
// The catalogue as GET /api/reference/tracks answers it (checked against its contract by mockApi).
const CATALOGUE = {
  site: 'NCTD', referenceLabel: 'Chain', lengthUnit: 'feet' as const, dbMultiplier: 1, tenthChain: false,
  lines: [{ name: 'Coaster', minChain: 0, maxChain: 100, directions: [{ direction: '1', trackId: 'COASTER_1', minChain: 0, maxChain: 100, imported: IMPORTED }, { direction: '2', trackId: 'COASTER_2', minChain: 0, maxChain: 100, imported: IMPORTED }] }],
};

describe('site plan editor (spec 001 section 2.7)', () => {
  it('names the bad field and sends nothing, then saves the corrected plan', async () => {
    const fetch = mockApi(onRoute(referenceTrackListRoute, { body: CATALOGUE }), onRoute(sitePlanPutRoute, { body: { plan: PLAN } }));
    const onClose = jest.fn();
    renderWithProviders(<SitePlanEditor site="NCTD" plan={PLAN} onClose={onClose} />);
    const length = await screen.findByLabelText('Phase 1 length of COASTER_1');
    expect(length).toHaveValue('52800');
    await userEvent.clear(length);
    await userEvent.type(length, '0');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phase 2 is part of the plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save site plan' }));
    expect(await screen.findByText('Phase 1 length of COASTER_1 must be a number more than 0 and at most 10000000')).toBeInTheDocument();
    expect(screen.getByText('Phase 2 start date is required')).toBeInTheDocument();
    expect(screen.getByText('Phase 2 needs at least one track')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(length);
    await userEvent.type(length, '26400');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phase 2 is part of the plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save site plan' }));
    await screen.findByRole('button', { name: 'Save site plan' });
    const put = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/dashboard/site-plans/NCTD');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({
      goalFeet: 52800,
      phases: [{ phase: 1, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [{ trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 26400 }] }],
    });
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("shows the server's message when it refuses the plan", async () => {
    mockApi(
      onRoute(referenceTrackListRoute, { body: CATALOGUE }),
      onRoute(sitePlanPutRoute, { status: 400, body: { message: 'startDate must be on or before endDate', issues: [{ path: 'phases.0.startDate', message: 'startDate must be on or before endDate' }] } }),
    );
    const onClose = jest.fn();
    renderWithProviders(<SitePlanEditor site="NCTD" plan={PLAN} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save site plan' }));
    expect((await screen.findAllByText('startDate must be on or before endDate')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
