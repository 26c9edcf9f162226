// Support chats over real HTTP, write side: a seller opens a chat (numbered or free subject), writes with files, ends,
// archives and reopens it, marks it read; staff reply, end, reopen and open chats for sellers; attachments download
// only from the caller's own chat; blocked sellers still reach support. The chat-<id> stream shows what was recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { supportRoutes as routes, type SupportEvent } from '@ledgerhouse/contracts';
import { bearer, newSeller, type Account } from '../support/accounts';
import { as, blockUser, fields } from '../support/billing';
import { downloadBytes, uploadFiles } from '../support/multipart';
import { adminAccount, startActingAs } from '../support/roles';
import { supportCalls } from '../support/support-chats';
import { api, startTestApp, type TestApp } from '../support/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-support-e2e-'));
let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const { call } = supportCalls(() => app);
const chat = (chatId: string) => ({ params: { chatId } });
const newChat = (extra: Record<string, unknown> = {}) => ({
  category: 'BILLING',
  subjectNumber: 2,
  text: 'My card was declined',
  ...extra,
});
async function open(seller: Account, body: Record<string, unknown> = newChat()): Promise<string> {
  const res = await call(seller, routes.create, { body } as never);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
/** What the chat's stream recorded, oldest first. */
async function recorded(chatId: string): Promise<SupportEvent[]> {
  const events = await app.running.persistence.store.readStream(`chat-${chatId}`);
  return events.map((e) => ({ type: e.type, data: e.data }) as SupportEvent);
}
const types = async (chatId: string) => (await recorded(chatId)).map((e) => e.type);
const post = (who: Account, chatId: string, body: Record<string, unknown>) => call(who, routes.post, { ...chat(chatId), body } as never);
const reply = (chatId: string, body: Record<string, unknown>) => call(staff, routes.adminPost, { ...chat(chatId), body } as never);
const codeOf = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(700, 0x20)]);
async function upload(account: Account, count: number): Promise<string[]> {
  const parts = Array.from({ length: count }, (_, i) => ({ name: `screenshot-${i + 1}.pdf`, bytes: pdf }));
  const res = await uploadFiles(app, '/api/files', 'files', parts, bearer(account));
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.files.map((f: { id: string }) => f.id);
}

describe('opening a support chat', () => {
  it('opens one with a numbered subject and its first message from the seller', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller, newChat({ text: '  My card was declined  ' }));
    const [opened, first] = await recorded(chatId);
    expect(opened).toEqual({
      type: 'SupportChatOpened',
      data: {
        chatId,
        sellerId: seller.id,
        category: 'BILLING',
        subjectNumber: 2,
        subject: null,
        initiator: 'USER',
        trigger: null,
        at: expect.any(String),
      },
    });
    expect(first).toEqual({
      type: 'SupportMessagePosted',
      data: {
        messageId: expect.any(String),
        from: 'USER',
        authorId: seller.id,
        text: 'My card was declined',
        template: null,
        files: [],
        at: expect.any(String),
      },
    });
  });

  it('opens one with a free-text subject', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller, { category: 'OTHER', subject: '  Can you store pallets?  ', text: 'Hello' });
    expect((await recorded(chatId))[0]?.data).toMatchObject({ category: 'OTHER', subjectNumber: null, subject: 'Can you store pallets?' });
  });

  it('refuses a missing, doubled or unknown subject with 422 SUPPORT_SUBJECT_INVALID', async () => {
    const seller = await newSeller(app);
    for (const body of [
      { category: 'BILLING', text: 'Hi' },
      { category: 'BILLING', subject: '   ', text: 'Hi' },
      { category: 'BILLING', subjectNumber: 1, subject: 'Mine too', text: 'Hi' },
      { category: 'FUND_WALLET', subjectNumber: 4, text: 'Hi' },
    ]) {
      const res = await call(seller, routes.create, { body } as never);
      expect(codeOf(res)).toEqual([422, 'SUPPORT_SUBJECT_INVALID']);
    }
    const unknownCategory = await call(seller, routes.create, { body: newChat({ category: 'PARKING' }) } as never);
    expect([unknownCategory.status, fields(unknownCategory.body as never)]).toEqual([400, { category: expect.any(String) }]);
  });

  it('refuses a first message with neither text nor files with 400 SUPPORT_MESSAGE_EMPTY, in both languages', async () => {
    const seller = await newSeller(app);
    const res = await call(seller, routes.create, { body: newChat({ text: '   ' }) } as never);
    expect([...codeOf(res), res.body.message]).toEqual([400, 'SUPPORT_MESSAGE_EMPTY', 'Write a message or attach a file']);
    const ru = await api(app, 'POST', '/api/support/chats', {
      headers: { ...bearer(seller), 'Accept-Language': 'ru-RU' },
      body: newChat({ text: '' }),
    });
    expect(ru.body.message).toBe('Напишите сообщение или прикрепите файл');
  });
});

