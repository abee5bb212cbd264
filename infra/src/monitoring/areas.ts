/**
 * The product's areas as operations sees them: one CloudWatch dashboard each. A Lambda belongs
 * to the area of its handler folder; the form lookups (`/api/form/...`) serve the report forms.
 */
import type { RouteDef } from '../../../functions/src/route-table';
import type { WorkerDef } from '../../../functions/src/workers';

export const AREAS = ['reports', 'maps', 'dashboards', 'data-collection', 'sign-in-admin'] as const;
export type Area = (typeof AREAS)[number];

/** Dashboard name and title of each area. */
export const AREA_TITLES: Readonly<Record<Area, string>> = {
  reports: 'Reports',
  maps: 'Maps',
  dashboards: 'Dashboards',
  'data-collection': 'Data collection',
  'sign-in-admin': 'Sign-in and administration',
};

const BY_HANDLER_FOLDER: Readonly<Record<string, Area>> = {
  reports: 'reports',
  dashboard: 'dashboards',
  maps: 'maps',
  'data-collection': 'data-collection',
  user: 'sign-in-admin',
  audit: 'sign-in-admin',
  mail: 'sign-in-admin',
  reference: 'sign-in-admin',
  auth: 'sign-in-admin',
};

/** The area of a handler module path (`reports/submit-bart`); throws for an unknown folder. */
export function areaOfHandler(handler: string): Area {
  const folder = handler.split('/')[0];
  const area = BY_HANDLER_FOLDER[folder];
  if (!area) throw new Error(`No monitoring area for handler folder '${folder}' (${handler}): add it to infra/src/monitoring/areas.ts`);
  return area;
}

/** The area of an API route. */
export function areaOfRoute(route: Pick<RouteDef, 'handler' | 'path'>): Area {
  return route.path.startsWith('/api/form/') ? 'reports' : areaOfHandler(route.handler);
}

/** The area of a worker: report mails belong to reports, CAT processing to data collection. */
export function areaOfWorker(worker: Pick<WorkerDef, 'handler' | 'source'>): Area {
  if (worker.source.kind === 'tableStream' && worker.source.entity === 'outbox') return 'reports';
  return areaOfHandler(worker.handler);
}
