/**
 * A site's report revision (docs/data-model.md 'Site revision'): a counter bumped after every
 * committed change of one of the site's reports, so an answer derived from the reports can be kept
 * and reused while the counter has not moved (maps/layer-cache.ts).
 */
import { BatchGetCommand, GetCommand, UpdateCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { siteRevisionKey } from '../data/dashboard-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { logger } from '../lib/observability';

/** The site's revision now (strongly consistent: a change committed before this call is counted); 0 before any. */
export async function readSiteRevision(site: string): Promise<number> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: siteRevisionKey(site), ConsistentRead: true }));
  return typeof Item?.rev === 'number' ? Item.rev : 0;
}

/**
 * The revisions of `sites` now, in their order (strongly consistent, one BatchGetItem per 100
 * sites; keys DynamoDB leaves unprocessed are asked again); 0 for a site without one.
 */
export async function readSiteRevisions(sites: readonly string[]): Promise<number[]> {
  const revisions = new Map<string, number>();
  for (let i = 0; i < sites.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = [...new Set(sites.slice(i, i + 100))].map((site) => ({ ...siteRevisionKey(site) }));
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[config.tableName] ?? []) if (typeof item.rev === 'number') revisions.set(item.site as string, item.rev);
      keys = answer.UnprocessedKeys?.[config.tableName]?.Keys;
    }
  }
  return sites.map((site) => revisions.get(site) ?? 0);
}

/**
 * Bumps the revisions of `sites` once their reports' change is committed. Not part of the report's
 * transaction on purpose: every change of a site would then hold this one item and collide with
 * every other filing of the site. A bump that fails is logged and swallowed: the change itself is
 * stored, and kept answers expire after a few minutes anyway (layer-cache.ts).
 */
export async function bumpSiteRevisions(sites: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(sites)].map(async (site) => {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: siteRevisionKey(site),
            UpdateExpression: 'SET entity = :entity, site = :site ADD rev :one',
            ExpressionAttributeValues: { ':entity': 'siteRevision', ':site': site, ':one': 1 },
          }),
        );
      } catch (error) {
        logger.error('Site revision not bumped', { site, error: error as Error });
      }
    }),
  );
}
