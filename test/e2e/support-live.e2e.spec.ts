// The live support socket over the real app: in-band authentication (none, bad, refreshed, expired), and who gets
// which chat's frames (a seller only their own chats, staff every chat, a blocked seller still their own).
// Time is the app's injected clock, so the 10 s authentication deadline and token expiry need no waiting.
import { ManualClock } from '@ledgerhouse/infra';
import { SUPPORT_LIVE_CLOSE, type SupportLiveServerFrame } from '@ledgerhouse/contracts';
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount } from '../support/roles';
import { openLiveSocket, type LiveSocket } from '../support/support-live-socket';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date());
let app: TestApp;
let seller: Account;
let other: Account;
let staff: Account;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ clock });
  [seller, other, staff] = [await newSeller(app), await newSeller(app), await adminAccount(app, 'STAFF')];
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(() => app.close());

async function socket(): Promise<LiveSocket> {
  const opened = await openLiveSocket(app.url);
  sockets.push(opened);
  return opened;
}

async function openChat(account: Account, text: string): Promise<string> {
  const res = await api(app, 'POST', '/api/support/chats', {
    headers: bearer(account),
    body: { category: 'BILLING', subjectNumber: 1, text },
  });
  if (res.status !== 201) throw new Error(`open chat: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function reply(chatId: string, text: string): Promise<void> {
  const res = await api(app, 'POST', `/api/admin/support/chats/${chatId}/messages`, { headers: bearer(staff), body: { text } });
  if (res.status !== 201) throw new Error(`reply: ${res.status} ${JSON.stringify(res.body)}`);
}

const messageIn = (chatId: string, text: string) => (f: SupportLiveServerFrame) =>
  f.type === 'message' && f.chatId === chatId && f.message.text === text;

describe('authentication', () => {
  it('closes a socket that sends no auth frame within 10 s with 4001', async () => {
    const live = await socket();
    clock.advance(10_001);
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED);
  });

  it('closes a socket whose auth frame carries a bad token with 4001', async () => {
    const live = await socket();
    live.send({ type: 'auth', token: `${seller.access.slice(0, -4)}AAAA` });
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED);
  });

  it('answers ready with the token’s user and expiry, and pong to ping', async () => {
    const live = await socket();
    const ready = await live.auth(seller.access);
    expect(ready.userId).toBe(seller.id);
    expect(new Date(ready.expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());
    live.send({ type: 'ping' });
    await live.next((f) => f.type === 'pong');
  });

  it('closes the socket with 4001 when its session is logged out, not at the next minute’s re-check', async () => {
    const session = await relogin(seller);
    const live = await socket();
    const other = await socket();
    await live.auth(session.access);
    await other.auth(seller.access);
    expect((await api(app, 'POST', '/api/user/logout/', { body: { refresh: session.refresh } })).status).toBe(200);
    // The clock stands still: no re-check is due, the logout's own event closes it.
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED);
    other.send({ type: 'ping' });
    await other.next((f) => f.type === 'pong');
  });

  it('keeps the socket across a refreshed token and closes it with 4001 when that one expires too', async () => {
    const live = await socket();
    const first = await live.auth(seller.access);
    clock.advance(600_000);
    const refreshed = await api(app, 'POST', '/api/user/refresh_jwt/', { body: { refresh: seller.refresh } });
    expect(refreshed.status).toBe(200);
    seller = { ...seller, access: refreshed.body.access, refresh: refreshed.body.refresh };
    const second = await live.auth(seller.access);
    expect(new Date(second.expiresAt).getTime()).toBeGreaterThan(new Date(first.expiresAt).getTime());

    clock.set(new Date(new Date(first.expiresAt).getTime() + 1_000));
    live.send({ type: 'ping' });
    await live.next((f) => f.type === 'pong');

    clock.set(new Date(new Date(second.expiresAt).getTime() + 1_000));
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.UNAUTHENTICATED);
    // The tokens of later tests are issued by the moved clock.
    seller = { ...seller, ...(await relogin(seller)) };
    other = { ...other, ...(await relogin(other)) };
    staff = { ...staff, ...(await relogin(staff)) };
  });
});

describe('frame limits', () => {
  it('closes a socket flooding pings with 4029 after its burst, answering no more than that', async () => {
    const live = await socket();
    await live.auth(seller.access);
    for (let i = 0; i < 2_000; i++) live.send({ type: 'ping' });
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.TOO_MANY);
    expect(live.frames.filter((f) => f.type === 'pong').length).toBeLessThanOrEqual(30);
  });

  it('closes a socket repeating auth frames with 4029 after five token checks', async () => {
    const live = await socket();
    for (let i = 0; i < 50; i++) live.send({ type: 'auth', token: seller.access });
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.TOO_MANY);
    expect(live.frames.filter((f) => f.type === 'ready').length).toBeLessThanOrEqual(5);
  });

  it('lets one user hold 20 sockets and closes the 21st with 4029', async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => socket()));
    for (const live of many) await live.auth(other.access);
    const extra = await socket();
    extra.send({ type: 'auth', token: other.access });
    expect(await extra.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.TOO_MANY);
    many[0].send({ type: 'ping' });
    await many[0].next((f) => f.type === 'pong');
  });
});

async function relogin(account: Account): Promise<Pick<Account, 'access' | 'refresh'>> {
  const res = await api(app, 'POST', '/api/user/login/', { body: { email: account.email, password: account.password } });
  if (res.status !== 200) throw new Error(`login: ${res.status}`);
  return { access: res.body.access, refresh: res.body.refresh };
}

describe('who receives what', () => {
  it('gives a seller the frames of their own chats and none of another seller’s, naming staff by first name only', async () => {
    const mine = await socket();
    await mine.auth(seller.access);
    const othersChat = await openChat(other, 'Where is my refund?');
    const myChat = await openChat(seller, 'My invoice is wrong');
    await reply(myChat, 'Looking into it now');

    await mine.next((f) => f.type === 'chat' && f.chatId === myChat && f.change === 'OPENED');
    await mine.next(messageIn(myChat, 'My invoice is wrong'));
    const answer = await mine.next(messageIn(myChat, 'Looking into it now'));
    // Frames arrive in the event store's order: the other seller's chat came first, so by now it would have arrived.
    expect(mine.frames.filter((f) => 'chatId' in f && f.chatId === othersChat)).toEqual([]);
    expect(answer).toMatchObject({ sellerId: seller.id, message: { from: 'SUPPORT', authorId: null, authorName: 'Wendy' } });
  });

  it('gives staff every chat’s frames, naming staff in full', async () => {
    const desk = await socket();
    await desk.auth(staff.access);
    const first = await openChat(seller, 'Label printer question');
    const second = await openChat(other, 'Pallet arrived damaged');
    await reply(second, 'Sorry to hear that');

    await desk.next(messageIn(first, 'Label printer question'));
    await desk.next(messageIn(second, 'Pallet arrived damaged'));
    expect(await desk.next(messageIn(second, 'Sorry to hear that'))).toMatchObject({
      sellerId: other.id,
      message: { from: 'SUPPORT', authorId: staff.id, authorName: 'Wendy Warehouse' },
    });
  });

  it('lets a blocked seller connect and receive their chat’s replies (support stays open to them)', async () => {
    const blocked = await newSeller(app);
    const chatId = await openChat(blocked, 'Why was I blocked?');
    const res = await api(app, 'POST', `/api/admin/users/${blocked.id}/block`, { headers: bearer(staff) });
    expect(res.status).toBe(200);
    await app.running.runner.waitFor(res.body.position, 5_000);

    const live = await socket();
    await live.auth(blocked.access);
    await reply(chatId, 'Your account is under review');
    await live.next(messageIn(chatId, 'Your account is under review'));
  });

  it('closes a connected staff member’s socket with 4003 when they are blocked', async () => {
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const member = await adminAccount(app, 'STAFF');
    const live = await socket();
    await live.auth(member.access);
    expect((await api(app, 'POST', `/api/admin/users/${member.id}/block`, { headers: bearer(manager) })).status).toBe(200);
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.FORBIDDEN);
  });

  it('refuses a blocked staff member with 4003: blocked staff lose the admin area and its live feed', async () => {
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const blockedStaff = await adminAccount(app, 'STAFF');
    const res = await api(app, 'POST', `/api/admin/users/${blockedStaff.id}/block`, { headers: bearer(manager) });
    expect(res.status).toBe(200);
    await app.running.runner.waitFor(res.body.position, 5_000);

    const live = await socket();
    live.send({ type: 'auth', token: blockedStaff.access });
    expect(await live.closedWithin(5_000)).toBe(SUPPORT_LIVE_CLOSE.FORBIDDEN);
  });
});