describe('files in support chats', () => {
  it('attaches up to 5 of the author’s own uploads with name, type and size; 6 is FILES_TOO_MANY, another’s is FILE_NOT_FOUND', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const six = await upload(seller, 5).then(async (five) => [...five, ...(await upload(seller, 1))]);
    const [theirs] = await upload(other, 1);

    const tooMany = await call(seller, routes.create, { body: newChat({ fileIds: six }) } as never);
    expect([...codeOf(tooMany), tooMany.body.message]).toEqual([422, 'FILES_TOO_MANY', 'You can only upload up to 5 files']);
    const notMine = await call(seller, routes.create, { body: newChat({ fileIds: [six[0], theirs] }) } as never);
    expect(codeOf(notMine)).toEqual([404, 'FILE_NOT_FOUND']);

    const chatId = await open(seller, newChat({ text: '', fileIds: six.slice(0, 5) }));
    const [, first] = await recorded(chatId);
    expect(first?.data).toMatchObject({ text: null, files: six.slice(0, 5).map((id, i) => ({ id, name: `screenshot-${i + 1}.pdf` })) });
    expect((first?.data as { files: unknown[] }).files[0]).toEqual({
      id: six[0],
      name: 'screenshot-1.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });

    const postTooMany = await post(seller, chatId, { fileIds: six });
    expect([...codeOf(postTooMany), postTooMany.body.message]).toEqual([422, 'FILES_TOO_MANY', 'You can only upload up to 5 files']);
    const postNotMine = await post(seller, chatId, { text: 'See this', fileIds: [theirs] });
    expect(codeOf(postNotMine)).toEqual([404, 'FILE_NOT_FOUND']);
    expect(await types(chatId)).toEqual(['SupportChatOpened', 'SupportMessagePosted']);
  });

  it('serves a chat’s file to its seller and to staff; another seller, or a file not in the chat, is 404', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const [attached, loose] = await upload(seller, 2);
    const chatId = await open(seller, newChat({ fileIds: [attached] }));
    const [staffFile] = await upload(staff, 1);
    expect((await reply(chatId, { text: 'Here is the invoice', fileIds: [staffFile] })).status).toBe(201);

    const own = await downloadBytes(app, `/api/support/chats/${chatId}/files/${attached}`, bearer(seller));
    expect([own.status, own.bytes.equals(pdf), own.headers.get('content-type')]).toEqual([200, true, 'application/pdf']);
    expect(own.headers.get('content-disposition')).toContain('screenshot-1.pdf');
    const fromSupport = await downloadBytes(app, `/api/support/chats/${chatId}/files/${staffFile}`, bearer(seller));
    expect(fromSupport.status).toBe(200);
    const forStaff = await downloadBytes(app, `/api/admin/support/chats/${chatId}/files/${attached}`, bearer(staff));
    expect([forStaff.status, forStaff.bytes.equals(pdf)]).toEqual([200, true]);

    const stranger = await api(app, 'GET', `/api/support/chats/${chatId}/files/${attached}`, as(other));
    expect(codeOf(stranger)).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
    const notInChat = await api(app, 'GET', `/api/support/chats/${chatId}/files/${loose}`, as(seller));
    expect(codeOf(notInChat)).toEqual([404, 'FILE_NOT_FOUND']);
    const staffNotInChat = await api(app, 'GET', `/api/admin/support/chats/${chatId}/files/${loose}`, as(staff));
    expect(codeOf(staffNotInChat)).toEqual([404, 'FILE_NOT_FOUND']);
    const noChat = await api(app, 'GET', `/api/admin/support/chats/${randomUUID()}/files/${attached}`, as(staff));
    expect(codeOf(noChat)).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
  });
});

