/** How often and how patiently the mail worker retries a mail (report and account mails alike). */

/** Tries per mail and the first wait; read when used so tests and operators can change them. */
export function retryPolicy(env = process.env): { attempts: number; baseMs: number } {
  const n = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : d);
  return { attempts: Math.max(1, n(env.MAIL_MAX_ATTEMPTS, 4)), baseMs: n(env.MAIL_RETRY_BASE_MS, 1000) };
}
