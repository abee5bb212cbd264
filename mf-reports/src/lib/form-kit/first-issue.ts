import type { z } from 'zod';

/** The first problem of a failed parse: the spec's message, and the path of its field ('grinds.0.segmentTo'). */
export interface FirstIssue {
  message: string;
  path: string;
}

/**
 * The first issue of `error`, for the forms that show only the first error (spec 000 sections 5.3
 * and 5.4): its message to show, its path to put the focus on.
 */
export function firstIssue(error: z.ZodError | undefined): FirstIssue | undefined {
  const issue = error?.issues[0];
  return issue ? { message: issue.message, path: issue.path.map(String).join('.') } : undefined;
}
