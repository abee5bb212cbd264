/**
 * Shared set-up of the browser tests: a local stack in memory (demo users only) and Debian's
 * Chromium (its headless shell) driven by playwright-core. Screenshots go to e2e/artifacts/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../infra/local/start-stack';

export const DEMO_PASSWORD = 'Grindline-demo-1';
export const ARTIFACTS = join(import.meta.dirname ?? __dirname, '..', 'artifacts');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface E2eWorld {
  stack: LocalStack;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The browser the tests drive: CHROMIUM_PATH when set, else Debian's headless shell (package
 * chromium-headless-shell, installed by scripts/setup.mjs), which runs the same suite on a fifth
 * less CPU than the full browser in its new headless mode (docs/decisions.md §62); else Chromium.
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

/** Headless Chromium without the background traffic that would disturb the tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: testBrowserPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Starts the stack and the browser once per test file. */
export async function startWorld(): Promise<E2eWorld> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const stack = await startLocalStack({ seed: 'users' });
  // A browser that cannot start must not leave the stack running: the file would fail and hang.
  const browser = await launchChromium().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  return {
    stack,
    browser,
    async stop() {
      await browser.close();
      await stack.stop();
    },
  };
}

/** Opens a fresh browser context (its own cookies) and signs in through the login screen. */
export async function signIn(world: E2eWorld, username: string): Promise<Page> {
  const context = await world.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
  await page.goto(world.stack.url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  return page;
}

/** Saves a screenshot named after the step, for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
