/**
 * The product's areas as operations sees them: the API's areas (api-areas.ts), one CloudWatch
 * dashboard each, in the area's own stack. One mapping decides both where a Lambda is deployed and
 * on which dashboard it is watched.
 */
import { API_AREAS, areaOf, type ApiAreaName } from '../api-areas';
import type { RouteDef } from '../../../functions/src/route-table';
import type { WorkerDef } from '../../../functions/src/workers';

export type Area = ApiAreaName;
export const AREAS: readonly Area[] = API_AREAS.map((a) => a.name);

/** Dashboard title of each area. */
export const AREA_TITLES: Readonly<Record<Area, string>> = {
  access: 'Sign-in and administration',
  reports: 'Reports',
  signoff: 'Agency sign-off',
  dashboards: 'Dashboards',
  maps: 'Maps',
  dataCollection: 'Data collection',
};

/** The area of an API route (the stack it is deployed by). */
export function areaOfRoute(route: Pick<RouteDef, 'id' | 'handler'>): Area {
  return areaOf(route).name as Area;
}

/** The area of a worker: report mails belong to reports, CAT processing to data collection. */
export function areaOfWorker(worker: Pick<WorkerDef, 'id' | 'handler'>): Area {
  return areaOf(worker).name as Area;
}
