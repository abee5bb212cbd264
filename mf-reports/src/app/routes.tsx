import type { ReactElement } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { customerProfile, isMultiSite, type Access, type ReportVariant } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { lazyNamed, PageSuspense } from '@grindline/ui/lazy-page';
import { ReportChooser, type ReportFormOption } from '../features/report-chooser/components/report-chooser';
import '@grindline/ui/styles.css';

// Each page is its own chunk, fetched with its route: the remote's first chunk holds this route
// table and what every form shares (docs/decisions.md §50).
const BartReportForm = lazyNamed(() => import('../features/bart-report/components/bart-report-form'), 'BartReportForm');
const BartViewer = lazyNamed(() => import('../features/bart-viewer/components/bart-viewer'), 'BartViewer');
const SkytrainReportForm = lazyNamed(() => import('../features/skytrain-report/components/skytrain-report-form'), 'SkytrainReportForm');
const GenericReportForm = lazyNamed(() => import('../features/generic-report/components/generic-report-form'), 'GenericReportForm');
const SecondFlowForm = lazyNamed(() => import('../features/second-flow/components/second-flow-form'), 'SecondFlowForm');
const DeleteOldReport = lazyNamed(() => import('../features/delete-old-report/components/delete-old-report'), 'DeleteOldReport');
const StandardReportForm = lazyNamed(() => import('../features/standard-report/components/standard-report-form'), 'StandardReportForm');
const MailListsPage = lazyNamed(() => import('../features/mail-lists/components/mail-lists-page'), 'MailListsPage');
const UsersPage = lazyNamed(() => import('../features/users/components/users-page'), 'UsersPage');
const ReportHistoryPage = lazyNamed(() => import('../features/report-history/components/report-history-page'), 'ReportHistoryPage');
const AuditLogPage = lazyNamed(() => import('../features/audit-log/components/audit-log-page'), 'AuditLogPage');
const NyctReportForm = lazyNamed(() => import('../features/nyct-report/components/nyct-report-form'), 'NyctReportForm');
const ReviewListPage = lazyNamed(() => import('../features/agency-review/components/review-list-page'), 'ReviewListPage');
const ReviewShiftPage = lazyNamed(() => import('../features/agency-review/components/review-shift-page'), 'ReviewShiftPage');
const StatementPage = lazyNamed(() => import('../features/agency-review/components/statement-page'), 'StatementPage');
const NyctEditPage = lazyNamed(() => import('../features/nyct-report/components/nyct-report-form'), 'NyctEditPage');

/**
 * The entry forms this version has, by report variant (spec 000 section 2). `element` gets the
 * own site of a site-bound user (none when super chooses), for a form that asks for the customer.
 */
const FORMS: Partial<Record<ReportVariant, ReportFormOption & { element: (ownSite?: string) => ReactElement }>> = {
  bart: {
    id: 'bart',
    label: 'BART grind report',
    description: 'Bay Area Rapid Transit: shift, grinding times and mile-point grind rows.',
    element: () => <BartReportForm />,
  },
  skytrain: {
    id: 'skytrain',
    label: 'SkyTrain grind report',
    description: 'Elevated rail: shift, engine hours and segment grind rows.',
    element: () => <SkytrainReportForm />,
  },
  standard: {
    id: 'standard',
    label: 'Complete New Grind Report',
    description: 'The standard customers (ETS, Sound Transit, PRT, MBTA, JFK, SDMTS, NCTD, O-Train, VTA, GCRTA, C-Train): four steps, then the data and the map.',
    element: (ownSite) => <StandardReportForm ownSite={ownSite} />,
  },
  nyct: {
    id: 'nyct',
    label: 'NYC Transit grind shift report',
    description: 'New York subway: seven sections, grind limits with the defects removed.',
    element: () => <NyctReportForm />,
  },
};

/** Forms only super chooses (spec 002 section 2, 'super chooses among all'): the generic single page. */
const SUPER_FORMS: ReadonlyArray<ReportFormOption & { element: () => ReactElement }> = [
  {
    id: 'generic',
    label: 'Grind report (single page)',
    description: 'Every standard customer: shift, times, staff, delays and grind info on one page, autofilled from the last report.',
    element: () => <GenericReportForm />,
  },
];

/** The forms with pages of their own that super also chooses from (spec 002 section 2). */
const OWN_PAGES: readonly ReportFormOption[] = [
  { id: 'sound-transit', label: 'Sound Transit grind report', description: 'SOUNDTRANSIT grind cards, reviewed before submitting.', path: '/grind-reports/sound-transit' },
  { id: 'nctd', label: 'NCTD grind report', description: 'NCTD grind cards, reviewed before submitting.', path: '/grind-reports/nctd' },
];

