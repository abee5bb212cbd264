import type { ApiIssue } from './types';

/** Thrown by apiJson for any non-2xx answer; `message` is the server's message (docs/api.md). */
export class ApiError extends Error {
  status: number;
  issues?: ApiIssue[];

  constructor(status: number, message: string, issues?: ApiIssue[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}
