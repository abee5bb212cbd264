/** The origin of the manager's page (where an invited user signs in), when it is an http(s) origin. */
export function appOrigin(headers: Record<string, string | undefined>): string | undefined {
  const origin = headers.origin;
  return origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? origin : undefined;
}
