/**
 * Keyboard alone, as a crew member without a mouse or touch screen works: Tab and Shift+Tab to a
 * control, typing, arrow keys and type-ahead in selects, Space and Enter on buttons and boxes. No
 * click and no `fill`: locators only say which control should have the focus, and the helpers fail
 * when Tab does not reach it within the given number of presses (a focus order that wanders, or
 * a control that needs a mouse).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** What has the focus, for a failure message. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (the page body)';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? ` id=${el.id}` : ''}> "${label.trim().slice(0, 60)}"`;
  });
}

/** A keyboard-only user on `page`. */
export function keyboardUser(page: Page) {
  /** Tab (Shift+Tab with `back`) until `target` has the focus; nothing when it has it already. */
  async function tabTo(target: Locator, max = 6, back = false): Promise<void> {
    await target.waitFor();
    if (await isFocused(target)) return;
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      if (await isFocused(target)) return;
    }
    const name = await target.evaluate((el) => el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? el.id);
    assert.fail(`${back ? 'Shift+Tab' : 'Tab'} did not reach "${name?.trim()}" in ${max} presses; the focus is on ${await focusedDescription(page)}`);
  }
  return {
    tabTo,
    /** Tabs to a text field and types `text` (a date as the digits of mm dd yyyy, Chromium's en-US order). */
    async type(target: Locator, text: string, max?: number): Promise<void> {
      await tabTo(target, max);
      await page.keyboard.type(text);
    },
    /** Tabs to a select and picks an option by typing its first letters (the select's type-ahead). */
    async choose(target: Locator, startOfLabel: string, max?: number): Promise<void> {
      await target.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      await tabTo(target, max);
      await page.keyboard.type(startOfLabel);
      const chosen = await target.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      assert.ok(chosen.startsWith(startOfLabel), `typing "${startOfLabel}" chose "${chosen}"`);
    },
    /** Tabs to a select and moves `steps` options down with the arrow key. */
    async arrowDown(target: Locator, steps = 1, max?: number): Promise<void> {
      await target.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      await tabTo(target, max);
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
    },
    /** Tabs to a button (or box) and presses `key` on it (Enter, or Space). */
    async press(target: Locator, key: 'Enter' | 'Space' = 'Enter', max?: number): Promise<void> {
      await tabTo(target, max);
      await page.keyboard.press(key);
    },
    /** Asserts that `target` has the focus now (after a screen change or an error). */
    async assertFocused(target: Locator, why: string): Promise<void> {
      await target.waitFor();
      assert.ok(await isFocused(target), `${why}: the focus is on ${await focusedDescription(page)}`);
    },
  };
}
