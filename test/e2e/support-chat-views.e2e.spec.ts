// The support chat read side over real HTTP: the seller's list and archive, order and pages, one chat with its messages
// and the other side's marker, unread counts moving with posts and read markers on both sides, staff's tabs by initiator
// with their filters, author names, read-your-writes, and a second seller seeing none of the first's chats.
import { randomUUID } from 'node:crypto';
import { supportRoutes as routes, supportStream } from '@ledgerhouse/contracts';
import { login, newSeller, registerAndConfirm, type Account } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, caughtUp } from '../support/billing';
import { adminAccount, startActingAs } from '../support/roles';
import { supportCalls } from '../support/support-chats';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp();
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const { call, ok } = supportCalls(() => app);

const chatId = (id: string) => ({ params: { chatId: id } });
const open = async (seller: Account, text = 'My card was declined twice') =>
  (await ok(seller, routes.create, { body: { category: 'BILLING', subjectNumber: 2, text } })).id;
const post = (seller: Account, id: string, text: string) => ok(seller, routes.post, { ...chatId(id), body: { text } });
const reply = (id: string, text: string) => ok(staff, routes.adminPost, { ...chatId(id), body: { text } });
const chat = (seller: Account, id: string) => ok(seller, routes.get, chatId(id));
const adminChat = (id: string) => ok(staff, routes.adminGet, chatId(id));
const list = (seller: Account, query: RouteInput<typeof routes.list>['query'] = {}) => ok(seller, routes.list, { query });
const adminList = (query: RouteInput<typeof routes.adminList>['query']) => ok(staff, routes.adminList, { query });
const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);
const sellerUnread = (seller: Account) => ok(seller, routes.unread, {});
const staffUnread = () => ok(staff, routes.adminUnread, {});

async function sellerNamed(fullName: string): Promise<Account> {
  const account = await registerAndConfirm(app, { fullName });
  const tokens = await login(app, account.email, account.password);
  await caughtUp(app, tokens.position);
  return { ...account, ...tokens };
}

