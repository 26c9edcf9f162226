// A person signs up, reads the confirmation mail, confirms, logs in, edits the profile and logs out; a manager lands on the warehouse.
import { randomUUID } from 'node:crypto';
import { clientHeaders, productAndBrowserForThisFile, screenshot } from '../support/browser';
import { freshSeller, ownMailLink } from '../support/browser-api';

const running = productAndBrowserForThisFile();

const texts = {
  'en-US': {
    register: 'Register',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    login: 'Log in',
    saved: 'Profile saved',
    confirmed: 'Your email is confirmed',
    resend: 'Send the link again',
    resent: 'We sent a new confirmation link to',
  },
  'ru-RU': {
    register: 'Зарегистрироваться',
    fullName: 'Полное имя',
    email: 'Почта',
    phone: 'Телефон',
    password: 'Пароль',
    login: 'Войти',
    saved: 'Профиль сохранён',
    confirmed: 'Почта подтверждена',
    resend: 'Отправить ссылку ещё раз',
    resent: 'Мы отправили новую ссылку для подтверждения на',
  },
} as const;

/** The link in the newest mail to `to`, read as its owner with the account's password (nobody reads anyone else's). */
async function mailLink(to: string, password: string): Promise<string> {
  const url = new URL(await ownMailLink(running.product.url, to, password));
  return `${running.product.url}${url.pathname}${url.search}`;
}

describe.each(['en-US', 'ru-RU'] as const)('identity in %s', (locale) => {
  it('registers, confirms from the mailbox, logs in, edits the profile and logs out', async () => {
    const t = texts[locale];
    const context = await running.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), locale);
    const page = await context.newPage();
    const email = `buyer-${randomUUID().slice(0, 8)}@shop.example`;

    await page.goto(`${running.product.url}/products`);
    await page.waitForURL(/\/login\?redirectTo=%2Fproducts$/);
    await page.goto(`${running.product.url}/registration`);
    const form = page.getByTestId('registration-form');
    await page.getByTestId('registration-submit').click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await form.getByLabel(t.fullName).fill('Иван');
    await page.getByTestId('registration-submit').click();
    await expect(form.innerText()).resolves.toMatch(locale === 'en-US' ? /Only Latin letters allowed/ : /только латинские буквы/);
    await form.getByLabel(t.fullName).fill('Ivan Petrov');
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.phone).fill('+7 999 123 45 67');
    await form.getByLabel(t.password).fill('secret-99');
    // No captcha is configured: no widget, and its script is never fetched.
    expect(await form.getByTestId('captcha-widget').count()).toBe(0);
    expect(await page.locator('script[src*="turnstile"]').count()).toBe(0);
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('check-email').waitFor();
    await screenshot(page, `check-email-${locale}`);

    // Logging in before confirming offers to send the link again; the newest link is the one that works.
    await page.goto(`${running.product.url}/login`);
    await page.getByTestId('login-form').getByLabel(t.email).fill(email);
    await page.getByTestId('login-form').getByLabel(t.password).fill('secret-99');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('email-not-confirmed').getByRole('button', { name: t.resend }).click();
    await page.getByTestId('toast').getByText(`${t.resent} ${email}`).waitFor();

    // Signed out, the mailbox shows no mail until the newcomer proves the address with the password they chose.
    await page.goto(`${running.product.url}/dev/mailbox`);
    await page.getByTestId('dev-mailbox-signed-out').waitFor();
    expect(await page.getByTestId('dev-mailbox').count()).toBe(0);
    const newcomer = page.getByTestId('dev-mailbox-newcomer');
    await newcomer.getByLabel(t.email).fill(email);
    await newcomer.getByLabel(t.password).fill('secret-99');
    await page.getByTestId('dev-mailbox-show').click();
    const confirmLink = page.getByTestId('dev-mailbox').locator('a[href*="registration-confirm-email"]').first();
    await confirmLink.waitFor();
    const confirmUrl = new URL((await confirmLink.getAttribute('href')) ?? '');
    await page.goto(`${running.product.url}${confirmUrl.pathname}${confirmUrl.search}`);
    await page.getByTestId('email-confirmed').getByText(t.confirmed).waitFor();

    await page.goto(`${running.product.url}/login?redirectTo=%2Fprofile%2Finfo`);
    const login = page.getByTestId('login-form');
    await login.getByLabel(t.email).fill(email);
    await login.getByLabel(t.password).fill('secret-99');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/profile\/info$/);
    const profile = page.getByTestId('profile-form');
    await expect(profile.getByLabel(t.fullName).inputValue()).resolves.toBe('Ivan Petrov');
    await profile.getByLabel(t.fullName).fill('Ivan Sidorov');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('toast').getByText(t.saved).waitFor();
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel(t.fullName).inputValue()).resolves.toBe('Ivan Sidorov');
    await screenshot(page, `profile-${locale}`);

    // Signed in, the mailbox shows the mail sent to this user's own address.
    await page.goto(`${running.product.url}/dev/mailbox`);
    await page.getByTestId('dev-mailbox-scope').getByText(email).waitFor();
    await page.getByTestId('dev-mailbox').getByText(email).first().waitFor();
    await page.goto(`${running.product.url}/profile/info`);
    await page.getByTestId('profile-form').waitFor();

    const refresh = await page.evaluate(() => JSON.parse(window.localStorage.getItem('lh.session') ?? '{}').refresh as string);
    const loggedOut = page.waitForResponse((r) => r.url().includes('/api/user/logout/'));
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    expect((await loggedOut).status()).toBe(200);
    // Logging out ended the session on the server too: its refresh token no longer works.
    const res = await fetch(`${running.product.url}/api/user/refresh_jwt/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await clientHeaders(running.product.url)) },
      body: JSON.stringify({ refresh }),
    });
    expect(res.status).toBe(401);
    await page.goto(`${running.product.url}/profile/info`);
    await page.waitForURL(/\/login\?redirectTo=/);
    await context.close();
  });
});

describe('password reset links', () => {
  it('checks the link before asking for a password: a used link says so and offers a new one, without a form', async () => {
    const seller = await freshSeller(running.product.url);
    const post = async (path: string, body: unknown) =>
      fetch(`${running.product.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await clientHeaders(running.product.url)) },
        body: JSON.stringify(body),
      });
    await post('/user/request-password-reset/', { email: seller.email });
    const link = await mailLink(seller.email, seller.password);
    const context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel('Repeat password').waitFor();
    const query = new URL(link).searchParams;
    expect(
      (await post('/user/reset-password/', { userId: query.get('user'), token: query.get('token'), password: 'used-once-1' })).status,
    ).toBe(200);
    await page.goto(link);
    const unusable = page.getByTestId('reset-link-unusable');
    await unusable.getByText('The password reset link has already been used').waitFor();
    // Spec 8: the reset-link states are toasts too.
    await page.getByTestId('toast').getByText('The password reset link has already been used').waitFor();
    await expect(page.getByLabel('Repeat password').count()).resolves.toBe(0);
    await unusable.getByRole('button', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/request-password-reset$/);
    await context.close();
  });
});

