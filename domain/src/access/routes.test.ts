import { accessFor } from './roles';
import { canReach, canonicalPath, dashboardTabs, homeFor, navigationFor } from './routes';

const ALL_ROLES = ['admin', 'adminMgmt', 'adminReadOnly', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin', 'MBTA'];
const who = (path: string) => ALL_ROLES.filter((role) => canReach(path, accessFor(role)));

describe('canReach (spec 002 section 2)', () => {
  it('opens / and /dash to every signed-in role', () => {
    expect(who('/')).toEqual(ALL_ROLES);
    expect(who('/dash')).toEqual(ALL_ROLES);
  });

  it('opens /grind-reports/new to every admin type but adminMgmt and adminReadOnly', () => {
    expect(who('/grind-reports/new')).toEqual(['admin', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin']);
  });

  it('opens Delete Old Grind Report to super and adminMgmt only', () => {
    expect(who('/grind-reports/delete')).toEqual(['admin', 'adminMgmt']);
  });

  it('opens /grind-reports/edit to super, SKYTRAIN and BART (NYCT gets nothing)', () => {
    expect(who('/grind-reports/edit')).toEqual(['admin', 'SKYTRAINadmin', 'BARTadmin']);
  });

  it('opens the NCTD and sound-transit forms to adminMgmt and super', () => {
    expect(who('/grind-reports/nctd')).toEqual(['admin', 'adminMgmt']);
    expect(who('/grind-reports/sound-transit')).toEqual(['admin', 'adminMgmt']);
  });

  it('opens the shift viewer to super, adminMgmt, SKYTRAIN and BART', () => {
    expect(who('/grind-reports/view')).toEqual(['admin', 'adminMgmt', 'SKYTRAINadmin', 'BARTadmin']);
  });

  it('opens /reports to adminMgmt only and /data-collection/new to adminMgmt and super', () => {
    expect(who('/reports')).toEqual(['adminMgmt']);
    expect(who('/data-collection/new')).toEqual(['admin', 'adminMgmt']);
  });

  it('opens a report history to super, adminMgmt and site admins, and the audit log to adminMgmt only', () => {
    expect(who('/grind-reports/history/2024030500705')).toEqual(['admin', 'adminMgmt', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin']);
    expect(who('/grind-reports/history/not-a-shift')).toEqual([]);
    expect(who('/grind-reports/audit')).toEqual(['adminMgmt']);
  });

  it('opens /edit-report/{shiftId} to adminMgmt and NYCTedit', () => {
    expect(who('/edit-report/2024030500705')).toEqual(['adminMgmt', 'NYCTadminedit']);
    expect(who('/edit-report/')).toEqual([]);
  });

  it('opens /maps/{site} to the multi-site admins, admins whose type contains the site, and the site\'s own users', () => {
    expect(who('/maps/NYCT')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'NYCTadmin', 'NYCTadminedit']);
    expect(who('/maps/MBTA')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'MBTA']);
    expect(who('/maps/BART')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'BARTadmin']);
    expect(who('/maps/NOWHERE')).toEqual([]);
  });

  it('opens /maps/{site}/tracks to exactly those who may open /maps/{site}', () => {
    expect(who('/maps/BART/tracks')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'BARTadmin']);
    expect(who('/maps/NYCT/tracks')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'NYCTadmin', 'NYCTadminedit']);
    expect(who('/maps/MBTA/tracks/')).toEqual(['admin', 'adminMgmt', 'adminReadOnly', 'MBTA']);
    expect(who('/maps/NOWHERE/tracks')).toEqual([]);
    expect(who('/maps/BART/tracks/A_1')).toEqual([]);
  });

  it('ignores a query string and a trailing slash, and refuses unknown paths', () => {
    expect(canReach('/reports/?x=1', accessFor('adminMgmt'))).toBe(true);
    expect(canReach('/secret', accessFor('admin'))).toBe(false);
    expect(canReach('/maps/%E0%A4%A', accessFor('admin'))).toBe(false);
  });

  it('refuses everything to a blank role', () => {
    expect(canReach('/', accessFor(''))).toBe(false);
  });
});

describe('canonicalPath (a site typed in another case)', () => {
  it("answers the site's own spelling for the map, the catalogue and the imports, query and hash kept", () => {
    expect(canonicalPath('/maps/bart')).toBe('/maps/BART');
    expect(canonicalPath('/maps/bart/')).toBe('/maps/BART');
    expect(canonicalPath('/maps/Skytrain/tracks?track=T1')).toBe('/maps/SKYTRAIN/tracks?track=T1');
    expect(canonicalPath('/maps/c-train/measurements#top')).toBe('/maps/C-Train/measurements#top');
    expect(canonicalPath('/maps/sound%20transit')).toBeNull();
  });

  it('answers null for a canonical path, an unknown site and other routes', () => {
    expect(canonicalPath('/maps/BART')).toBeNull();
    expect(canonicalPath('/maps/C-Train/tracks')).toBeNull();
    expect(canonicalPath('/maps/atlantis')).toBeNull();
    expect(canonicalPath('/maps/%E0%A4%A')).toBeNull();
    expect(canonicalPath('/maps/bart/other')).toBeNull();
    expect(canonicalPath('/dash')).toBeNull();
  });

  it('leads to a path canReach decides like the canonical one', () => {
    const bart = accessFor('BARTadmin');
    expect(canReach(canonicalPath('/maps/bart') ?? '', bart)).toBe(true);
    expect(canReach(canonicalPath('/maps/nyct') ?? '', bart)).toBe(false);
  });
});

