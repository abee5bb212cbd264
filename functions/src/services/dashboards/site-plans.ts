/**
 * Site plans (spec 001 section 2.7): which tracks, with their lengths, and which dates belong to
 * phase 1 and phase 2 of a site's project, and its goal. Set by an administrator; one item per site.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { SitePlan } from '@grindline/domain';
import { sitePlanKey } from '../../data/dashboard-entities';
import { ddb } from '../../lib/clients';
import { config } from '../../lib/config';
import type { Caller } from '../../lib/create-handler';
import { isoDateParam } from '../../lib/validate';
import { auditItem } from '../audit-log';

const trackSchema = z.object({
  trackId: z.string({ error: 'trackId is required' }).trim().min(1, 'trackId is required').max(64, 'trackId must be at most 64 characters'),
  line: z.string({ error: 'line is required' }).trim().min(1, 'line is required').max(64, 'line must be at most 64 characters'),
  lengthFeet: z.number({ error: 'lengthFeet must be a number' }).finite('lengthFeet must be a number').positive('lengthFeet must be more than 0').max(10_000_000, 'lengthFeet must be at most 10000000'),
});

const phaseSchema = z
  .object({
    phase: z.union([z.literal(1), z.literal(2)], { error: 'phase must be 1 or 2' }),
    startDate: isoDateParam('startDate'),
    endDate: isoDateParam('endDate'),
    tracks: z.array(trackSchema, { error: 'tracks must be a list' }).min(1, 'tracks must name at least one track').max(200, 'tracks must have at most 200 entries'),
  })
  .refine((p) => p.startDate <= p.endDate, { message: 'startDate must be on or before endDate', path: ['startDate'] });

/** Body of PUT /api/dashboard/site-plans/{site}. */
export const sitePlanBodySchema = z
  .object({
    goalFeet: z.number({ error: 'goalFeet must be a number or null' }).finite('goalFeet must be a number').positive('goalFeet must be more than 0').nullable(),
    phases: z.array(phaseSchema, { error: 'phases must be a list' }).max(2, 'phases must have at most 2 entries'),
  })
  .refine((b) => new Set(b.phases.map((p) => p.phase)).size === b.phases.length, { message: 'phases must not repeat a phase number', path: ['phases'] });
export type SitePlanBody = z.output<typeof sitePlanBodySchema>;

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
  const audit = auditItem({ action: 'sitePlan.put', site, target: site, summary: `plan of ${site} set: ${plan.phases.length} phases, goal ${plan.goalFeet ?? 'none'} ft` }, now);
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
