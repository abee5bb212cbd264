/** A scripted fetch: each call takes the next answer; every request is recorded. */
export interface Call {
  url: string;
  init?: RequestInit;
}

export type Answer = Response | Error | (() => Response | Promise<Response>);

export function mockFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const queue = [...answers];
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = queue.shift();
    if (next === undefined) throw new Error(`Unexpected fetch ${url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  global.fetch = fn as unknown as typeof fetch;
  return { calls, fn };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const textResponse = (status: number, body: string) => new Response(body, { status });
