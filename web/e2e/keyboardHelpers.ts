import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the keyboard-only specs (issue 17 §2): every move is a key press, never a click. */

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it (what was there is selected first and replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a closed <select> and moves its choice with the arrow keys until it holds `value`. */
export async function selectByKeys(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const wanted = values.indexOf(value);
  expect(wanted, `option ${value}`).toBeGreaterThanOrEqual(0);
  for (let presses = 0; presses < values.length; presses++) {
    const current = values.indexOf(await select.inputValue());
    if (current === wanted) break;
    await page.keyboard.press(current < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select).toHaveValue(value);
}

/** Tabs (forward, or back) to a button or link and presses Enter (or Space) on it. */
export async function activate(
  page: Page,
  target: Locator,
  { key = 'Enter', back = false }: { key?: 'Enter' | 'Space'; back?: boolean } = {},
): Promise<void> {
  await tabTo(page, target, { back });
  await page.keyboard.press(key);
}

/** The focused element shows a focus indicator: an outline of some width, or a focus shadow. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });
  expect(indicator, 'an element has focus').not.toBeNull();
  const visible = (indicator!.outline !== 'none' && indicator!.width >= 2) || indicator!.shadow !== 'none';
  expect(visible, `focus indicator ${JSON.stringify(indicator)}`).toBe(true);
}

/** A prerendered page has hydrated (its gate moves #root, which would drop the focus) and its content is there. */
export async function interactive(page: Page): Promise<void> {
  await expect(page.locator('#prerender-gate')).toHaveCount(0);
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The first Tab of a fresh page lands on the skip link; Enter moves focus to <main id="main">. */
export async function useSkipLink(page: Page, name = 'Skip to content'): Promise<void> {
  await interactive(page);
  await page.locator('body').evaluate((body) => body.focus());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}
