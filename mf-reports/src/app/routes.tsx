import type { ReactElement } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { customerProfile, isMultiSite, type Access, type ReportVariant } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { BartReportForm } from '../features/bart-report/components/bart-report-form';
import { BartViewer } from '../features/bart-viewer/components/bart-viewer';
import { MailListsPage } from '../features/mail-lists/components/mail-lists-page';
import { ReportChooser, type ReportFormOption } from '../features/report-chooser/components/report-chooser';
import '@grindline/ui/styles.css';

/** The entry forms this version has, by report variant (spec 000 section 2). */
const FORMS: Partial<Record<ReportVariant, ReportFormOption & { element: () => ReactElement }>> = {
  bart: {
    id: 'bart',
    label: 'BART grind report',
    description: 'Bay Area Rapid Transit: shift, grinding times and mile-point grind rows.',
    element: () => <BartReportForm />,
  },
};

/** Forms of spec 000 section 2 that come with later issues, named for the message. */
const LATER_FORMS: Record<ReportVariant, string> = {
  standard: 'the grind report form (multi-step and generic)',
  skytrain: 'the elevated-rail (SKYTRAIN) grind report form',
  nyct: 'the NYCT subway Grind Shift Report form',
  bart: 'the BART grind report form',
};

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
    const chosen = Object.values(FORMS).find((f) => f.id === params.get('form'));
    return chosen ? chosen.element() : <ReportChooser options={Object.values(FORMS)} />;
  }
  const variant = ownVariant(access);
  const form = variant ? FORMS[variant] : undefined;
  if (form) return form.element();
  const which = variant ? LATER_FORMS[variant] : 'a report form for your site';
  return (
    <Message title="New Grind Report">
      {`This version does not have ${which} yet: it comes with a later issue. BART reports are available now.`}
    </Message>
  );
}

/** /grind-reports/view: the shift viewers of spec 001 section 2.9 (BART in this version). */
function ViewReportsPage() {
  const user = useUser();
  if (!user) return <Message title="Shift Reports">Sign in to view reports.</Message>;
  if (user.access.adminType === 'SKYTRAIN') {
    return (
      <Message title="Shift Reports">
        The SKYTRAIN shift viewer is not available in this version yet: it comes with a later issue.
      </Message>
    );
  }
  return <BartViewer />;
}

function NotFound() {
  return <Message title="Page not found">There is no reports page at this address.</Message>;
}

/** Routes of the reports micro-frontend (active on /grind-reports/* and /edit-report/*). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/grind-reports/new" element={<NewReportPage />} />
      <Route path="/grind-reports/view" element={<ViewReportsPage />} />
      <Route path="/grind-reports/mail-lists" element={<MailListsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