describe('support chats (seller)', () => {
  it('lists current chats apart from the archive, latest activity first, a page at a time', async () => {
    const seller = await newSeller(app);
    const [first, second, third] = [await open(seller, 'one'), await open(seller, 'two'), await open(seller, 'three')];
    await ok(seller, routes.end, chatId(second));
    await ok(seller, routes.archive, chatId(second));
    await post(seller, first, 'still waiting');

    const current = await list(seller);
    expect(ids(current)).toEqual([first, third]);
    expect(current.total).toBe(2);
    expect(current.items.map((c) => c.status)).toEqual(['OPEN', 'OPEN']);
    expect(current.items[0]).toMatchObject({ category: 'BILLING', subjectNumber: 2, subject: null, initiator: 'USER', trigger: null });
    expect(current.items[0].lastMessage).toMatchObject({ from: 'USER', text: 'still waiting' });

    const archive = await list(seller, { archived: 'true' });
    expect(archive.items.map((c) => [c.id, c.status])).toEqual([[second, 'ARCHIVED']]);

    const page2 = await list(seller, { page: '2', pageSize: '1' });
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(page2)).toEqual([third]);
  });

  it('shows an ended chat in the current list until it is archived, and a reopened one back there', async () => {
    const seller = await newSeller(app);
    const id = await open(seller);
    await ok(seller, routes.end, chatId(id));
    expect((await list(seller)).items.map((c) => c.status)).toEqual(['ENDED']);
    await ok(seller, routes.archive, chatId(id));
    await ok(seller, routes.reopen, chatId(id));
    expect((await list(seller)).items.map((c) => c.status)).toEqual(['REOPENED']);
    expect((await list(seller, { archived: 'true' })).items).toEqual([]);
  });

  it('shows one chat with every message in order, the staff member by first name, and support’s read marker', async () => {
    const seller = await sellerNamed('Grace Brewster Hopper');
    const id = await open(seller, 'hello');
    await reply(id, 'Hi, looking into it');
    await post(seller, id, 'thanks');
    const view = await chat(seller, id);
    expect(view.messages.map((m) => [m.from, m.text, m.authorName, m.authorId])).toEqual([
      ['USER', 'hello', 'Grace Brewster Hopper', seller.id],
      ['SUPPORT', 'Hi, looking into it', 'Wendy', null],
      ['USER', 'thanks', 'Grace Brewster Hopper', seller.id],
    ]);
    expect(view.otherSideReadUpTo).toBeNull();
    expect(view).not.toHaveProperty('sellerEmail');

    await ok(staff, routes.adminRead, { ...chatId(id), body: { upToMessageId: view.messages[2].id } });
    expect((await chat(seller, id)).otherSideReadUpTo).toBe(view.messages[2].id);
    const staffView = await adminChat(id);
    expect(staffView.messages[1]).toMatchObject({ authorName: 'Wendy Warehouse', authorId: staff.id });
    expect(staffView).toMatchObject({ sellerEmail: seller.email, sellerName: 'Grace Brewster Hopper', otherSideReadUpTo: null });
  });

  it('names the staff member who typed a seller’s message while acting as the seller, on both sides', async () => {
    const seller = await sellerNamed('Ada Lovelace');
    const id = await open(seller, 'Please help');
    await startActingAs(app, staff, seller.id);
    const typed = await api(app, 'POST', `/api/support/chats/${id}/messages?admin_mode=true&user_id=${seller.id}`, {
      ...as(staff),
      body: { text: 'Typed for Ada' },
    });
    expect(typed.status).toBe(201);
    await caughtUp(app, typed.body.position);
    const mine = (await chat(seller, id)).messages.map((m) => [m.text, m.authorName, m.actedBy]);
    expect(mine).toEqual([
      ['Please help', 'Ada Lovelace', null],
      ['Typed for Ada', 'Ada Lovelace', 'Wendy'],
    ]);
    expect((await adminChat(id)).messages[1]).toMatchObject({ text: 'Typed for Ada', actedBy: 'Wendy Warehouse' });
  });

  it('answers a read sent with the write’s X-Min-Position with that write in it', async () => {
    const seller = await newSeller(app);
    const created = await apiRoute(app, routes.create, {
      ...as(seller),
      body: { category: 'OTHER', subject: 'Custom question', text: 'q' },
    });
    expect(created.status).toBe(201);
    const headers = { ...as(seller).headers, 'X-Min-Position': created.body.position };
    const read = await apiRoute(app, routes.get, { ...chatId(created.body.id), headers });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ subject: 'Custom question', messages: [{ text: 'q' }] });
  });

  it('counts the seller’s unread support messages per chat and in the menu, down as the seller reads', async () => {
    const seller = await newSeller(app);
    const [a, b] = [await open(seller, 'a'), await open(seller, 'b')];
    expect(await sellerUnread(seller)).toEqual({ chats: 0, messages: 0 });
    await reply(a, 'first');
    await reply(a, 'second');
    await reply(b, 'third');
    expect(await sellerUnread(seller)).toEqual({ chats: 2, messages: 3 });
    expect((await list(seller)).items.map((c) => [c.id, c.unread])).toEqual([
      [b, 1],
      [a, 2],
    ]);

    const messages = (await chat(seller, a)).messages;
    await ok(seller, routes.read, { ...chatId(a), body: { upToMessageId: messages[1].id } });
    expect(await sellerUnread(seller)).toEqual({ chats: 2, messages: 2 });
    await ok(seller, routes.read, { ...chatId(a), body: { upToMessageId: messages[2].id } });
    expect(await sellerUnread(seller)).toEqual({ chats: 1, messages: 1 });
    expect((await chat(seller, a)).unread).toBe(0);
  });

  it('shows a second seller none of the first seller’s chats: an empty list and SUPPORT_CHAT_NOT_FOUND', async () => {
    const [seller, other] = [await newSeller(app), await newSeller(app)];
    const id = await open(seller);
    await reply(id, 'hi');
    expect((await list(other)).items).toEqual([]);
    expect((await list(other, { archived: 'true' })).items).toEqual([]);
    expect(await sellerUnread(other)).toEqual({ chats: 0, messages: 0 });
    const res = await call(other, routes.get, chatId(id));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SUPPORT_CHAT_NOT_FOUND');
    expect((await call(seller, routes.get, chatId(randomUUID()))).body.code).toBe('SUPPORT_CHAT_NOT_FOUND');
  });
});

/** A chat a saga opened for the seller, with its templated first message: appended as the system-chat saga would. */
async function systemChat(seller: Account): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const metadata = { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
  const trigger = { kind: 'INBOUND_LOST' as const, ref: randomUUID() };
  const opened = {
    chatId: id,
    sellerId: seller.id,
    category: 'INBOUND_SHIPMENT',
    subjectNumber: 1,
    subject: null,
    initiator: 'SYSTEM',
    trigger,
    at,
  };
  const message = {
    messageId: randomUUID(),
    from: 'SYSTEM',
    authorId: null,
    text: null,
    template: { key: 'inboundLost', params: { number: 'IN-1' } },
    files: [],
    at,
  };
  const appended = await app.running.persistence.store.append(
    supportStream(id),
    [
      { type: 'SupportChatOpened', data: opened, metadata },
      { type: 'SupportMessagePosted', data: message, metadata },
    ],
    0,
  );
  await caughtUp(app, appended.position);
  return id;
}