describe('homeFor', () => {
  it('shows the map to plain users and the dashboard to admin types', () => {
    expect(homeFor(accessFor('MBTA'))).toBe('map');
    expect(homeFor(accessFor('BARTadmin'))).toBe('dashboard');
    expect(homeFor(accessFor('adminReadOnly'))).toBe('dashboard');
    expect(homeFor(accessFor(''))).toBeNull();
  });
});

describe('dashboardTabs (spec 002 section 2)', () => {
  it.each([
    ['admin', ['Daily Stats', 'Across Site', 'Performance Metrics', 'NYCT Report', 'Data Collection']],
    ['adminMgmt', ['Daily Stats', 'Across Site', 'Performance Metrics', 'NYCT Report', 'Data Collection']],
    ['adminReadOnly', ['Daily Stats', 'Across Site', 'Performance Metrics', 'Data Collection']],
    ['NYCTadmin', ['Daily Stats', 'Across Site', 'Performance Metrics', 'NYCT Report']],
    ['NYCTadminedit', ['Daily Stats', 'Across Site', 'Performance Metrics', 'NYCT Report']],
    ['BARTadmin', ['Daily Stats', 'Across Site', 'Performance Metrics']],
    ['MBTA', ['Daily Stats', 'Performance Metrics']],
    ['', []],
  ])('%s sees %j', (role, tabs) => {
    expect(dashboardTabs(accessFor(role))).toEqual(tabs);
  });
});

describe('navigationFor (spec 002 sections 2 and 6)', () => {
  const labels = (role: string) => navigationFor(accessFor(role)).reporting.map((e) => e.label);

  it('gives BART and SKYTRAIN new report and view old reports', () => {
    expect(navigationFor(accessFor('BARTadmin')).reporting).toEqual([
      { label: 'New Report', path: '/grind-reports/new' },
      { label: 'View Old Reports', path: '/grind-reports/view' },
      { label: 'To review', path: '/grind-reports/review' },
      { label: 'Quantities statement', path: '/grind-reports/statement' },
    ]);
    expect(labels('SKYTRAINadmin')).toEqual(['New Report', 'View Old Reports', 'To review', 'Quantities statement']);
  });

  it('adds Add CAT Data and Mail lists for super and adminMgmt', () => {
    expect(labels('admin')).toEqual(['New Report', 'New NCTD Report', 'New Sound Transit Report', 'View Old Reports', 'Delete Old Grind Report', 'Add CAT Data', 'Mail lists', 'Users', 'To review', 'Quantities statement']);
    expect(labels('adminMgmt')).toEqual(['New NCTD Report', 'New Sound Transit Report', 'View Old Reports', 'Delete Old Grind Report', 'Add CAT Data', 'Mail lists', 'Users', 'Audit log', 'To review', 'Quantities statement']);
    expect(canReach('/grind-reports/mail-lists', accessFor('BARTadmin'))).toBe(false);
    expect(canReach('/grind-reports/mail-lists', accessFor('adminReadOnly'))).toBe(false);
  });

  it('gives NYCT and NYCTedit Add New Grind Report', () => {
    expect(labels('NYCTadmin')).toEqual(['Add New Grind Report', 'To review', 'Quantities statement']);
    expect(labels('NYCTadminedit')).toEqual(['Add New Grind Report', 'To review', 'Quantities statement']);
  });

  it('gives the agency inspector To review and the statement, and no other entry; a plain site user none', () => {
    expect(labels('BARTinspector')).toEqual(['To review', 'Quantities statement']);
    expect(navigationFor(accessFor('BARTinspector')).maps).toEqual(['BART']);
    expect(canReach('/grind-reports/review/20260301100001', accessFor('BARTinspector'))).toBe(true);
    expect(canReach('/grind-reports/review', accessFor('MBTA'))).toBe(false);
    expect(canReach('/grind-reports/statement', accessFor('MBTA'))).toBe(false);
    expect(canReach('/grind-reports/history/20260301100001', accessFor('BARTinspector'))).toBe(false);
  });

  it('shows adminReadOnly Maps, with every map site, and the sign-off screens', () => {
    const nav = navigationFor(accessFor('adminReadOnly'));
    expect(nav.reporting.map((e) => e.label)).toEqual(['To review', 'Quantities statement']);
    expect(nav.reportGenerator).toBe(false);
    expect(nav.maps).toEqual(['BART', 'SKYTRAIN', 'ETS', 'SOUNDTRANSIT', 'MBTA', 'JFK', 'SDMTS', 'NYCT', 'NCTD', 'OTRAIN', 'VTA', 'GCRTA']);
  });

  it('shows the Report Generator to adminMgmt only', () => {
    expect(navigationFor(accessFor('adminMgmt')).reportGenerator).toBe(true);
    expect(navigationFor(accessFor('admin')).reportGenerator).toBe(false);
  });

  it('lists only the own site in Maps for site admins and plain users', () => {
    expect(navigationFor(accessFor('NYCTadminedit')).maps).toEqual(['NYCT']);
    expect(navigationFor(accessFor('MBTA')).maps).toEqual(['MBTA']);
    expect(navigationFor(accessFor('MBTA')).reporting).toEqual([]);
  });

  it('ends the Maps menu with the track catalogue of the first map site', () => {
    expect(navigationFor(accessFor('admin')).trackCatalogue).toEqual({ label: 'Track catalogue', path: '/maps/BART/tracks' });
    expect(navigationFor(accessFor('NYCTadminedit')).trackCatalogue).toEqual({ label: 'Track catalogue', path: '/maps/NYCT/tracks' });
    expect(navigationFor(accessFor('MBTA')).trackCatalogue).toEqual({ label: 'Track catalogue', path: '/maps/MBTA/tracks' });
    expect(navigationFor(accessFor('DEV')).trackCatalogue).toBeNull();
    expect(navigationFor(accessFor('')).trackCatalogue).toBeNull();
  });
});
