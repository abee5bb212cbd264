import { routes } from '../../functions/src/route-table';
import { workers } from '../../functions/src/workers';
import { API_AREAS, areaOf, entriesOf } from './api-areas';

describe('API areas', () => {
  const entries = [...routes, ...workers];

  it('puts every route and worker in exactly one area', () => {
    for (const entry of entries) {
      const holders = API_AREAS.filter((area) => entriesOf(area.name, routes).includes(entry as never) || entriesOf(area.name, workers).includes(entry as never));
      expect({ id: entry.id, areas: holders.map((a) => a.name) }).toEqual({ id: entry.id, areas: [areaOf(entry).name] });
    }
    const placed = API_AREAS.flatMap((area) => [...entriesOf(area.name, routes), ...entriesOf(area.name, workers)]);
    expect(placed).toHaveLength(entries.length);
  });

  it('finds the area from the handler folder', () => {
    expect(areaOf(routes.find((r) => r.id === 'user-login')!).stackName).toBe('GrindlineApiAccess');
    expect(areaOf(routes.find((r) => r.id === 'bart-report-submit')!).stackName).toBe('GrindlineApiReports');
    expect(areaOf(routes.find((r) => r.id === 'nyct-weekly-pdf')!).stackName).toBe('GrindlineApiDashboards');
    expect(areaOf(routes.find((r) => r.id === 'maps-grind')!).stackName).toBe('GrindlineApiMaps');
    expect(areaOf(workers.find((w) => w.id === 'cat-process')!).stackName).toBe('GrindlineApiDataCollection');
    expect(areaOf(workers.find((w) => w.id === 'mail-outbox')!).stackName).toBe('GrindlineApiReports');
  });

  it('names the route and the file to edit for a handler folder without an area', () => {
    expect(() => areaOf({ id: 'invoice-list', handler: 'billing/list-invoices' })).toThrow(
      "invoice-list: handler folder 'billing' (handler 'billing/list-invoices') has no API area; add it to AREA_OF_FOLDER in infra/src/api-areas.ts",
    );
  });

  it('gives every area its own stack name', () => {
    expect(new Set(API_AREAS.map((a) => a.stackName)).size).toBe(API_AREAS.length);
    for (const area of API_AREAS) expect(area.stackName).toMatch(/^GrindlineApi[A-Z]\w+$/);
  });
});