describe('support chats (system-initiated)', () => {
  it('shows the seller a chat a saga opened, with its trigger and unread templated message without an author', async () => {
    const seller = await newSeller(app);
    const id = await systemChat(seller);
    const [summary] = (await list(seller)).items;
    expect(summary).toMatchObject({ id, initiator: 'SYSTEM', trigger: { kind: 'INBOUND_LOST' }, unread: 1 });
    expect(summary.lastMessage).toMatchObject({
      from: 'SYSTEM',
      authorId: null,
      authorName: null,
      text: null,
      template: { key: 'inboundLost' },
    });
    expect(await sellerUnread(seller)).toEqual({ chats: 1, messages: 1 });
    expect(ids(await adminList({ kind: 'system-initiated', sellerId: seller.id }))).toEqual([id]);
    expect((await adminList({ kind: 'system-initiated', sellerId: seller.id })).items[0]).toMatchObject({
      unread: 0,
      awaitingReply: false,
    });
  });
});

describe('support chats (staff)', () => {
  it('lists user-initiated chats apart from the ones staff opened, each with the seller’s email and name', async () => {
    const seller = await sellerNamed('Tab Tester');
    const mine = await open(seller);
    const staffs = (
      await ok(staff, routes.adminCreate, { body: { sellerId: seller.id, category: 'WAREHOUSE', subjectNumber: 1, text: 'x' } })
    ).id;
    const userTab = await adminList({ kind: 'user-initiated', sellerId: seller.id });
    expect(ids(userTab)).toEqual([mine]);
    expect(userTab.items[0]).toMatchObject({ sellerEmail: seller.email, sellerName: 'Tab Tester', initiator: 'USER', awaitingReply: true });
    const systemTab = await adminList({ kind: 'system-initiated', sellerId: seller.id });
    expect(ids(systemTab)).toEqual([staffs]);
    expect(systemTab.items[0]).toMatchObject({ initiator: 'STAFF', awaitingReply: false });
    expect(ids(await adminList({ sellerId: seller.id }))).toEqual([mine]);
  });

  it('finds chats by part of the seller’s email or name, and by status', async () => {
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)
      .padEnd(6, 'q');
    const seller = await sellerNamed(`Searchable ${tag}`);
    const other = await newSeller(app);
    const id = await open(seller);
    await open(other);
    expect(ids(await adminList({ search: `chable ${tag.toUpperCase()}` }))).toEqual([id]);
    expect(ids(await adminList({ search: seller.email.split('@')[0] }))).toEqual([id]);
    expect(ids(await adminList({ search: `${tag}%` }))).toEqual([]);
    await ok(staff, routes.adminEnd, chatId(id));
    expect(ids(await adminList({ sellerId: seller.id, status: 'ENDED' }))).toEqual([id]);
    expect(ids(await adminList({ sellerId: seller.id, status: 'OPEN' }))).toEqual([]);
  });

  it('filters chats awaiting a reply: the seller wrote last', async () => {
    const seller = await newSeller(app);
    const id = await open(seller);
    const awaiting = (flag: 'true' | 'false') => adminList({ sellerId: seller.id, awaitingReply: flag }).then(ids);
    expect(await awaiting('true')).toEqual([id]);
    await reply(id, 'answered');
    expect(await awaiting('true')).toEqual([]);
    expect(await awaiting('false')).toEqual([id]);
    await post(seller, id, 'one more thing');
    expect(await awaiting('true')).toEqual([id]);
  });

  it('counts the sellers’ unread messages per tab, down as staff read', async () => {
    const seller = await newSeller(app);
    const before = await staffUnread();
    const userChat = await open(seller, 'u1');
    await post(seller, userChat, 'u2');
    const staffChat = (
      await ok(staff, routes.adminCreate, { body: { sellerId: seller.id, category: 'OTHER', subject: 'Hello', text: 'hi' } })
    ).id;
    await post(seller, staffChat, 's1');
    const after = await staffUnread();
    expect(after.userInitiated).toEqual({ chats: before.userInitiated.chats + 1, messages: before.userInitiated.messages + 2 });
    expect(after.systemInitiated).toEqual({ chats: before.systemInitiated.chats + 1, messages: before.systemInitiated.messages + 1 });
    expect((await adminList({ sellerId: seller.id })).items[0].unread).toBe(2);

    const messages = (await adminChat(userChat)).messages;
    await ok(staff, routes.adminRead, { ...chatId(userChat), body: { upToMessageId: messages[0].id } });
    expect((await staffUnread()).userInitiated.messages).toBe(before.userInitiated.messages + 1);
    await ok(staff, routes.adminRead, { ...chatId(userChat), body: { upToMessageId: messages[1].id } });
    expect((await staffUnread()).userInitiated).toEqual(before.userInitiated);
    expect((await adminChat(userChat)).unread).toBe(0);
  });
});
