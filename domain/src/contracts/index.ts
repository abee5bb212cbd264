/**
 * Every route contract, in the order of the route table (functions/src/route-table.ts). The
 * OpenAPI document, the route table and the tests that count routes read this list.
 */
import * as admin from './admin';
import * as dashboard from './dashboard';
import * as dataCollection from './data-collection';
import * as docs from './docs';
import * as maps from './maps';
import * as photos from './photos';
import * as reference from './reference';
import * as reportVersions from './report-versions';
import * as reports from './reports';
import * as reviews from './reviews';
import type { RouteContract } from './route-contract';
import * as user from './user';
import * as users from './users';

/** The contracts by area: the tag of each in the OpenAPI document. */
export const CONTRACT_AREAS = { user, users, reports, 'report-versions': reportVersions, reviews, admin, dashboard, reference, 'data-collection': dataCollection, maps, photos, docs } as const;

/** Whether an export of an area file is a route contract (an area file may also export its schemas). */
function isRouteContract(value: unknown): value is RouteContract {
  const v = value as Partial<RouteContract> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.path === 'string' && typeof v.method === 'string' && typeof v.responses === 'object';
}

/** Every contract, each once. */
export const ALL_CONTRACTS: readonly RouteContract[] = Object.values(CONTRACT_AREAS).flatMap((area) => Object.values(area).filter(isRouteContract));
