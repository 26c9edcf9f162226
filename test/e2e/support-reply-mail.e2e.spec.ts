// Mail for support replies the seller leaves unread, over real HTTP: a staff reply still unread after
// SUPPORT_REPLY_MAIL_DELAY_MS (the clock moved) is mailed once per unread burst, in the seller's language, to the
// profile's notification email when set, and only when the chat's notification category is on.
import { supportStream, type SupportEvent } from '@ledgerhouse/contracts';
import { LocalMailbox, ManualClock, type MailPort } from '../../infra/src';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import { SupportReplyMailer } from '../../services/src/support/mail/support-reply-mailer';
import { newSeller, type Account } from '../support/accounts';
import { as } from '../support/billing';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

const DELAY_MS = 5 * 60_000;
const clock = new ManualClock(new Date('2027-02-02T15:00:00.000Z'));
let app: TestApp;
let staff: Account;
// Tokens last a day: the clock moves several minutes per test.
beforeAll(async () => {
  app = await startTestApp({
    clock,
    env: {
      PUBLIC_URL: 'https://app.ledgerhouse.example',
      SUPPORT_REPLY_MAIL_DELAY_MS: String(DELAY_MS),
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    },
  });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app?.close());

type Seller = Account & { headers: Record<string, string> };

/** A seller using the app in `locale` (the web client sends it as Accept-Language with every call). */
async function seller(locale: 'en-US' | 'ru-RU' = 'en-US'): Promise<Seller> {
  const account = await newSeller(app);
  return { ...account, headers: { ...as(account).headers, 'Accept-Language': locale } };
}

async function openChat(who: Seller, category = 'TECHNICAL_ISSUES'): Promise<string> {
  const res = await api(app, 'POST', '/api/support/chats', {
    headers: who.headers,
    body: { category, subjectNumber: 2, text: 'The orders page shows an error' },
  });
  if (res.status !== 201) throw new Error(`open chat: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Staff replies; answers the reply's message id. */
async function staffReply(chatId: string, text: string): Promise<string> {
  const res = await api(app, 'POST', `/api/admin/support/chats/${chatId}/messages`, { ...as(staff), body: { text } });
  if (res.status !== 201) throw new Error(`reply: ${res.status} ${JSON.stringify(res.body)}`);
  await sagasSettled(app);
  const chat = await api(app, 'GET', `/api/admin/support/chats/${chatId}`, as(staff));
  return chat.body.messages.at(-1).id as string;
}

/** The delay passes on the clock and the scheduled pass runs. */
async function afterDelay(ms = DELAY_MS + 1000): Promise<void> {
  clock.advance(ms);
  await app.running.app.get(SupportReplyMailer).sendDue();
  await sagasSettled(app);
}

async function mailsTo(address: string) {
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT);
  if (!(mailbox instanceof LocalMailbox)) throw new Error('start the app without SMTP_URL');
  // The account's own confirmation and welcome are not support mail.
  return (await mailbox.list(address)).filter((m) => !/confirm|welcome/i.test(m.subject));
}

const chatEvents = async (chatId: string) =>
  (await app.running.persistence.store.readStream(supportStream(chatId))) as unknown as SupportEvent[];

it('mails the seller once when a staff reply is still unread after the delay, with the subject, the reply and a link', async () => {
  const me = await seller();
  const chatId = await openChat(me);
  const replyId = await staffReply(chatId, 'Please clear the cache and try again.');
  await afterDelay(DELAY_MS - 60_000); // not due yet
  expect(await mailsTo(me.email)).toEqual([]);

  await afterDelay(60_000);
  const mails = await mailsTo(me.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Support replied: A page shows an error');
  expect(mails[0]!.text).toContain('Please clear the cache and try again.');
  expect(mails[0]!.text).toContain(`https://app.ledgerhouse.example/support/${chatId}`);
  expect(mails[0]!.text).not.toContain(staff.email);
  expect((await chatEvents(chatId)).filter((e) => e.type === 'SupportReplyMailed')).toEqual(
    [{ type: 'SupportReplyMailed', data: { upToMessageId: replyId, to: me.email, at: clock.now().toISOString() } }].map((e) =>
      expect.objectContaining(e),
    ),
  );

  await afterDelay();
  expect(await mailsTo(me.email)).toHaveLength(1);
});

it('sends no mail when the seller reads the reply before the delay', async () => {
  const me = await seller();
  const chatId = await openChat(me);
  const replyId = await staffReply(chatId, 'Fixed on our side.');
  const read = await api(app, 'POST', `/api/support/chats/${chatId}/read`, { headers: me.headers, body: { upToMessageId: replyId } });
  expect(read.status).toBe(200);
  await sagasSettled(app);
  await afterDelay();
  expect(await mailsTo(me.email)).toEqual([]);
});

it('sends no mail when the chat’s notification category is switched off in the profile', async () => {
  const me = await seller();
  const settings = await api(app, 'PUT', '/api/user/notification-settings/', {
    headers: me.headers,
    body: { categories: ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING'], email: null },
  });
  expect(settings.status).toBe(200);
  await sagasSettled(app);
  const chatId = await openChat(me); // TECHNICAL_ISSUES: mailed under OTHER
  await staffReply(chatId, 'We are looking into it.');
  await afterDelay();
  expect(await mailsTo(me.email)).toEqual([]);
  expect((await chatEvents(chatId)).some((e) => e.type === 'SupportReplyMailed')).toBe(false);

  // A chat of a category still on (BILLING → billing and subscription) is mailed.
  const billing = await openChat(me, 'BILLING');
  await staffReply(billing, 'Your invoice is fixed.');
  await afterDelay();
  expect(await mailsTo(me.email)).toHaveLength(1);
});

it('mails the profile’s notification email instead of the account email when one is set', async () => {
  const me = await seller();
  const notify = `alerts-${me.id.slice(0, 8)}@shop.example`;
  const settings = await api(app, 'PUT', '/api/user/notification-settings/', {
    headers: me.headers,
    body: { categories: ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER'], email: notify },
  });
  expect(settings.status).toBe(200);
  await sagasSettled(app);
  const chatId = await openChat(me);
  await staffReply(chatId, 'Done.');
  await afterDelay();
  expect(await mailsTo(me.email)).toEqual([]);
  const mails = await mailsTo(notify);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(`/support/${chatId}`);
});

it('writes the mail in the language the seller uses the app in', async () => {
  const me = await seller('ru-RU');
  const chatId = await openChat(me);
  await staffReply(chatId, 'Очистите кэш, пожалуйста.');
  await afterDelay();
  const [mail] = await mailsTo(me.email);
  expect(mail!.subject).toBe('Ответ поддержки: Страница показывает ошибку');
  expect(mail!.text).toContain('Поддержка Ledgerhouse ответила в вашем чате «Страница показывает ошибку»');
  expect(mail!.text).toContain('Очистите кэш, пожалуйста.');
});

it('sends no second mail for another reply in the same unread burst; a reply after the seller read starts a new one', async () => {
  const me = await seller();
  const chatId = await openChat(me);
  await staffReply(chatId, 'First answer.');
  await staffReply(chatId, 'And one more thing.');
  await afterDelay();
  const [mail, ...others] = await mailsTo(me.email);
  expect(others).toEqual([]);
  expect(mail!.text).toContain('First answer.');
  expect(mail!.text).toContain('And one more thing.');

  const third = await staffReply(chatId, 'Still unread: no new mail.');
  await afterDelay();
  expect(await mailsTo(me.email)).toHaveLength(1);

  await api(app, 'POST', `/api/support/chats/${chatId}/read`, { headers: me.headers, body: { upToMessageId: third } });
  await sagasSettled(app);
  await staffReply(chatId, 'A new question for you.');
  await afterDelay();
  const after = await mailsTo(me.email);
  expect(after).toHaveLength(2);
  expect(after[0]!.text).toContain('A new question for you.');
  expect(after[0]!.text).not.toContain('First answer.');
});

it('mails the first message of a chat staff opened with the seller when it stays unread', async () => {
  const me = await seller();
  const opened = await api(app, 'POST', '/api/admin/support/chats', {
    ...as(staff),
    body: { sellerId: me.id, category: 'WAREHOUSE', subject: 'Your pallet at dock 3', text: 'Please confirm the pallet count.' },
  });
  expect(opened.status).toBe(201);
  await sagasSettled(app);
  await afterDelay();
  const mails = await mailsTo(me.email);
  expect(mails.map((m) => m.subject)).toEqual(['Support replied: Your pallet at dock 3']);
  expect(mails[0]!.text).toContain('Please confirm the pallet count.');
});
