/**
 * Who is writing and from which client, for the audit log (docs/data-model.md 'Audit log'), and
 * the request's correlation id (docs/observability.md): create-handler runs every handler inside a
 * context holding them, so the one function that commits a change, and whatever stores work for
 * later (the mail outbox, a CAT upload), read them without every service passing them along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeClient } from '@grindline/domain';

/** The request a write is made for. */
export interface RequestContext {
  username: string;
  role: string;
  client: ChangeClient;
  /** The API request's id, logged as `correlation_id` here and by the background work it causes. */
  correlationId?: string;
  /** The origin of the app page the request came from, when an http(s) origin: report mails link back to it. */
  appOrigin?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` as the current request's. */
export function runInRequest<T>(context: RequestContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

/** The current request's context; outside a request (seeders, workers) the system's. */
export function currentRequest(): RequestContext {
  return storage.getStore() ?? { username: 'system', role: 'system', client: { userAgent: 'system', sourceIp: '' } };
}
