/**
 * The scheduled worker 'review-digest' (functions/src/workers.ts; an EventBridge schedule in AWS):
 * once a day, one mail per site to the agency's reviewers with the shifts waiting for them. The day
 * is the event's scheduled time (a retry of a run is still that run's day), the clock's when absent.
 */
import { logger, observedHandler } from '../../lib/observability';
import { writeDailyDigests } from '../../services/reviews/daily-digest';

/** What the handler reads of EventBridge's 'Scheduled Event' (the local stand-in sends the same). */
export interface ScheduledRun {
  /** The time the run was scheduled for (ISO 8601). */
  time?: string;
}

export const handler = observedHandler('review-digest', async (event: ScheduledRun | undefined): Promise<{ mailed: string[] }> => {
  const scheduled = event?.time ? new Date(event.time) : new Date();
  const mailed = await writeDailyDigests(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
  logger.info('Review digests queued', { sites: mailed.length });
  return { mailed };
});