describe('roles', () => {
  it('sends a warehouse manager to the admin warehouse after login, and a seller away from admin', async () => {
    const context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${running.product.url}/login`);
    await page.getByTestId('login-form').getByLabel('Email').fill('manager@demo.ledgerhouse.test');
    await page.getByTestId('login-form').getByLabel('Password').fill('demo-pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin\/warehouse\/inbound-shipments$/);
    await page.getByTestId('admin-layout').waitFor();
    await screenshot(page, 'manager-lands-on-warehouse');
    await page.goto(`${running.product.url}/login`);
    await page.getByTestId('login-form').getByLabel('Email').fill('seller@demo.ledgerhouse.test');
    await page.getByTestId('login-form').getByLabel('Password').fill('demo-pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/orders\/all$/);
    await page.goto(`${running.product.url}/admin/users`);
    await page.waitForURL(/\/orders\/all$/);
    await context.close();
  });
});

describe('impersonation', () => {
  it('staff find a seller, act as them with a banner, leave a trace of what they changed, and exit back to the admin page', async () => {
    const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${running.product.url}/login`);
    await page.getByTestId('login-form').getByLabel('Email').fill('staff@demo.ledgerhouse.test');
    await page.getByTestId('login-form').getByLabel('Password').fill('demo-pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByTestId('users-search').locator('input').fill('seller@demo');
    await page.getByTestId('users-search').locator('input').press('Enter');
    await page.getByTestId('users-table').getByText('Sam Seller').click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]+\/user-info$/);
    await page.getByTestId('impersonate').click();
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toMatch(/acting as Sam Seller/);
    await page.getByTestId('seller-layout').waitFor();
    await screenshot(page, 'impersonation-banner');
    // A change made for the seller is listed under "Done by staff" with the staff member's name.
    await page.goto(`${running.product.url}/profile/info`);
    await page.getByTestId('profile-form').getByLabel('Phone').fill('+1 212 555 0199');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('toast').getByText('Profile saved').waitFor();
    await page.getByRole('tab', { name: 'Done by staff' }).click();
    const listed = page
      .getByTestId('staff-actions')
      .locator('tr', { has: page.locator('[data-type="ProfileUpdated"]') })
      .first();
    await expect(listed.innerText()).resolves.toMatch(/\(support\) for you[\s\S]*Changed your name or phone/);
    await page.getByTestId('impersonation-exit').click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]+\/user-info$/);
    await expect(page.getByTestId('impersonation-banner').count()).resolves.toBe(0);
    await context.close();
  });
});
