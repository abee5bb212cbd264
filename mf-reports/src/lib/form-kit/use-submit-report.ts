import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, useUser } from 'shell/kit';
import { clearDraft, draftKey, ensureSubmissionId } from './drafts';
import { outboxFor, putOutbox, removeOutbox, type OutboxEntry } from './outbox';
import type { PhotoTarget } from './photos/photo-upload';
import type { PhotoRef } from '@grindline/domain';

export type SubmitState = 'idle' | 'submitting' | 'queued' | 'sent' | 'conflict' | 'error';

/** A conflict found on sending: the report the user filed and the one the server already holds. */
export interface SubmitConflict<TBody> {
  mine: TBody;
  /** The server's version, when the form could load it (`loadConflict`). */
  theirs?: unknown;
  /** The server's message ('ERROR: shift ID already exists in db. ...'). */
  message: string;
}

export interface UseSubmitReportOptions<TBody, TResult> {
  /** The same key as the form's useReportForm: the draft and its submission id are shared. */
  formKey: string;
  /** Sends one report as one request; must be idempotent by `submissionId` on the server. */
  send: (body: TBody, submissionId: string) => Promise<TResult>;
  /** Loads the server's version of a report that conflicts with `body` (shown beside the user's). */
  loadConflict?: (body: TBody, error: ApiError) => Promise<unknown>;
  /** Called once when the server has stored the report (sent now or from the outbox). */
  onSent?: (result: TResult, body: TBody) => void;
  /** The draft format's version (as given to useReportForm). */
  version?: number;
  /**
   * Where the report's photos (its body's `photos`) are uploaded before it is sent: the site and
   * submission id their bucket keys are made of. Without it a body's photos are sent as refs only.
   */
  photoTarget?: (body: TBody, submissionId: string) => PhotoTarget;
}

export interface UseSubmitReportReturn<TBody, TResult> {
  /** Files `body`; a second call while one is under way does nothing. */
  submit(body: TBody): Promise<void>;
  state: SubmitState;
  result?: TResult;
  error?: unknown;
  conflict?: SubmitConflict<TBody>;
  /** Forgets a conflict after the user chose (the draft stays, so nothing is lost); back to idle. */
  dismissConflict(): void;
  /** Back to idle after an error (the form shows its fields again). */
  reset(): void;
}

/** True for a failure that means "no network" rather than an answer of the application. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // The gateway or a proxy answering for an unreachable service.
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

interface Snapshot<TBody, TResult> {
  state: SubmitState;
  result?: TResult;
  error?: unknown;
  conflict?: SubmitConflict<TBody>;
}

/**
 * Files a report once. One submission id per report, kept with the draft; offline (or when the
 * request cannot reach the server) the report is queued in IndexedDB and sent, with the same id,
 * when the network returns or the form is opened again; a 409 is a conflict kept with both
 * versions; on success the draft is cleared. The report's photos are uploaded before each send
 * (those already in the bucket are skipped), so a queued report carries its photos too.
 */
export function useSubmitReport<TBody, TResult>(options: UseSubmitReportOptions<TBody, TResult>): UseSubmitReportReturn<TBody, TResult> {
  const user = useUser();
  const key = draftKey(user?.username, options.formKey);
  const version = options.version ?? 1;
  const [snapshot, setSnapshot] = useState<Snapshot<TBody, TResult>>({ state: 'idle' });
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback((next: Snapshot<TBody, TResult>) => {
    if (mounted.current) setSnapshot(next);
  }, []);

  /** Sends one report; decides what the user sees from the answer. */
  const deliver = useCallback(
    async (body: TBody, submissionId: string, queuedAt: string | null): Promise<void> => {
      const { send, loadConflict, onSent, photoTarget } = latest.current;
      const queue = async (status: OutboxEntry['status'], extra: Partial<OutboxEntry> = {}) =>
        putOutbox({ submissionId, draftKey: key, owner: user?.username ?? 'signed-out', formKey: latest.current.formKey, body, queuedAt: queuedAt ?? new Date().toISOString(), status, ...extra });
      try {
        // The pictures first, straight to the bucket; the report is filed once they are all there.
        const photos = (body as { photos?: PhotoRef[] } | null)?.photos;
        // The upload code is fetched only for a report with photos (decisions §54).
        if (photoTarget && photos?.length) await (await import('./photos/photo-upload')).uploadReportPhotos(photoTarget(body, submissionId), photos);
        const result = await send(body, submissionId);
        await removeOutbox(submissionId);
        await clearDraft(key);
        show({ state: 'sent', result });
        onSent?.(result, body);
      } catch (error) {
        if (isNetworkFailure(error)) {
          await queue('queued');
          show({ state: 'queued' });
        } else if (error instanceof ApiError && error.status === 409) {
          const theirs = loadConflict ? await loadConflict(body, error).catch(() => undefined) : undefined;
          await queue('conflict', { theirs, message: error.message });
          show({ state: 'conflict', conflict: { mine: body, theirs, message: error.message } });
        } else {
          if (queuedAt) await removeOutbox(submissionId);
          show({ state: 'error', error });
        }
      }
    },
    [key, user?.username, show],
  );

  const submit = useCallback(
    async (body: TBody) => {
      if (busy.current) return;
      busy.current = true;
      show({ state: 'submitting' });
      try {
        const submissionId = await ensureSubmissionId(key, version);
        if (!online()) {
          await putOutbox({ submissionId, draftKey: key, owner: user?.username ?? 'signed-out', formKey: latest.current.formKey, body, queuedAt: new Date().toISOString(), status: 'queued' });
          show({ state: 'queued' });
          return;
        }
        await deliver(body, submissionId, null);
      } catch (error) {
        show({ state: 'error', error });
      } finally {
        busy.current = false;
      }
    },
    [key, version, user?.username, deliver, show],
  );

  // The outbox of this form: shown when the form opens, sent when the network is (back) on.
  useEffect(() => {
    let stopped = false;
    const flush = async () => {
      if (busy.current || stopped) return;
      busy.current = true;
      try {
        for (const entry of await outboxFor(key)) {
          if (stopped) break;
          if (entry.status === 'conflict') {
            show({ state: 'conflict', conflict: { mine: entry.body as TBody, theirs: entry.theirs, message: entry.message ?? '' } });
            continue;
          }
          if (!online()) {
            show({ state: 'queued' });
            continue;
          }
          show({ state: 'submitting' });
          await deliver(entry.body as TBody, entry.submissionId, entry.queuedAt);
        }
      } finally {
        busy.current = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    // Some networks come back without an 'online' event (a captive portal, a proxy): try again now and then.
    const timer = window.setInterval(() => {
      if (online()) void outboxFor(key).then((entries) => {
        if (entries.some((e) => e.status === 'queued')) void flush();
      });
    }, 30_000);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [key, deliver, show]);

  const dismissConflict = useCallback(() => {
    void outboxFor(key).then(async (entries) => {
      for (const e of entries) if (e.status === 'conflict') await removeOutbox(e.submissionId);
      show({ state: 'idle' });
    });
  }, [key, show]);

  const reset = useCallback(() => show({ state: 'idle' }), [show]);

  return { submit, ...snapshot, dismissConflict, reset };
}
