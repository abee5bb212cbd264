import { canReach, dashboardTabs } from '@grindline/domain';
import type { Access } from '@grindline/domain';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useUser } from 'shell/kit';
import { usePrefetchCharts } from '../components/charts/prefetch-charts';
import { DashboardFrame } from '../components/ui/dashboard-frame';
import { DailyStatsTab } from '../features/daily-stats/components/daily-stats-tab';
import { DataCollectionLink } from '../features/data-collection-link/components/data-collection-link';
import { lazyNamed, PageSuspense } from '@grindline/ui/lazy-page';
import { selectedTab, tabSlug, visibleTabs } from '../lib/dashboard-tabs';

// Daily Stats is the first screen after sign-in; every other tab (and the Report Generator) is a
// chunk of its own, fetched when it is first opened (docs/decisions.md §50).
const NyctReportTab = lazyNamed(() => import('../features/nyct-report/components/nyct-report-tab'), 'NyctReportTab');
const AcrossSiteTab = lazyNamed(() => import('../features/across-site/components/across-site-tab'), 'AcrossSiteTab');
const SiteDashboardsTab = lazyNamed(() => import('../features/site-dashboards/components/site-dashboards-tab'), 'SiteDashboardsTab');
const ReportGenerator = lazyNamed(() => import('../features/report-generator/components/report-generator'), 'ReportGenerator');

type TabView = (access: Access, filtersOpen: boolean, sidebarId: string, showFilters: () => void) => ReactNode;

/** Tabs this version implements; the others of spec 002 section 2 come with later issues. */
const TAB_VIEWS: Readonly<Record<string, TabView>> = {
  'Daily Stats': (access, filtersOpen, sidebarId) => (
    <DailyStatsTab access={access} filtersOpen={filtersOpen} sidebarId={sidebarId} />
  ),
  'Across Site': (access, filtersOpen, sidebarId) => <AcrossSiteTab access={access} filtersOpen={filtersOpen} sidebarId={sidebarId} />,
  'Performance Metrics': (access, filtersOpen, sidebarId, showFilters) => <SiteDashboardsTab access={access} filtersOpen={filtersOpen} sidebarId={sidebarId} showFilters={showFilters} />,
  'NYCT Report': () => <NyctReportTab />,
  // Its content is the mf-datacollection remote (issue 15): the tab only goes there.
  'Data Collection': () => <DataCollectionLink />,
};

/** Tabs with a filter sidebar (the NYCT Report's week picker sits above its charts instead). */
const TABS_WITH_FILTERS: readonly string[] = ['Daily Stats', 'Across Site', 'Performance Metrics'];

/** The dashboard: the caller's tabs (domain dashboardTabs) that exist here; the tab is in ?tab=. */
export function Dashboard() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const tabs = user ? visibleTabs(dashboardTabs(user.access), Object.keys(TAB_VIEWS)) : [];
  // Highcharts at idle, so a chart tab waits only for its own code (decisions §54).
  usePrefetchCharts(tabs);
  if (!user) return null;
  const active = selectedTab(tabs, params.get('tab'));
  if (!active) return <p className="gl-ui-page">No dashboard is available for this account.</p>;
  const select = (slug: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', slug);
      return next;
    });
  return (
    <DashboardFrame tabs={tabs.map((label) => ({ label, slug: tabSlug(label) }))} activeSlug={tabSlug(active)} onSelect={select} hasFilters={TABS_WITH_FILTERS.includes(active)}>
      {(filtersOpen, sidebarId, showFilters) => <PageSuspense>{TAB_VIEWS[active](user.access, filtersOpen, sidebarId, showFilters)}</PageSuspense>}
    </DashboardFrame>
  );
}

/** The Report Generator for whoever may reach /reports (the shell's gate checks the same rule). */
function Reports() {
  const user = useUser();
  if (!user || !canReach('/reports', user.access)) return null;
  return (
    <PageSuspense>
      <ReportGenerator access={user.access} />
    </PageSuspense>
  );
}

/** Routes of the dashboards remote: '/' (admin home), '/dash' and '/reports'; any other path goes home. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Dashboard key="home" />} />
      <Route path="/dash" element={<Dashboard key="dash" />} />
      <Route path="/reports" element={<Reports />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
