// With a captcha configured (Turnstile's always-pass test keys, its widget stood in for by a script on 127.0.0.1), a
// person signs up by solving the widget, and login asks for it after repeated failures for the email.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { clientHeaders, productAndBrowserForThisFile, screenshot } from '../support/browser';
import {
  serveFakeTurnstile,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SECRET,
  TURNSTILE_TEST_SITE_KEY,
  type FakeTurnstile,
} from '../support/fake-turnstile';

const texts = {
  'en-US': {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    captchaRequired: 'Please confirm that you are not a robot',
    language: 'en',
  },
  'ru-RU': {
    fullName: 'Полное имя',
    email: 'Почта',
    phone: 'Телефон',
    password: 'Пароль',
    captchaRequired: 'Подтвердите, что вы не робот',
    language: 'ru',
  },
} as const;

const side = {} as { widget: FakeTurnstile };
beforeAll(async () => {
  side.widget = await serveFakeTurnstile();
});
afterAll(() => side.widget?.close());
// The policy opens to the widget's script origin: nothing it does is blocked (the per-test CSP check stays empty).
const running = productAndBrowserForThisFile(() => ({
  CAPTCHA_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
  CAPTCHA_SECRET: TURNSTILE_TEST_SECRET,
  CAPTCHA_SCRIPT_URL: side.widget.scriptUrl,
  AUTH_RATE_LIMIT_PER_MINUTE: '200',
}));

async function pageIn(locale: keyof typeof texts): Promise<Page> {
  const context = await running.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), locale);
  return context.newPage();
}

/** Resolves once the page's widget is no longer ticked (a reset), within Playwright's bound. */
const widgetReset = (page: Page) =>
  page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid=fake-turnstile] input')?.checked === false);

describe.each(['en-US', 'ru-RU'] as const)('registration with a captcha in %s', (locale) => {
  it('shows the captcha-required error on the widget until it is solved, starts the widget over after a refused submit, and signs up with its token', async () => {
    const t = texts[locale];
    const page = await pageIn(locale);
    await page.goto(`${running.product.url}/registration`);
    const form = page.getByTestId('registration-form');
    const widget = form.getByTestId('fake-turnstile');
    await widget.waitFor();
    expect(await widget.getAttribute('data-sitekey')).toBe(TURNSTILE_TEST_SITE_KEY);
    expect(await widget.getAttribute('data-language')).toBe(t.language);
    expect(
      await page
        .locator('script[src*="/turnstile/v0/api.js"]')
        .evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).search)),
    ).toEqual(['?render=explicit']);

    await form.getByLabel(t.fullName).fill('Ivan Petrov');
    await form.getByLabel(t.email).fill('seller@demo.ledgerhouse.test');
    await form.getByLabel(t.phone).fill('+7 999 123 45 67');
    await form.getByLabel(t.password).fill('secret-99');
    await page.getByTestId('registration-submit').click();
    const captchaError = form
      .locator('.ant-form-item', { has: page.getByTestId('captcha-widget') })
      .locator('.ant-form-item-explain-error');
    await captchaError.getByText(t.captchaRequired).waitFor();
    await screenshot(page, `captcha-required-${locale}`);

    // Solving clears the message; the taken email is refused after the check, so the spent token's widget starts over.
    await widget.getByRole('checkbox').check();
    await captchaError.waitFor({ state: 'detached' });
    await page.getByTestId('registration-submit').click();
    await form
      .locator('.ant-form-item', { has: page.getByLabel(t.email) })
      .locator('.ant-form-item-explain-error')
      .waitFor();
    await widgetReset(page);

    await form.getByLabel(t.email).fill(`captcha-${randomUUID().slice(0, 8)}@shop.example`);
    await page.getByTestId('registration-submit').click();
    await captchaError.getByText(t.captchaRequired).waitFor();

    await widget.getByRole('checkbox').check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register/') && r.method() === 'POST');
    await page.getByTestId('registration-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({ captchaToken: TURNSTILE_DUMMY_TOKEN });
    await page.getByTestId('check-email').waitFor();
    await page.context().close();
  });
});

describe('login with a captcha', () => {
  it('shows no widget at first, asks for it after three failures for the email, starts it over after a wrong password, and logs in once solved', async () => {
    const email = 'seller@demo.ledgerhouse.test';
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${running.product.url}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await clientHeaders(running.product.url)) },
        body: JSON.stringify({ email, password: 'wrong-pass-1' }),
      });
      expect(res.status).toBe(400);
    }
    const page = await pageIn('en-US');
    await page.goto(`${running.product.url}/login`);
    const form = page.getByTestId('login-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('demo-pass-1');
    // Until the server asks, the field waits hidden: no widget, no script.
    expect(await form.getByTestId('captcha-widget').count()).toBe(0);
    expect(await page.locator('script[src*="/turnstile/v0/api.js"]').count()).toBe(0);

    await page.getByTestId('login-submit').click();
    const widget = form.getByTestId('fake-turnstile');
    await widget.waitFor();
    await form.getByText(texts['en-US'].captchaRequired).waitFor();

    await widget.getByRole('checkbox').check();
    await form.getByLabel('Password').fill('wrong-pass-1');
    await page.getByTestId('login-submit').click();
    await widgetReset(page);
    await form.getByLabel('Password').fill('demo-pass-1');
    await page.getByTestId('login-submit').click();
    await form.getByText(texts['en-US'].captchaRequired).waitFor();

    await widget.getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.context().close();
  });
});
