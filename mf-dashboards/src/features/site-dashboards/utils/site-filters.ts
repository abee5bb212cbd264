/** Filters of the single-site dashboards (spec 001 sections 2.7, 2.8, 2.12 and 9). */
import { addDays, DASHBOARD_DEFAULTS, isMultiSite, monthlyInputError, performanceDivisions, type Access, type SiteFigures } from '@grindline/domain';

export type SiteDashboardView = 'performance' | 'monthly' | 'site';

export const SITE_VIEWS: ReadonlyArray<{ value: SiteDashboardView; label: string }> = [
  { value: 'performance', label: 'Performance' },
  { value: 'monthly', label: 'Monthly Report' },
  { value: 'site', label: 'Site Dashboard' },
];

export interface SiteFilters {
  view: SiteDashboardView;
  /** '' until a multi-site admin picks one ('select site(s)'). */
  site: string;
  startDate: string;
  endDate: string;
  projectStart: string;
  reportEnd: string;
  interval: string;
  phase: '1' | '2';
  /** The performance view's grinder; '' for every grinder. */
  grinder: string;
  /** The performance view's NYCT division (IRT, IND, BMT); '' for every division. */
  division: string;
}

/** The first filters: own site (multi-site admins choose; NYCT for the site dashboard when they may see it). */
export function initialSiteFilters(access: Access, today: string): SiteFilters {
  return {
    view: 'performance',
    site: access.site ?? '',
    startDate: DASHBOARD_DEFAULTS.performanceStart,
    endDate: today,
    projectStart: DASHBOARD_DEFAULTS.monthly.projectStart,
    reportEnd: today,
    interval: String(DASHBOARD_DEFAULTS.monthly.interval),
    phase: '1',
    grinder: '',
    division: '',
  };
}

/** Filters after switching to `view`: each view's default dates (spec 001 sections 2.8 and 9). */
export function switchView(f: SiteFilters, view: SiteDashboardView, access: Access, today: string): SiteFilters {
  if (view === 'site') {
    const site = f.site || (access.sites.includes(DASHBOARD_DEFAULTS.site.site) ? DASHBOARD_DEFAULTS.site.site : '');
    return { ...f, view, site, startDate: DASHBOARD_DEFAULTS.site.startDate, endDate: DASHBOARD_DEFAULTS.site.endDate };
  }
  if (view === 'performance') return { ...f, view, startDate: DASHBOARD_DEFAULTS.performanceStart, endDate: today };
  return { ...f, view };
}

/** The first problem with the filters of the current view, or null. */
export function filterError(f: SiteFilters): string | null {
  // The Report Generator's rules: the same messages on both screens of the monthly report.
  if (f.view === 'monthly') return monthlyInputError(f, null);
  if (!f.startDate || !f.endDate) return 'Choose both dates';
  if (f.startDate > f.endDate) return 'Start date must be on or before end date';
  return null;
}

/**
 * Filters kept from an earlier visit, narrowed to what the caller may choose now: a view that
 * exists, a site of its access (else its first filters' site) and a division of that site.
 */
export function keptSiteFilters(kept: SiteFilters, first: SiteFilters, access: Access): SiteFilters {
  const view = SITE_VIEWS.some((v) => v.value === kept.view) ? kept.view : first.view;
  const mayChoose = isMultiSite(access) ? kept.site === '' || access.sites.includes(kept.site) : kept.site === first.site;
  const f = mayChoose ? { ...kept, view } : { ...switchSite(kept, first.site), view };
  return (performanceDivisions(f.site) as readonly string[]).includes(f.division) ? f : { ...f, division: '' };
}

/** Filters after choosing another site: a grinder or division of the old site means nothing at the new one. */
export function switchSite(f: SiteFilters, site: string): SiteFilters {
  const same = site === f.site;
  return { ...f, site, grinder: same ? f.grinder : '', division: same ? f.division : '' };
}

/**
 * The query of the current view's route: the grinder and the division only on Performance, each
 * only when chosen, and the division only at a site that has divisions (NYCT).
 */
export function viewQuery(f: SiteFilters): Record<string, string> {
  if (f.view === 'monthly') return { site: f.site, projectStart: f.projectStart, reportEnd: f.reportEnd, interval: f.interval, phase: f.phase };
  const range: Record<string, string> = { site: f.site, startDate: f.startDate, endDate: f.endDate };
  if (f.view !== 'performance') return range;
  if (f.grinder !== '') range.grinder = f.grinder;
  if (f.division !== '' && (performanceDivisions(f.site) as readonly string[]).includes(f.division)) range.div = f.division;
  return range;
}

/** What an empty Site Dashboard offers: a sentence and the dates of the last 12 months to show instead. */
export interface SpanOffer {
  message: string;
  label: string;
  startDate: string;
  endDate: string;
}

/**
 * The Site Dashboard opens on the spec's 2018-2019 span (spec 001 section 2.8), where a site
 * without shifts then draws nine charts saying 'No data found'. When no shift is in the span, it
 * offers the last 12 months to `today`; null when the figures have shifts, or the span holds them.
 */
export function emptySpanOffer(figures: SiteFigures, span: { startDate: string; endDate: string }, today: string): SpanOffer | null {
  if (figures.byGrinder.length > 0 || figures.byMonth.length > 0 || figures.byLine.length > 0) return null;
  const startDate = addDays(today, -364);
  if (span.startDate <= startDate && span.endDate >= today) return null;
  return {
    message: `No shifts of ${figures.site} ${span.startDate === span.endDate ? `on ${span.startDate}` : `between ${span.startDate} and ${span.endDate}`}.`,
    label: 'Show the last 12 months',
    startDate,
    endDate: today,
  };
}
