/**
 * Dashboard answers kept in the warm Lambda's memory (docs/decisions.md §55), like the map layers'
 * (§31): an answer is made from aggregates and the site's plan, and stays valid while the site's
 * report revision (bumped after every committed report change) and its plan are unchanged. A call
 * reads the revision and the plan (two GetItems in parallel, the plan being part of the answer
 * anyway) and answers the kept figures when neither moved, instead of 3-4 aggregate queries.
 */
import type { SitePlan } from '@grindline/domain';
import { KeptAnswers } from '../../lib/kept-answers';
import { readSiteRevision, readSiteRevisions } from '../site-revision';
import { getSitePlan } from './site-plans';

/** How long a kept answer may serve at most with its state unchanged (a lost revision bump heals by then). */
export const KEPT_FIGURES_MS = 10 * 60_000;
/** How many answers one function keeps (a dashboard answer is a few KB to a few tens of KB). */
export const KEPT_FIGURES = 64;

const kept = new KeptAnswers<unknown>(KEPT_FIGURES, KEPT_FIGURES_MS);

/**
 * The figures `name` of one site for `query`, made by `make` from the site's plan read now, or the
 * ones kept from an earlier call at the same revision and plan. The caller's access to the site is
 * checked before, by the caller of this function.
 */
export async function keptSiteFigures<T>(name: string, site: string, query: object, make: (plan: SitePlan | null) => Promise<T>): Promise<T> {
  const [revision, plan] = await Promise.all([readSiteRevision(site), getSitePlan(site)]);
  // The whole plan is the state: it is small, and two puts within one millisecond stay told apart.
  const state = `${revision}|${JSON.stringify(plan)}`;
  return kept.answer(`${name}|${site}|${JSON.stringify(query)}`, state, () => make(plan)) as Promise<T>;
}

/**
 * The figures `name` of several sites (no plan read) for `query`, kept while none of the sites'
 * revisions moved: one BatchGetItem of their revisions.
 */
export async function keptSitesFigures<T>(name: string, sites: readonly string[], query: object, make: () => Promise<T>): Promise<T> {
  const revisions = sites.length === 1 ? [await readSiteRevision(sites[0])] : await readSiteRevisions(sites);
  return kept.answer(`${name}|${sites.join(',')}|${JSON.stringify(query)}`, revisions.join(','), make) as Promise<T>;
}

/** Forgets every kept answer (tests). */
export function clearKeptFigures(): void {
  kept.clear();
}
