import { ApiError } from './api-error';

/**
 * What to tell the user about a failed call: the server's own message when it answered,
 * otherwise that it could not be reached (fetch rejects with a TypeError whose text varies by
 * browser and means nothing to a field supervisor).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || `The server answered with status ${error.status}.`;
  return 'The server could not be reached. Check the connection and try again.';
}
