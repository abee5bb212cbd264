import { loginSchema, type LoginInput, type LoginRequest } from '@grindline/domain';

/** The outcome of checking the login form: the request to send, or a message per field. */
export type LoginCheck = { ok: true; request: LoginRequest } | { ok: false; errors: Partial<Record<keyof LoginInput, string>> };

/**
 * Checks the login form with the domain's login schema (spec 000 section 5.1: both required
 * after trimming). Loaded on the first submit, so zod is not part of the first load.
 */
export function checkLogin(values: LoginInput): LoginCheck {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
