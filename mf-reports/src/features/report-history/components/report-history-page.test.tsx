import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportHistoryRoute, reportRestoreRoute, type ReportHistory, type ShiftReport } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { AppRoutes } from '../../../app/routes';

const report = (from: number): ShiftReport => ({
  shiftId: '2087010700101',
  site: 'NYCT',
  variant: 'nyct',
  date: '2087-01-07',
  line: 'BMT_CN',
  grinderType: 'RGH-20',
  stoneType: '',
  grinderOperator: 'Pat',
  shiftType: '',
  sparkMin: 120,
  passFeet: 0,
  feetComp: 0,
  feetIncomp: 0,
  comments: '',
  ranges: [{ trackId: 'BMT_CN_2', direction: '', from, to: 314.1, length: 0, passesLeft: 1, passesRight: 1, complete: true, defects: [] }],
  createdAt: '2087-01-07T04:00:00.000Z',
  createdBy: 'nyctadmin',
  submissionId: 'history-test',
});
const HISTORY: ReportHistory = {
  shiftId: '2087010700101',
  site: 'NYCT',
  deleted: false,
  currentVersion: 2,
  versions: [
    { shiftId: '2087010700101', site: 'NYCT', version: 1, changeId: 'a', action: 'file', at: '2087-01-07T04:00:00.000Z', by: 'nyctadmin', report: report(310.4), diff: null },
    {
      shiftId: '2087010700101', site: 'NYCT', version: 2, changeId: 'b', action: 'edit', at: '2087-01-07T09:30:00.000Z', by: 'nyctadminedit', report: report(312.4),
      client: { userAgent: 'Tablet', sourceIp: '10.0.0.9' },
      diff: { fields: [], ranges: [{ kind: 'changed', entry: 1, label: 'Grind limit 1', fields: [{ path: 'ranges.0.from', label: 'From (Station)', before: '310 + 40', after: '312 + 40' }], defects: [] }] },
    },
  ],
};
const RESTORED = { report: report(310.4), version: 3, changeId: 'c', changedAt: '2087-01-08T10:00:00.000Z', changedBy: 'adminmgmt' };

describe('ReportHistoryPage', () => {
  afterEach(() => act(() => setTestUser(null)));

  it('lists the photos filed, and those added or removed by an edit (issue 28)', async () => {
    const photo = (n: number, caption?: string) => ({ id: `7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a0${n}`, fileName: `IMG_${n}.jpg`, contentType: 'image/jpeg' as const, size: 1000, ...(caption ? { caption } : {}) });
    const [filed, edited] = HISTORY.versions;
    const withPhotos: ReportHistory = {
      ...HISTORY,
      versions: [
        { ...filed!, report: { ...report(310.4), photos: [photo(1), photo(2, 'Broken clip')] } },
        {
          ...edited!,
          report: { ...report(312.4), photos: [photo(1), photo(3, 'New weld')] },
          diff: { ...edited!.diff!, photos: [{ kind: 'added', id: photo(3).id, fileName: 'IMG_3.jpg', fields: [] }, { kind: 'removed', id: photo(2).id, fileName: 'IMG_2.jpg', fields: [] }] },
        },
      ],
    };
    mockApi(onRoute(reportHistoryRoute, { body: withPhotos }));
    setTestUser('adminMgmt');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/history/2087010700101' });
    expect(await screen.findByText('Filed with 2 photos: IMG_1.jpg, IMG_2.jpg.')).toBeInTheDocument();
    expect(screen.getByText('Photo IMG_3.jpg added')).toBeInTheDocument();
    expect(screen.getByText('Photo IMG_2.jpg removed')).toBeInTheDocument();
    expect(screen.getByText('Grind limit 1: From (Station) 310 + 40 → 312 + 40')).toBeInTheDocument();
  });

  it('shows each version with who, when and the field-by-field difference, and restores for adminMgmt', async () => {
    const fetch = mockApi(onRoute(reportHistoryRoute, { body: HISTORY }), onRoute(reportRestoreRoute, { body: RESTORED }));
    setTestUser('adminMgmt');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/history/2087010700101' });
    expect(await screen.findByRole('heading', { name: /Version 2: Edited by nyctadminedit, 2087-01-07 09:30 UTC/ })).toBeInTheDocument();
    // Which shift this is, read from its newest version.
    expect(screen.getByText('NYCT report of Tue, Jan 7, 2087, Canarsie (BMT), grinder RGH-20: current version 2, 2 versions.')).toBeInTheDocument();
    expect(screen.getByText('Grind limit 1: From (Station) 310 + 40 → 312 + 40')).toBeInTheDocument();
    expect(screen.getByText('From Tablet, 10.0.0.9')).toBeInTheDocument();
    // Back to the edit page for those who may edit (adminMgmt, NYCTedit).
    expect(screen.getByRole('link', { name: 'Edit shift 2087010700101' })).toHaveAttribute('href', '/edit-report/2087010700101');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.type(screen.getByLabelText('Reason for the change'), 'Version 2 moved the wrong limit');
    await user.click(screen.getByRole('button', { name: 'RESTORE' }));
    expect(await screen.findByText('Restored as version 3.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1];
    expect(url).toBe('/api/reports/2087010700101/restore');
    expect(JSON.parse(String(init.body))).toEqual({ version: 1, reason: 'Version 2 moved the wrong limit' });
    expect(fetch.unmatched).toEqual([]);
  });

  it('offers no restore to a site admin', async () => {
    mockApi(onRoute(reportHistoryRoute, { body: HISTORY }));
    setTestUser('NYCTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/history/2087010700101' });
    expect(await screen.findByText('Grind limit 1: From (Station) 310 + 40 → 312 + 40')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit shift/ })).not.toBeInTheDocument();
  });
});
