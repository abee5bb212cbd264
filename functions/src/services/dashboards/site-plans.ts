/**
 * Site plans (spec 001 section 2.7): which tracks, with their lengths, and which dates belong to
 * phase 1 and phase 2 of a site's project, and its goal. Set by an administrator; one item per site.
 */
import { countOf, formatFigure, siteLengthSymbol } from '@grindline/domain';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SitePlan, SitePlanBody } from '@grindline/domain';
import { sitePlanKey } from '../../data/dashboard-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import type { Caller } from '../../lib/create-handler';
import { auditItem } from '../audit-log';

/** Body of PUT /api/dashboard/site-plans/{site}: the domain's schema, shared with the plan screen. */
export { sitePlanBodySchema, type SitePlanBody } from '@grindline/domain';

/** The plan of `site`, or null when none was set. */
export async function getSitePlan(site: string): Promise<SitePlan | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: sitePlanKey(site) }));
  if (!Item) return null;
  const { site: s, goalFeet, phases, updatedAt, updatedBy } = Item as SitePlan;
  return { site: s, goalFeet: goalFeet ?? null, phases, updatedAt, updatedBy };
}

/** Replaces the plan of `site` with its audit entry, in one transaction (the caller's site access is checked by the route). */
export async function putSitePlan(caller: Caller, site: string, body: SitePlanBody, now = new Date()): Promise<SitePlan> {
  const plan: SitePlan = { site, goalFeet: body.goalFeet, phases: [...body.phases].sort((a, b) => a.phase - b.phase), updatedAt: now.toISOString(), updatedBy: caller.username };
  // The goal is in the site's length unit: metres for SkyTrain, not 'ft'.
  const goal = plan.goalFeet === null || plan.goalFeet === undefined ? 'none' : `${formatFigure(plan.goalFeet)} ${siteLengthSymbol(site)}`;
  const audit = auditItem({ action: 'sitePlan.put', site, target: site, summary: `plan of ${site} set: ${countOf(plan.phases.length, 'phase')}, goal ${goal}` }, now);
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: config.tableName, Item: { ...sitePlanKey(site), entity: 'sitePlan', ...plan } } },
        { Put: { TableName: config.tableName, Item: audit } },
      ],
    }),
  );
  return plan;
}
