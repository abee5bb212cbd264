/**
 * Accessibility checks of a page with axe-core (@axe-core/playwright on the playwright-core page):
 * the serious and critical violations, named with their nodes, so a failing test says what to fix.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The serious or critical axe violations on `page` (WCAG 2.1 A and AA rules), as readable lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** True when the page scrolls sideways (a tablet must never have to). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Fails the test, naming `where`, when axe finds a serious or critical violation on `page`. */
export async function assertAccessible(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  assert.deepEqual(found, [], `axe: serious or critical violations on ${where}`);
}
