import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const reducedMotion of ['no-preference', 'reduce']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, reducedMotion });
  const page = await context.newPage();
  await page.goto(url + '/login');
  const button = page.locator('form button[type="submit"]');
  await button.waitFor();
  console.log(reducedMotion, await button.evaluate((el) => getComputedStyle(el).transitionDuration));
  await context.close();
}
await browser.close();
