import { accessFor } from '@grindline/domain';
import { areaFor } from './areas';
import { routeStatus } from './route-status';

describe('routeStatus (spec 002 section 2)', () => {
  it.each([
    ['BARTadmin', '/grind-reports/new', 'ok'],
    ['BARTadmin', '/maps/BART/', 'ok'],
    ['BARTadmin', '/maps/NYCT', 'redirect'],
    ['BARTadmin', '/reports', 'redirect'],
    ['adminMgmt', '/reports', 'ok'],
    ['adminReadOnly', '/grind-reports/new', 'redirect'],
    ['MBTA', '/maps/MBTA', 'ok'],
    ['MBTA', '/dash?tab=x', 'ok'],
    ['admin', '/no-such-page', 'not-found'],
    ['admin', '/maps/NOWHERE', 'not-found'],
    ['', '/', 'no-access'],
  ])('%s at %s -> %s', (role, path, status) => {
    expect(routeStatus(path, accessFor(role))).toBe(status);
  });
});

describe('areaFor (frontend contract)', () => {
  it.each([
    ['admin', '/', 'dashboards'],
    ['MBTA', '/', 'maps'],
    ['admin', '/dash', 'dashboards'],
    ['adminMgmt', '/reports', 'dashboards'],
    ['BARTadmin', '/grind-reports/view', 'reports'],
    ['NYCTadminedit', '/edit-report/NYCT-1', 'reports'],
    ['admin', '/maps/BART', 'maps'],
    ['admin', '/data-collection/new', 'datacollection'],
  ])('%s at %s -> %s', (role, path, area) => {
    expect(areaFor(path, accessFor(role))?.name).toBe(area);
  });
});
