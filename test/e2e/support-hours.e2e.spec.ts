// Support working hours over HTTP: open now / closed and the next change computed in New York at the app's clock,
// for any signed-in user (blocked ones too), and the average first reply measured from real chats: the mean time from
// a seller opening a chat to support's first reply, over the seller-opened chats of the last 30 days.
import { ManualClock } from '../../infra/src';
import { newSeller, type Account } from '../support/accounts';
import { as, blockUser, caughtUp, DAY_MS, signInAgain } from '../support/billing';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

// Monday 2027-01-11 16:00 EST: open, closing at 22:00 EST (03:00Z).
const clock = new ManualClock(new Date('2027-01-11T21:00:00.000Z'));
let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

const hours = async (account: Account) => {
  const res = await api(app, 'GET', '/api/support/hours', as(account));
  expect(res.status).toBe(200);
  return res.body;
};

async function openChat(seller: Account): Promise<string> {
  const res = await api(app, 'POST', '/api/support/chats', {
    ...as(seller),
    body: { category: 'OTHER', subjectNumber: 1, text: 'Where do I start?' },
  });
  if (res.status !== 201) throw new Error(`open chat: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function reply(chatId: string): Promise<void> {
  const res = await api(app, 'POST', `/api/admin/support/chats/${chatId}/messages`, {
    ...as(staff),
    body: { text: 'Hello! Here is how.' },
  });
  if (res.status !== 201) throw new Error(`reply: ${res.status} ${JSON.stringify(res.body)}`);
}

it('answers the weekly hours in New York, open now and the next closing for a signed-in seller; 401 without a session', async () => {
  const seller = await newSeller(app);
  expect(await hours(seller)).toEqual({
    timeZone: 'America/New_York',
    weekly: [1, 2, 3, 4, 5].map((isoWeekday) => ({ isoWeekday, opens: '10:00', closes: '22:00' })),
    openNow: true,
    nextChangeAt: '2027-01-12T03:00:00.000Z',
    averageFirstReplySeconds: null,
  });
  expect((await api(app, 'GET', '/api/support/hours')).status).toBe(401);
});

it('answers the same to a blocked seller (blocked users may still contact support)', async () => {
  staff ??= await adminAccount(app, 'STAFF');
  const seller = await newSeller(app);
  await blockUser(app, staff, seller.id);
  const res = await api(app, 'GET', '/api/support/hours', as(seller));
  expect(res.status).toBe(200);
  expect(res.body.openNow).toBe(true);
});

it('averages the first reply over seller-opened chats of the last 30 days, leaving out older, unanswered and staff-opened chats', async () => {
  staff ??= await adminAccount(app, 'STAFF');
  const seller = await newSeller(app);
  // 40 days before: answered after a minute, too old to count (with it the mean would be 160 s).
  const old = await openChat(seller);
  clock.advance(60_000);
  await reply(old);

  clock.advance(40 * DAY_MS);
  await signInAgain(app, seller);
  await signInAgain(app, staff);
  const first = await openChat(seller);
  clock.advance(120_000);
  await reply(first);
  const second = await openChat(seller);
  clock.advance(300_000);
  await reply(second);
  await reply(first); // a later reply does not move the first one
  await openChat(seller); // not answered yet: not counted
  const byStaff = await api(app, 'POST', '/api/admin/support/chats', {
    ...as(staff),
    body: { sellerId: seller.id, category: 'BILLING', subjectNumber: 1, text: 'A question about your invoice' },
  });
  expect(byStaff.status).toBe(201);
  clock.advance(60_000);
  await reply(byStaff.body.id);
  await sagasSettled(app);
  await caughtUp(app);

  // (120 + 300) / 2 = 210 seconds.
  expect((await hours(seller)).averageFirstReplySeconds).toBe(210);
});

it('is closed on Saturday in New York and names Monday 10:00 as the next opening', async () => {
  clock.set(new Date('2027-03-13T17:00:00.000Z')); // Saturday 12:00 EST; clocks go forward on Sunday 14 March
  const seller = await newSeller(app);
  const body = await hours(seller);
  expect(body.openNow).toBe(false);
  expect(body.nextChangeAt).toBe('2027-03-15T14:00:00.000Z'); // Monday 10:00 EDT
});
