// Live delivery across API processes: two processes of the built product (services/dist/main.js; `npm test` builds
// it first, a lone run needs `npx tsc -b`) on one PostgreSQL database. The seller's socket is on process A, staff's on
// process B; the seller writes on A and staff reply on B over HTTP, and each socket gets the other side's message:
// the fan-out goes through the event store (B's append, its NOTIFY, A's live subscription), not through memory.
// Needs a PostgreSQL server (two processes share the database), so it always runs on one.
import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { SupportLiveServerFrame } from '@ledgerhouse/contracts';
import type { PgSqlClient } from '../../infra/src';
import { Register } from '../../services/src/identity/commands/register';
import { callProcess, startApiProcess, type ApiProcess } from '../support/api-process';
import { openLiveSocket, type LiveSocket } from '../support/support-live-socket';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let processA: ApiProcess;
let processB: ApiProcess;
const sockets: LiveSocket[] = [];
const password = 'secret-pass-1';
let sellerEmail: string;
let staffEmail: string;

beforeAll(async () => {
  // This in-process app only makes the database and the two accounts; the sockets and requests go to A and B.
  app = await startTestApp({ kind: 'pg' });
  const databaseUrl = String((app.running.persistence.sql as PgSqlClient).pool.options.connectionString);
  const register = (fullName: string, email: string, userType?: 'STAFF') =>
    app.running.app
      .get(CommandBus)
      .execute(
        new Register({ fullName, email, phone: '+1 212 555 0100', password }, { confirmed: true, ...(userType ? { userType } : {}) }),
      );
  const tag = randomBytes(4).toString('hex');
  sellerEmail = `live-seller-${tag}@shop.example`;
  staffEmail = `live-staff-${tag}@warehouse.example`;
  await register('Ada Lovelace', sellerEmail);
  await register('Wendy Warehouse', staffEmail, 'STAFF');
  // One deployment: both processes sign and accept the same tokens.
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
  // The database is migrated already (by the app above), so the two may start side by side.
  [processA, processB] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await Promise.all([processA?.stop(), processB?.stop()]);
  await app?.close();
});

async function signIn(url: string, email: string): Promise<string> {
  const res = await callProcess(url, 'POST', '/api/user/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login on ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access as string;
}

async function liveAs(url: string, access: string): Promise<LiveSocket> {
  const socket = await openLiveSocket(url);
  sockets.push(socket);
  await socket.auth(access);
  return socket;
}

const messageIn = (chatId: string, text: string) => (f: SupportLiveServerFrame) =>
  f.type === 'message' && f.chatId === chatId && f.message.text === text;

describe('two API processes on one database', () => {
  it('deliver a staff reply posted on B to the seller’s socket on A, and the seller’s message on A to staff on B', async () => {
    const sellerAccess = await signIn(processA.url, sellerEmail);
    const staffAccess = await signIn(processB.url, staffEmail);
    const sellerSocket = await liveAs(processA.url, sellerAccess);
    const staffSocket = await liveAs(processB.url, staffAccess);

    const opened = await callProcess(processA.url, 'POST', '/api/support/chats', {
      access: sellerAccess,
      body: { category: 'FULFILLMENT', subjectNumber: 1, text: 'An order is stuck' },
    });
    expect(opened.status).toBe(201);
    const chatId = opened.body.id as string;
    await staffSocket.next(messageIn(chatId, 'An order is stuck'));

    const replied = await callProcess(processB.url, 'POST', `/api/admin/support/chats/${chatId}/messages`, {
      access: staffAccess,
      body: { text: 'It ships today' },
    });
    expect(replied.status).toBe(201);
    expect(await sellerSocket.next(messageIn(chatId, 'It ships today'))).toMatchObject({
      type: 'message',
      message: { from: 'SUPPORT', authorName: 'Wendy' },
    });
  });
});
