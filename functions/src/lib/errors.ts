/**
 * Typed errors a handler throws; the error middleware of create-handler.ts turns each into its
 * status and the `{ message, issues? }` body of docs/api.md. Anything else is a 500.
 */

/** One problem with the input: `path` is dotted (e.g. `rows.0.segmentFrom`). */
export interface Issue {
  path: string;
  message: string;
}

/** Base of every error that maps to an HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues?: Issue[];

  constructor(statusCode: number, message: string, issues?: Issue[]) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    if (issues && issues.length > 0) this.issues = issues;
  }
}

/** 400: the input is wrong; nothing was changed. */
export class BadRequestError extends HttpError {
  constructor(message: string, issues?: Issue[]) {
    super(400, message, issues);
  }
}

/** 401: no valid session; the client should sign in again. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in') {
    super(401, message);
  }
}

/** 403: signed in, but this role or site may not do this. */
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

/** 404: the thing asked for does not exist. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the request conflicts with what is stored (e.g. a report already exists). */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 429: too many attempts; the answer carries Retry-After. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
