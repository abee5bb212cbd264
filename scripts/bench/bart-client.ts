/**
 * A small API client for the trust harness (scripts/bench/load.ts, e2e/tests/faults.test.ts):
 * sign-in that keeps every cookie the login sets, JSON requests over node:http with a timeout,
 * valid BART report bodies and the (date, grinder) slots that keep their shift ids apart.
 */
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { BART_DIRECTIONS, BART_GRINDER_TYPES, BART_LINES, BART_SEGMENT_TYPES, BART_STONE_TYPES } from '@grindline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Password of every demo user of the local stack. */
export const DEMO_PASSWORD = 'Grindline-demo-1';

/** An API answer: status, parsed JSON body (text when not JSON) and the time it took. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  ms: number;
}

export interface SendOptions {
  /** The Cookie header to send. */
  cookie?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** node:http agent; `false` opens a new connection for this request only. */
  agent?: Agent | false;
  /** Fails the request after this long (default 15 s). */
  timeoutMs?: number;
}

/** Sends one request to `baseUrl + path`; rejects on a network error or timeout, never on a status. */
export function send(baseUrl: string, method: string, path: string, options: SendOptions = {}): Promise<ApiAnswer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent: options.agent,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON (a plain-text 400 of login): keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Signs in through POST /api/user/login and answers the Cookie header carrying every cookie the
 * login set (gl_id, gl_refresh and any other the session layer adds), to send back as a browser would.
 */
export async function signIn(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ username, password }));
  const cookies = await new Promise<string[]>((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/api/user/login`,
      { method: 'POST', agent: false, timeout: 15_000, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(res.headers['set-cookie'] ?? []) : reject(new Error(`sign-in of ${username} answered ${res.statusCode}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`sign-in of ${username} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
  if (cookies.length === 0) throw new Error(`sign-in of ${username} set no cookie`);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** A (date, grinder type) pair: the shift id of a BART report, so distinct slots never conflict. */
export interface BartSlot {
  date: string;
  grinderType: string;
}

const DAY_MS = 86_400_000;

/** Slot `index` counted from `firstDate`: four grinder types per day, then the next day. */
export function bartSlot(firstDate: string, index: number): BartSlot {
  const day = Date.parse(`${firstDate}T00:00:00Z`) + Math.floor(index / BART_GRINDER_TYPES.length) * DAY_MS;
  return { date: new Date(day).toISOString().slice(0, 10), grinderType: BART_GRINDER_TYPES[index % BART_GRINDER_TYPES.length] };
}

/** How many slots there are from `firstDate` to `lastDate` inclusive. */
export function bartSlotCount(firstDate: string, lastDate: string): number {
  const days = (Date.parse(`${lastDate}T00:00:00Z`) - Date.parse(`${firstDate}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(0, days * BART_GRINDER_TYPES.length);
}

/** A grind row of the BART form, numbers as numbers. */
export interface BartRow {
  segmentType: string;
  completed: 'complete' | 'incomplete';
  direction: string;
  segmentFrom: number;
  segmentTo: number;
  passesLeft: number;
  passesRight: number;
}

/** The body of POST /api/reports/bart. */
export interface BartBody extends BartSlot {
  submissionId: string;
  grinderOperator: string;
  stoneType: string;
  startTime: string;
  stopTime: string;
  line: string;
  comments: string;
  rows: BartRow[];
}

const LINE_A = BART_LINES.find((l) => l.name === 'A')!;
const mp = (x: number) => Math.round(x * 100) / 100;

/**
 * A valid BART report for `slot` on line A with `rowCount` rows; `random` (0..1) varies the
 * rows, so a seeded generator gives the same report again.
 */
export function bartBody(slot: BartSlot, rowCount: number, random: () => number = Math.random, author = 'Trust Harness'): BartBody {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const rows = Array.from({ length: rowCount }, (): BartRow => {
    const from = mp(LINE_A.minMp + random() * (LINE_A.maxMp - LINE_A.minMp - 1));
    return {
      segmentType: pick(BART_SEGMENT_TYPES),
      completed: random() < 0.8 ? 'complete' : 'incomplete',
      direction: pick(BART_DIRECTIONS),
      segmentFrom: from,
      segmentTo: mp(from + 0.01 + random() * 0.9),
      passesLeft: Math.floor(random() * 6),
      passesRight: Math.floor(random() * 6),
    };
  });
  return {
    ...slot,
    submissionId: randomUUID(),
    grinderOperator: author,
    stoneType: pick(BART_STONE_TYPES),
    startTime: '23:30',
    stopTime: '04:30',
    line: LINE_A.name,
    comments: `slot ${slot.date} ${slot.grinderType}`,
    rows,
  };
}

/** Signs `page` in as `username` through the login screen of the stack at `url`, as a user does. */
export async function signInPage(page: Page, url: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
}

/**
 * A fresh browser context (cold HTTP cache) for timing a navigation, without the offline service
 * worker: its first-visit install downloads every remote, which then ran beside the timed
 * navigation, more or less of it by how soon the sign-in's first screen was there (docs/bench.md
 * 'Session 16'). A returning user's worker is installed already.
 */
export function timingContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, serviceWorkers: 'block' });
}

/** Signs in and waits until the first screen's requests have settled, as for a user who then opens another screen. */
export async function signInSettled(page: Page, url: string, username: string): Promise<void> {
  await signInPage(page, url, username);
  await page.waitForLoadState('networkidle');
}
