/**
 * Screenshots kept in docs/screens: the ones a reader of the README looks at, besides the copy
 * every screenshot leaves in the e2e artifacts.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, shot } from './browser';

const SCREENS = join(import.meta.dirname ?? __dirname, '..', '..', 'docs', 'screens');

/** Takes the screenshot `name` of `page` and keeps a copy as docs/screens/<name>.png. */
export async function keep(page: Page, name: string): Promise<void> {
  await shot(page, name);
  mkdirSync(SCREENS, { recursive: true });
  copyFileSync(join(ARTIFACTS, `${name}.png`), join(SCREENS, `${name}.png`));
}

/** Keeps a PNG made otherwise (a PDF page rendered by poppler) as docs/screens/<name>.png. */
export function keepPng(file: string, name: string): void {
  mkdirSync(SCREENS, { recursive: true });
  copyFileSync(file, join(SCREENS, `${name}.png`));
}
