/**
 * What the submission benches share: posting one report body and requiring 201 Created, and the
 * median of a series of timings. Sign-in is `signIn` of ./bart-client.
 */

/** POSTs `body` as JSON to `path` with the session `cookie`; anything but 201 Created throws. */
export async function postCreated(url: string, cookie: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`bench submission failed: ${response.status} ${await response.text()}`);
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
