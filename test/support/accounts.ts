// Accounts through the public API, as a person makes them: register, read the mail, confirm, log in; an app with two sellers.
import { randomUUID } from 'node:crypto';
import { LocalMailbox, type MailPort } from '../../infra/src';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import { api, startTestApp, type TestApp } from './test-app';

export interface Account {
  id: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/** The link in the newest mail to `to`, read from the app's local mailbox in-process (the HTTP mailbox needs a login). */
export async function latestMailLink(app: TestApp, to: string): Promise<URL> {
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT);
  if (!(mailbox instanceof LocalMailbox)) throw new Error('latestMailLink reads the local mailbox: start the app without SMTP_URL');
  const [latest] = await mailbox.list(to, 1);
  const link = /https?:\/\/\S+/.exec(latest?.text ?? '')?.[0];
  if (!link) throw new Error(`No link in the latest mail to ${to}: ${JSON.stringify(latest ?? null)}`);
  return new URL(link);
}

export async function registerAndConfirm(app: TestApp, overrides: { email?: string; password?: string; fullName?: string } = {}) {
  const email = overrides.email ?? `seller-${randomUUID().slice(0, 8)}@shop.example`;
  const password = overrides.password ?? 'secret-pass-1';
  const registered = await api(app, 'POST', '/api/user/register/', {
    body: { fullName: overrides.fullName ?? 'Ada Lovelace', email, phone: '+1 212 555 0100', password },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const link = await latestMailLink(app, email);
  const confirmed = await api(app, 'POST', '/api/user/confirm-email/', {
    body: { userId: link.searchParams.get('user'), token: link.searchParams.get('token') },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { id: registered.body.id as string, email, password };
}

export async function login(
  app: TestApp,
  email: string,
  password: string,
): Promise<Pick<Account, 'access' | 'refresh'> & { position: string }> {
  const res = await api(app, 'POST', '/api/user/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return { access: res.body.access, refresh: res.body.refresh, position: res.headers.get('x-position') ?? '' };
}

/** A confirmed, signed-in seller; `position` is the login's, for X-Min-Position. */
export async function newSeller(app: TestApp): Promise<Account & { position: string }> {
  const account = await registerAndConfirm(app);
  return { ...account, ...(await login(app, account.email, account.password)) };
}

export const bearer = (account: Pick<Account, 'access'>) => ({ Authorization: `JWT ${account.access}` });

/**
 * Starts the app for the calling test file (closed after it) with two sellers: `seller` and `other`, to check that
 * one seller never sees the other's data. Read them inside tests: they are set in `beforeAll`.
 */
export function twoSellersTestBed() {
  let started: { app: TestApp; seller: Account; other: Account } | undefined;
  beforeAll(async () => {
    const app = await startTestApp();
    started = { app, seller: await newSeller(app), other: await newSeller(app) };
  });
  afterAll(() => started?.app.close());
  const get = () => {
    if (!started) throw new Error('twoSellersTestBed: the app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get seller() {
      return get().seller;
    },
    get other() {
      return get().other;
    },
  };
}
