/**
 * Route, home page and dashboard-tab access (spec 002 sections 2 and 6). The shell's gate and
 * navigation, the remotes and the server all ask these functions, so a rule lives only here.
 */
import { customerIdOf, isCustomerId, MAP_SITES } from '../customers/customer-ids';
import type { Access, AdminType } from './roles';
import { isMultiSite } from './roles';

type Admin = Exclude<AdminType, null>;

const signedIn = (a: Access): boolean => a.role !== '';
const oneOf =
  (...types: Admin[]) =>
  (a: Access): boolean =>
    a.adminType !== null && types.includes(a.adminType);

/** Path templates of spec 002 section 2 plus the shift viewer, and who may reach each. */
const ROUTE_RULES: ReadonlyArray<{ pattern: RegExp; allow: (a: Access, param?: string) => boolean }> = [
  { pattern: /^\/$/, allow: signedIn },
  { pattern: /^\/dash$/, allow: signedIn },
  // The caller's own account and optional two-step sign-in (issue 31), shown by the shell itself.
  { pattern: /^\/account$/, allow: signedIn },
  // Spec says 'super only' yet lists forms for SKYTRAIN, BART, NYCT, NYCTedit and a default
  // form for 'other types': every admin type but the two office types, which have their own
  // forms (adminMgmt) or none (adminReadOnly).
  { pattern: /^\/grind-reports\/new$/, allow: oneOf('super', 'SKYTRAIN', 'BART', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD') },
  // 'super only. NYCT gets nothing. SKYTRAIN and BART get their own forms.'
  { pattern: /^\/grind-reports\/edit$/, allow: oneOf('super', 'SKYTRAIN', 'BART') },
  { pattern: /^\/grind-reports\/nctd$/, allow: oneOf('super', 'adminMgmt') },
  { pattern: /^\/grind-reports\/sound-transit$/, allow: oneOf('super', 'adminMgmt') },
  // Shift viewers of spec 001 section 2.9 (sky train and rapid-transit agency).
  { pattern: /^\/grind-reports\/view$/, allow: oneOf('super', 'adminMgmt', 'BART', 'SKYTRAIN') },
  // Delete Old Grind Report (spec 000 section 2.5, 'for admins'): the office's administrators.
  { pattern: /^\/grind-reports\/delete$/, allow: oneOf('super', 'adminMgmt') },
  { pattern: /^\/reports$/, allow: oneOf('adminMgmt') },
  // Mail lists of the report mails (issue 9; spec 000 section 7.5 getlist): the office's managers.
  { pattern: /^\/grind-reports\/mail-lists$/, allow: oneOf('super', 'adminMgmt') },
  // People and accounts (issue 31): who may manage the pool's users.
  { pattern: /^\/grind-reports\/users$/, allow: oneOf('super', 'adminMgmt') },
  { pattern: /^\/data-collection\/new$/, allow: oneOf('super', 'adminMgmt') },
  // The Data Collection tab's content (spec 002 section 2: adminMgmt, super, adminReadOnly).
  { pattern: /^\/data-collection$/, allow: oneOf('super', 'adminMgmt', 'adminReadOnly') },
  { pattern: /^\/maps\/([^/]+)$/, allow: mayOpenMap },
  // The track catalogue of a site: whoever may open the site's map.
  { pattern: /^\/maps\/([^/]+)\/tracks$/, allow: mayOpenMap },
  // Measurement imports of a site's map: the multi-site administrators who import reference data.
  { pattern: /^\/maps\/([^/]+)\/measurements$/, allow: (a, site = '') => isCustomerId(site) && oneOf('super', 'adminMgmt')(a) },
  { pattern: /^\/edit-report\/([^/]+)$/, allow: oneOf('adminMgmt', 'NYCTedit') },
  // A report's history (issue 11): super, adminMgmt and site admins; the server checks the report's site.
  { pattern: /^\/grind-reports\/history\/(\d{13,14})$/, allow: oneOf('super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD') },
  // Agency sign-off (issue 29, decisions §53): the agency's inspectors review their site; the
  // office and the site admins see where the shifts stand and the monthly quantities statement.
  { pattern: /^\/grind-reports\/review$/, allow: mayFollowSignOff },
  { pattern: /^\/grind-reports\/review\/(\d{13,14})$/, allow: mayFollowSignOff },
  { pattern: /^\/grind-reports\/statement$/, allow: mayFollowSignOff },
  // The audit log of every write (issue 11): adminMgmt only.
  { pattern: /^\/grind-reports\/audit$/, allow: oneOf('adminMgmt') },
];

/** Who opens the sign-off screens: an agency inspector, the office and the site admins (the REVIEW_READERS of the routes). */
function mayFollowSignOff(access: Access): boolean {
  return access.agencyReviewer === true || oneOf('super', 'adminMgmt', 'adminReadOnly', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD')(access);
}

/**
 * /maps/{site} (spec 002 section 2): adminMgmt, super, adminReadOnly, an admin whose type
 * contains the site name (NYCTedit opens NYCT), and a plain user for their own site. The site
 * must be a customer id.
 */
function mayOpenMap(access: Access, site = ''): boolean {
  if (!isCustomerId(site)) return false;
  if (isMultiSite(access)) return true;
  if (access.adminType !== null) return access.adminType.includes(site);
  return access.site === site;
}

/**
 * Whether the caller may open `path` (spec 002 section 2; a guarded route redirects to / when
 * this is false). Query string, hash and a trailing slash are ignored; unknown paths are false,
 * and a blank role reaches nothing.
 */
export function canReach(path: string, access: Access): boolean {
  if (!signedIn(access)) return false;
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  for (const rule of ROUTE_RULES) {
    const match = rule.pattern.exec(clean);
    if (!match) continue;
    let param: string | undefined;
    try {
      param = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
    } catch {
      return false;
    }
    return rule.allow(access, param);
  }
  return false;
}

const SITE_PATH = /^(\/maps\/)([^/?#]+)(\/tracks|\/measurements)?\/?([?#].*)?$/;

/**
 * The product's own spelling of a site path typed or linked in another case: '/maps/bart' and
 * '/maps/c-train/tracks' answer '/maps/BART' and '/maps/C-Train/tracks' (query and hash kept);
 * null when the path is already canonical or names no customer. Site ids are case-sensitive
 * everywhere else, so the shell replaces the address rather than treating 'bart' as a site.
 */
export function canonicalPath(path: string): string | null {
  const match = SITE_PATH.exec(path);
  if (!match) return null;
  let typed: string;
  try {
    typed = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (isCustomerId(typed) || typed.trim() !== typed) return null;
  const site = customerIdOf(typed);
  return site ? `${match[1]}${encodeURIComponent(site)}${match[3] ?? ''}${match[4] ?? ''}` : null;
}

/** What '/' shows (spec 002 section 2): null when the role grants nothing. */
export type HomeContent = 'map' | 'dashboard' | null;

/** '/' shows the own site's map to plain site users and the dashboard to admin types. */
export function homeFor(access: Access): HomeContent {
  if (!signedIn(access)) return null;
  return access.adminType === null ? 'map' : 'dashboard';
}

/** Dashboard tab labels, in display order (spec 002 section 2). */
export const DASHBOARD_TABS = [
  'Daily Stats',
  'Across Site',
  'Performance Metrics',
  'NYCT Report',
  'Data Collection',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const TAB_RULES: Readonly<Record<DashboardTab, (a: Access) => boolean>> = {
  'Daily Stats': signedIn,
  'Across Site': (a) => a.adminType !== null,
  'Performance Metrics': signedIn,
  'NYCT Report': oneOf('NYCT', 'super', 'adminMgmt', 'NYCTedit'),
  'Data Collection': oneOf('adminMgmt', 'super', 'adminReadOnly'),
};

/**
 * The dashboard tabs the caller sees (spec 002 section 2): Daily Stats and Performance Metrics
 * for everyone, Across Site for admin types, NYCT Report for NYCT, super, adminMgmt and
 * NYCTedit, Data Collection for adminMgmt, super and adminReadOnly.
 */
export function dashboardTabs(access: Access): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => TAB_RULES[tab](access));
}

/** Who may set a site's plan (PUT /api/dashboard/site-plans/{site}): the office's administrators. */
export const SITE_PLAN_EDITORS = ['super', 'adminMgmt'] as const satisfies readonly Admin[];

/** Whether the caller may edit site plans (the Monthly Report's 'Edit site plan'). */
export function mayEditSitePlans(access: Access): boolean {
  return oneOf(...SITE_PLAN_EDITORS)(access);
}

/** One entry of the Reporting menu. */
export interface NavEntry {
  label: string;
  path: string;
}

/** The navigation bar of a caller (spec 002 section 2). */
export interface Navigation {
  reporting: NavEntry[];
  /** Sites listed in the Maps menu; each links to /maps/{site}. */
  maps: string[];
  /** Report Generator menu (/reports), adminMgmt only. */
  reportGenerator: boolean;
  /** Last entry of the Maps menu: the track catalogue of the first map site; null without map sites. */
  trackCatalogue: NavEntry | null;
}

/** The mobile burger menu shows this many map sites before 'See All' (spec 001 section 9). */
export const MOBILE_MAP_SITES_SHOWN = 4;

const REPORTING_ENTRIES: ReadonlyArray<NavEntry & { who: (a: Access) => boolean }> = [
  { label: 'New Report', path: '/grind-reports/new', who: oneOf('super', 'BART', 'SKYTRAIN', 'OTRAIN', 'NCTD') },
  { label: 'Add New Grind Report', path: '/grind-reports/new', who: oneOf('NYCT', 'NYCTedit') },
  { label: 'New NCTD Report', path: '/grind-reports/nctd', who: oneOf('super', 'adminMgmt') },
  { label: 'New Sound Transit Report', path: '/grind-reports/sound-transit', who: oneOf('super', 'adminMgmt') },
  { label: 'View Old Reports', path: '/grind-reports/view', who: oneOf('super', 'adminMgmt', 'BART', 'SKYTRAIN') },
  { label: 'Delete Old Grind Report', path: '/grind-reports/delete', who: oneOf('super', 'adminMgmt') },
  { label: 'Add CAT Data', path: '/data-collection/new', who: oneOf('super', 'adminMgmt') },
  { label: 'Mail lists', path: '/grind-reports/mail-lists', who: oneOf('super', 'adminMgmt') },
  { label: 'Users', path: '/grind-reports/users', who: oneOf('super', 'adminMgmt') },
  { label: 'Audit log', path: '/grind-reports/audit', who: oneOf('adminMgmt') },
  { label: 'To review', path: '/grind-reports/review', who: (a) => a.agencyReviewer === true || oneOf('super', 'adminMgmt', 'adminReadOnly', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD')(a) },
  { label: 'Quantities statement', path: '/grind-reports/statement', who: (a) => a.agencyReviewer === true || oneOf('super', 'adminMgmt', 'adminReadOnly', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD')(a) },
];

/**
 * The navigation of a caller (spec 002 sections 2 and 6).
 * - Reporting: BART and SKYTRAIN get New Report and View Old Reports; super and adminMgmt get
 *   those plus Add CAT Data and the NCTD and sound-transit forms (adminMgmt's 'new report' is
 *   those two forms, as it cannot reach /grind-reports/new); NYCT and NYCTedit get Add New Grind
 *   Report. OTRAIN and NCTD admins, whom the spec's menu omits though they have their own forms,
 *   get New Report. adminReadOnly and plain site users get no Reporting entries.
 * - Maps: every map site for super, adminMgmt and adminReadOnly; otherwise the own site; then
 *   'Track catalogue', the catalogue of the first of those sites (/maps/{site}/tracks).
 * - Every entry is also reachable by {@link canReach}.
 */
export function navigationFor(access: Access): Navigation {
  const reporting = REPORTING_ENTRIES.filter((e) => e.who(access) && canReach(e.path, access)).map(
    ({ label, path }) => ({ label, path }),
  );
  const maps = mapSitesFor(access);
  const catalogue = maps.length > 0 ? `/maps/${encodeURIComponent(maps[0])}/tracks` : null;
  return {
    reporting,
    maps,
    reportGenerator: canReach('/reports', access),
    trackCatalogue: catalogue && canReach(catalogue, access) ? { label: 'Track catalogue', path: catalogue } : null,
  };
}

/** Sites of the Maps menu: all {@link MAP_SITES} for multi-site admins, else the own site. */
export function mapSitesFor(access: Access): string[] {
  if (isMultiSite(access)) return [...MAP_SITES];
  return access.site && canReach(`/maps/${access.site}`, access) ? [access.site] : [];
}
