/**
 * The scheduled worker 'review-digest' (functions/src/workers.ts; an EventBridge schedule in AWS):
 * once a day, one mail per site to the agency's reviewers with the shifts waiting for them.
 */
import { logger, observedHandler } from '../../lib/observability';
import { writeDailyDigests } from '../../services/reviews/daily-digest';

export const handler = observedHandler('review-digest', async (): Promise<{ mailed: string[] }> => {
  const mailed = await writeDailyDigests(new Date());
  logger.info('Review digests queued', { sites: mailed.length });
  return { mailed };
});