describe('a chat’s life', () => {
  it('posts while open, ends, refuses posts once ended or archived (409 SUPPORT_CHAT_ENDED), archives and reopens', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller);
    const posted = await post(seller, chatId, { text: 'Any news?' });
    expect(posted.status).toBe(201);
    expect((await recorded(chatId)).at(-1)?.data).toMatchObject({ messageId: posted.body.id, text: 'Any news?', from: 'USER' });
    const empty = await post(seller, chatId, { text: ' ', fileIds: [] });
    expect(codeOf(empty)).toEqual([400, 'SUPPORT_MESSAGE_EMPTY']);

    expect((await call(seller, routes.end, chat(chatId))).status).toBe(200);
    const late = await post(seller, chatId, { text: 'One more thing' });
    expect([...codeOf(late), late.body.message]).toEqual([409, 'SUPPORT_CHAT_ENDED', 'This chat has ended. Reopen it to write again']);
    expect(codeOf(await call(seller, routes.end, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);

    expect((await call(seller, routes.archive, chat(chatId))).status).toBe(200);
    expect(codeOf(await call(seller, routes.archive, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);
    expect(codeOf(await post(seller, chatId, { text: 'Hello?' }))).toEqual([409, 'SUPPORT_CHAT_ENDED']);
    expect(codeOf(await call(seller, routes.end, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);

    expect((await call(seller, routes.reopen, chat(chatId))).status).toBe(200);
    expect(codeOf(await call(seller, routes.reopen, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);
    expect(codeOf(await call(seller, routes.archive, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);
    expect((await post(seller, chatId, { text: 'Back again' })).status).toBe(201);
    expect((await call(seller, routes.end, chat(chatId))).status).toBe(200);
    expect((await call(seller, routes.reopen, chat(chatId))).status).toBe(200);

    expect(await types(chatId)).toEqual([
      'SupportChatOpened',
      'SupportMessagePosted',
      'SupportMessagePosted',
      'SupportChatEnded',
      'SupportChatArchived',
      'SupportChatReopened',
      'SupportMessagePosted',
      'SupportChatEnded',
      'SupportChatReopened',
    ]);
  });

  it('answers an unknown chat with 404 SUPPORT_CHAT_NOT_FOUND', async () => {
    const seller = await newSeller(app);
    const unknown = randomUUID();
    expect(codeOf(await post(seller, unknown, { text: 'Hi' }))).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
    expect(codeOf(await call(seller, routes.end, chat(unknown)))).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
    expect(codeOf(await reply(unknown, { text: 'Hi' }))).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
  });

  it('keeps each seller to their own chats: another seller gets 404 on every route, never 403, and changes nothing', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const chatId = await open(seller);
    const [first] = (await recorded(chatId)).filter((e) => e.type === 'SupportMessagePosted');
    const messageId = (first?.data as { messageId: string }).messageId;
    for (const res of [
      await post(other, chatId, { text: 'Hijack' }),
      await call(other, routes.end, chat(chatId)),
      await call(other, routes.reopen, chat(chatId)),
      await call(other, routes.archive, chat(chatId)),
      await call(other, routes.read, { ...chat(chatId), body: { upToMessageId: messageId } }),
    ])
      expect(codeOf(res)).toEqual([404, 'SUPPORT_CHAT_NOT_FOUND']);
    expect(await types(chatId)).toEqual(['SupportChatOpened', 'SupportMessagePosted']);
  });

  it('lets a blocked seller upload, open a chat and write in it (spec 6)', async () => {
    const seller = await newSeller(app);
    await blockUser(app, staff, seller.id);
    expect((await api(app, 'GET', '/api/forwarding-shipments', as(seller))).body.code).toBe('ACCOUNT_BLOCKED');
    const [screenshot] = await upload(seller, 1);
    const chatId = await open(seller, newChat({ category: 'OTHER', subjectNumber: 3, text: 'Why was I blocked?', fileIds: [screenshot] }));
    expect((await post(seller, chatId, { text: 'Please answer' })).status).toBe(201);
    expect((await reply(chatId, { text: 'Looking into it' })).status).toBe(201);
    expect((await call(seller, routes.end, chat(chatId))).status).toBe(200);
    const download = await downloadBytes(app, `/api/support/chats/${chatId}/files/${screenshot}`, bearer(seller));
    expect(download.status).toBe(200);
  });
});

describe('support staff', () => {
  it('reply as SUPPORT, end and reopen a seller’s chat; the seller then writes again', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller);
    const answered = await reply(chatId, { text: 'We refunded the charge' });
    expect(answered.status).toBe(201);
    expect((await recorded(chatId)).at(-1)?.data).toMatchObject({
      messageId: answered.body.id,
      from: 'SUPPORT',
      authorId: staff.id,
      text: 'We refunded the charge',
    });
    expect((await call(staff, routes.adminEnd, chat(chatId))).status).toBe(200);
    expect(codeOf(await reply(chatId, { text: 'One more' }))).toEqual([409, 'SUPPORT_CHAT_ENDED']);
    expect(codeOf(await call(staff, routes.adminEnd, chat(chatId)))).toEqual([409, 'SUPPORT_CHAT_STATUS_CONFLICT']);
    expect((await call(staff, routes.adminReopen, chat(chatId))).status).toBe(200);
    expect((await post(seller, chatId, { text: 'Thanks!' })).status).toBe(201);
    const [, , , ended, reopened] = await recorded(chatId);
    expect([ended?.data, reopened?.data]).toEqual([
      { by: 'SUPPORT', at: expect.any(String) },
      { by: 'SUPPORT', at: expect.any(String) },
    ]);
  });

  it('open a chat for a seller (initiator STAFF, first message from SUPPORT); an unknown seller or a staff member is SUPPORT_SELLER_NOT_FOUND', async () => {
    const seller = await newSeller(app);
    const [invoice] = await upload(staff, 1);
    const body = { sellerId: seller.id, category: 'WAREHOUSE', subjectNumber: 1, text: 'We found a stock difference', fileIds: [invoice] };
    const res = await call(staff, routes.adminCreate, { body } as never);
    expect(res.status).toBe(201);
    const [opened, first] = await recorded(res.body.id);
    expect(opened?.data).toMatchObject({ sellerId: seller.id, initiator: 'STAFF', category: 'WAREHOUSE', subjectNumber: 1 });
    expect(first?.data).toMatchObject({ from: 'SUPPORT', authorId: staff.id, files: [{ id: invoice }] });
    expect((await post(seller, res.body.id, { text: 'Thank you' })).status).toBe(201);
    const download = await downloadBytes(app, `/api/support/chats/${res.body.id}/files/${invoice}`, bearer(seller));
    expect(download.status).toBe(200);

    for (const sellerId of [randomUUID(), staff.id]) {
      const refused = await call(staff, routes.adminCreate, { body: { ...body, sellerId } } as never);
      expect(codeOf(refused)).toEqual([404, 'SUPPORT_SELLER_NOT_FOUND']);
    }
  });

  it('keep sellers out of the staff routes (403)', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller);
    expect((await reply(chatId, { text: 'x' })).status).toBe(201);
    const asSeller = await api(app, 'POST', `/api/admin/support/chats/${chatId}/messages`, { ...as(seller), body: { text: 'Me' } });
    expect(codeOf(asSeller)).toEqual([403, 'FORBIDDEN']);
    const create = await api(app, 'POST', '/api/admin/support/chats', { ...as(seller), body: { ...newChat(), sellerId: seller.id } });
    expect(create.status).toBe(403);
  });
});

describe('read markers', () => {
  it('move each side’s marker forward only; a message of another chat is 404', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller);
    const first = (await reply(chatId, { text: 'First answer' })).body.id;
    const second = (await reply(chatId, { text: 'Second answer' })).body.id;
    const reads = async () => (await recorded(chatId)).filter((e) => e.type === 'SupportChatRead').map((e) => e.data);

    expect((await call(seller, routes.read, { ...chat(chatId), body: { upToMessageId: first } })).status).toBe(200);
    expect((await call(seller, routes.read, { ...chat(chatId), body: { upToMessageId: first } })).status).toBe(200);
    expect((await call(seller, routes.read, { ...chat(chatId), body: { upToMessageId: second } })).status).toBe(200);
    const back = await call(seller, routes.read, { ...chat(chatId), body: { upToMessageId: first } });
    expect([back.status, back.body.id]).toEqual([200, chatId]);
    const [sellersFirst] = (await recorded(chatId)).filter((e) => e.type === 'SupportMessagePosted');
    const sellerMessage = (sellersFirst?.data as { messageId: string }).messageId;
    expect((await call(staff, routes.adminRead, { ...chat(chatId), body: { upToMessageId: sellerMessage } })).status).toBe(200);

    expect(await reads()).toEqual([
      { reader: 'USER', readerId: seller.id, upToMessageId: first, at: expect.any(String) },
      { reader: 'USER', readerId: seller.id, upToMessageId: second, at: expect.any(String) },
      { reader: 'SUPPORT', readerId: staff.id, upToMessageId: sellerMessage, at: expect.any(String) },
    ]);

    const elsewhere = await open(seller);
    const foreign = await call(seller, routes.read, { ...chat(elsewhere), body: { upToMessageId: first } });
    expect(codeOf(foreign)).toEqual([404, 'NOT_FOUND']);
  });

  it('records no read marker when staff open the seller’s chat as the seller (impersonation): the seller has not seen it', async () => {
    const seller = await newSeller(app);
    const chatId = await open(seller);
    const answer = (await reply(chatId, { text: 'An answer the seller has not seen' })).body.id;
    await startActingAs(app, staff, seller.id);
    const asSeller = await api(app, 'POST', `/api/support/chats/${chatId}/read?admin_mode=true&user_id=${seller.id}`, {
      ...as(staff),
      body: { upToMessageId: answer },
    });
    expect(asSeller.status).toBe(200);
    expect(await types(chatId)).not.toContain('SupportChatRead');
  });
});
