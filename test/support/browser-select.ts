// Picking an option in an antd Select the way a user does (open it, click the option), made safe against a click that
// lands while the dropdown is still sliding in: the choice counts once the select shows it, else the dropdown is closed
// and the pick tried again.
import type { Locator, Page } from 'playwright-core';

const VISIBLE_OPTIONS = '.ant-select-dropdown:visible:not(.ant-slide-up-appear):not(.ant-slide-up-enter) .ant-select-item-option';
const ATTEMPTS = 3;

/** Picks `option` (its text, or part of it) in the antd Select `select`, and waits until the select shows it. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await page.locator(VISIBLE_OPTIONS).filter({ hasText: option }).first().click();
    try {
      await select.filter({ hasText: option }).waitFor({ timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt === ATTEMPTS) throw err;
      await page.keyboard.press('Escape');
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    }
  }
}
