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

/**
 * The WCAG contrast ratio of the text of the element `selector` finds first against its own
 * background colour, for cells axe leaves undecided (a rowspan cell: 'overlapped by another element').
 */
export async function textContrast(page: Page, selector: string): Promise<number> {
  const [fg, bg] = await page.locator(selector).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor];
  });
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}
