// Set-up over HTTP for browser tests: a seller of the test's own, and calls as any account that wait until the read
// models show what they wrote, so a test prepares its state without clicking through other screens.
import { randomUUID } from 'node:crypto';
import { clientHeaders, login, signedInSession } from './browser';

export const NEW_SELLER_PASSWORD = 'new-seller-pass-1';

export interface BrowserTestAccount {
  email: string;
  password: string;
}

/** Calls the API as `account`; a command's answer is awaited until the read models hold its position. */
/** One sign-in per product and account for a whole file: the product allows an address 20 sign-ins a minute. */
const sessions = new Map<string, Promise<{ access: string }>>();

function sessionOf(url: string, account: BrowserTestAccount, fresh = false): Promise<{ access: string }> {
  const key = `${url} ${account.email}`;
  if (fresh) sessions.delete(key);
  let session = sessions.get(key);
  if (!session) {
    session = signedInSession(url, account.email, account.password);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

export async function apiAs<T = Record<string, unknown>>(
  url: string,
  account: BrowserTestAccount,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const send = async (fresh: boolean) => {
    const { access } = await sessionOf(url, account, fresh);
    const headers = { 'content-type': 'application/json', ...(await clientHeaders(url)), Authorization: `JWT ${access}` };
    const res = await fetch(`${url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { res, headers };
  };
  // An access token that has expired (or a session a test ended) signs in once more.
  let { res, headers } = await send(false);
  if (res.status === 401) ({ res, headers } = await send(true));
  const answer = (await res.json()) as T & { position?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  if (answer.position) await fetch(`${url}/api/user/google/status`, { headers: { ...headers, 'X-Min-Position': answer.position } });
  return answer;
}

/**
 * The first link of the newest mail to `email`, read as its owner would before the first sign-in: with the account's
 * password (the mailbox shows nobody, staff included, anyone else's mail).
 */
export async function ownMailLink(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/dev/mailbox/own`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await clientHeaders(url)) },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`mailbox of ${email}: ${res.status} ${await res.text()}`);
  const link = /https?:\/\/\S+/.exec(((await res.json()) as { items: { text: string }[] }).items[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no mail to ${email}`);
  return link;
}

/** A seller of the test's own, registered and confirmed over the API: nothing another test does touches it. */
export async function freshSeller(
  url: string,
  fullName = 'Nora Newseller',
): Promise<BrowserTestAccount & { id: string; fullName: string }> {
  const email = `seller-${randomUUID().slice(0, 8)}@shop.example`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await clientHeaders(url)) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  };
  await post('/api/user/register/', { fullName, email, phone: '+1 212 555 0199', password: NEW_SELLER_PASSWORD });
  const link = new URL(await ownMailLink(url, email, NEW_SELLER_PASSWORD));
  await post('/api/user/confirm-email/', { userId: link.searchParams.get('user'), token: link.searchParams.get('token') });
  // Staff act on the seller next (top-ups, impersonation): those look the account up in the users read model.
  const { session, position } = await login(url, email, NEW_SELLER_PASSWORD);
  const headers = { ...(await clientHeaders(url)), Authorization: `JWT ${session.access}`, 'X-Min-Position': position };
  // Each read waits (bounded, server side) for every projector; a busy machine answers 503 after that wait: ask again.
  const end = Date.now() + 60_000;
  for (;;) {
    const seen = await fetch(`${url}/api/user/me/`, { headers });
    if (seen.ok) break;
    if (seen.status !== 503 || Date.now() > end)
      throw new Error(`the read models did not show ${email}: ${seen.status} ${await seen.text()}`);
  }
  return { email, password: NEW_SELLER_PASSWORD, fullName, id: session.user.id };
}