function Message({ title, children }: { title: string; children: string }) {
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{title}</h1>
      <Notice>
        <p>{children}</p>
      </Notice>
    </div>
  );
}

/** The variant of the own site of a site-bound user, or null when it has none we know. */
function ownVariant(access: Access): ReportVariant | null {
  if (!access.site) return null;
  try {
    return customerProfile(access.site).variant;
  } catch {
    return null;
  }
}

/**
 * /grind-reports/new (spec 002 section 2): the form of the user's own site; users who may file
 * for any site choose among the forms that exist.
 */
function NewReportPage() {
  const user = useUser();
  const [params] = useSearchParams();
  if (!user) return <Message title="New Grind Report">Sign in to file a report.</Message>;
  const { access } = user;
  if (isMultiSite(access)) {
    if (access.adminType === 'adminReadOnly') {
      return <Message title="New Grind Report">Read-only users cannot file reports.</Message>;
    }
    const chosen = [...Object.values(FORMS), ...SUPER_FORMS].find((f) => f.id === params.get('form'));
    return chosen ? chosen.element() : <ReportChooser options={[...Object.values(FORMS), ...SUPER_FORMS, ...OWN_PAGES]} />;
  }
  const variant = ownVariant(access);
  const form = variant ? FORMS[variant] : undefined;
  if (form) return form.element(access.site ?? undefined);
  return <Message title="New Grind Report">Your account does not file grind reports.</Message>;
}

/** /grind-reports/view: the shift viewers of spec 001 section 2.9, BART's and SkyTrain's. */
function ViewReportsPage() {
  const user = useUser();
  const [params] = useSearchParams();
  if (!user) return <Message title="Shift Reports">Sign in to view reports.</Message>;
  if (user.access.adminType === 'SKYTRAIN') return <BartViewer site="SKYTRAIN" />;
  if (user.access.adminType === 'BART') return <BartViewer />;
  // Multi-site users pick the agency; the choice is in the address so a reload keeps it.
  const site = params.get('site') === 'SKYTRAIN' ? 'SKYTRAIN' : 'BART';
  return (
    <>
      <nav className="gl-ui-page" aria-label="Shift viewers">
        <Link className="gl-ui-button gl-ui-button--secondary" to="?site=BART" aria-current={site === 'BART' ? 'page' : undefined}>
          BART
        </Link>{' '}
        <Link className="gl-ui-button gl-ui-button--secondary" to="?site=SKYTRAIN" aria-current={site === 'SKYTRAIN' ? 'page' : undefined}>
          SkyTrain
        </Link>
      </nav>
      <BartViewer key={site} site={site} />
    </>
  );
}

/** /grind-reports/edit (spec 002 section 2): super gets the generic (edit-report) form, SKYTRAIN and BART their own. */
function EditReportPage() {
  const user = useUser();
  if (!user) return <Message title="Grind Report">Sign in to file a report.</Message>;
  if (user.access.adminType === 'SKYTRAIN') return <SkytrainReportForm />;
  if (user.access.adminType === 'BART') return <BartReportForm />;
  return <GenericReportForm />;
}

function NotFound() {
  return <Message title="Page not found">There is no reports page at this address.</Message>;
}

/** Routes of the reports micro-frontend (active on /grind-reports/* and /edit-report/*). */
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/grind-reports/new" element={<NewReportPage />} />
        <Route path="/grind-reports/view" element={<ViewReportsPage />} />
        <Route path="/grind-reports/edit" element={<EditReportPage />} />
        <Route path="/grind-reports/sound-transit" element={<SecondFlowForm key="SOUNDTRANSIT" customer="SOUNDTRANSIT" />} />
        <Route path="/grind-reports/nctd" element={<SecondFlowForm key="NCTD" customer="NCTD" />} />
        <Route path="/grind-reports/delete" element={<DeleteOldReport />} />
        <Route path="/grind-reports/mail-lists" element={<MailListsPage />} />
        <Route path="/grind-reports/users" element={<UsersPage />} />
        <Route path="/grind-reports/history/:shiftId" element={<ReportHistoryPage />} />
        <Route path="/grind-reports/audit" element={<AuditLogPage />} />
        <Route path="/grind-reports/review" element={<ReviewListPage />} />
        <Route path="/grind-reports/review/:shiftId" element={<ReviewShiftPage />} />
        <Route path="/grind-reports/statement" element={<StatementPage />} />
        <Route path="/edit-report/:shiftId" element={<NyctEditPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PageSuspense>
  );
}
