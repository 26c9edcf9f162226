// Live support delivery benchmark: two processes of the built product (services/dist; built here when missing) on one
// PostgreSQL database, 200 authenticated sockets open across them (SELLERS sellers with SOCKETS_PER_SELLER sockets each,
// staff with the rest), and each message timed from the start of its HTTP POST until the frame reaches the other
// side's socket. Rows: a staff reply posted on B reaching the seller's socket on A (another process: B's append, its
// NOTIFY, A's live subscription), a seller's message posted on A reaching staff on A (the same process) and on B,
// sequentially and with WRITERS posting at once. Goal: p99 < 100 ms with 200 open sockets.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { WebSocket } from 'ws';
import { SUPPORT_LIVE_PATH } from '@ledgerhouse/contracts';
import { callProcess, startApiProcess, type ApiProcess } from '../support/api-process';
import { createTestDatabase } from '../support/database';
import { percentile, type BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
// The demo staff member's sockets are spread over both processes, 10 on each: the socket holds at most 20 signed-in
// sockets of one user per process (support/live/frame-budget.ts), as a person with many tabs would have.
const STAFF_SOCKETS = 20;
const SELLERS = smoke ? 4 : 10;
const SOCKETS_PER_SELLER = smoke ? 10 : 18;
const SOCKETS = SELLERS * SOCKETS_PER_SELLER + STAFF_SOCKETS;
const MESSAGES = Number(process.env.BENCH_SUPPORT_MESSAGES ?? (smoke ? 10 : 200));
const WRITERS = 8;
const DELIVERY_TIMEOUT_MS = 10_000;
const ROOT = path.resolve(__dirname, '..', '..');

type Waiter = { socket: WebSocket; resolve: (at: number) => void };

/** Sockets that resolve a waiter the moment a message frame with the awaited text arrives on the awaited socket. */
class Arrivals {
  private readonly waiters = new Map<string, Waiter[]>();

  watch(socket: WebSocket): void {
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as { type: string; message?: { text: string | null } };
      const text = frame.type === 'message' ? frame.message?.text : null;
      if (!text) return;
      for (const waiter of this.waiters.get(text) ?? []) if (waiter.socket === socket) waiter.resolve(at);
    });
  }

  /** Registered before the post, so a frame faster than the POST's answer is not missed. */
  expect(text: string, socket: WebSocket): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive in ${DELIVERY_TIMEOUT_MS} ms`)), DELIVERY_TIMEOUT_MS);
      const list = this.waiters.get(text) ?? [];
      list.push({
        socket,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
      this.waiters.set(text, list);
    });
  }

  forget(text: string): void {
    this.waiters.delete(text);
  }
}

async function openSocket(url: string, access: string, arrivals: Arrivals): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${SUPPORT_LIVE_PATH}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: access })));
    socket.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve();
    });
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} before ready`)));
    socket.once('error', reject);
  });
  arrivals.watch(socket);
  return socket;
}

async function send(url: string, access: string, route: string, body: unknown): Promise<any> {
  const res = await callProcess(url, 'POST', route, { access, body });
  if (res.status >= 300) throw new Error(`POST ${route}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  return (await send(url, '', '/api/user/login/', { email, password })).access as string;
}

const row = (samples: number[], seconds: number | null): BenchRow => {
  samples.sort((a, b) => a - b);
  return {
    opsPerSec: seconds ? samples.length / seconds : null,
    baselineOpsPerSec: null,
    ratio: null,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
  };
};

export async function benchSupportLive(): Promise<Record<string, BenchRow>> {
  if (!existsSync(path.join(ROOT, 'services/dist/main.js'))) {
    const build = spawnSync('npx', ['tsc', '-b'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`tsc -b failed:\n${build.stdout}${build.stderr}`);
  }
  const database = await createTestDatabase('pg');
  const env = { DATABASE_URL: database.url!, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
  const processes: ApiProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    // A seeds the demo accounts (staff among them) and migrates; B starts on the same database after it.
    const a = await startApiProcess({ ...env, SEED_DEMO_DATA: 'true' }, 180_000);
    processes.push(a);
    const b = await startApiProcess(env, 180_000);
    processes.push(b);
    const arrivals = new Arrivals();

    const staffOnA = await signIn(a.url, 'staff@demo.ledgerhouse.test', 'demo-pass-1');
    const staffOnB = await signIn(b.url, 'staff@demo.ledgerhouse.test', 'demo-pass-1');
    const sellers: { access: string; chatId: string; socketOnA: WebSocket }[] = [];
    for (let i = 0; i < SELLERS; i++) {
      const email = `live-bench-${randomUUID().slice(0, 8)}@shop.example`;
      const password = 'bench-pass-1';
      await send(a.url, '', '/api/user/register/', {
        fullName: `Bench Seller ${String.fromCharCode(65 + i)}`,
        email,
        phone: '+1 212 555 0100',
        password,
      });
      const { rows } = await database.client.query<{ body: string }>('select body from dev_mailbox where recipient = $1', [email]);
      const link = new URL(/https?:\/\/\S+/.exec(rows[0]?.body ?? '')?.[0] ?? 'http://missing');
      await send(a.url, '', '/api/user/confirm-email/', { userId: link.searchParams.get('user'), token: link.searchParams.get('token') });
      const access = await signIn(a.url, email, password);
      const chatId = (await send(a.url, access, '/api/support/chats', { category: 'OTHER', subjectNumber: 1, text: 'Bench chat' }))
        .id as string;
      // Half of each seller's sockets on each process; the first (on A) is the one timed.
      const own: WebSocket[] = [];
      for (let s = 0; s < SOCKETS_PER_SELLER; s++) own.push(await openSocket(s % 2 === 0 ? a.url : b.url, access, arrivals));
      sockets.push(...own);
      sellers.push({ access, chatId, socketOnA: own[0] });
    }
    const staffSockets: { a: WebSocket[]; b: WebSocket[] } = { a: [], b: [] };
    for (let s = 0; s < STAFF_SOCKETS; s++) {
      const onA = s % 2 === 0;
      const socket = await openSocket(onA ? a.url : b.url, onA ? staffOnA : staffOnB, arrivals);
      (onA ? staffSockets.a : staffSockets.b).push(socket);
      sockets.push(socket);
    }
    if (sockets.length !== SOCKETS) throw new Error(`opened ${sockets.length} sockets, meant ${SOCKETS}`);

    const replyAcross: number[] = [];
    const sellerSame: number[] = [];
    const sellerAcross: number[] = [];
    const posts: number[] = [];
    /** One round for seller i: staff reply on B → seller's socket on A; seller's message on A → staff on A and on B. */
    const round = async (i: number) => {
      const seller = sellers[i % SELLERS];
      const reply = `reply ${randomUUID()}`;
      const replied = arrivals.expect(reply, seller.socketOnA);
      let started = performance.now();
      await send(b.url, staffOnB, `/api/admin/support/chats/${seller.chatId}/messages`, { text: reply });
      posts.push(performance.now() - started);
      replyAcross.push((await replied) - started);
      arrivals.forget(reply);

      const text = `question ${randomUUID()}`;
      const onA = arrivals.expect(text, staffSockets.a[0]);
      const onB = arrivals.expect(text, staffSockets.b[0]);
      started = performance.now();
      await send(a.url, seller.access, `/api/support/chats/${seller.chatId}/messages`, { text });
      const [sameAt, acrossAt] = await Promise.all([onA, onB]);
      sellerSame.push(sameAt - started);
      sellerAcross.push(acrossAt - started);
      arrivals.forget(text);
    };
    for (let i = 0; i < Math.min(10, MESSAGES); i++) await round(i); // warm-up: connections, caches, JIT
    replyAcross.length = sellerSame.length = sellerAcross.length = posts.length = 0;
    let started = performance.now();
    for (let i = 0; i < MESSAGES; i++) await round(i);
    const sequentialSeconds = (performance.now() - started) / 1000;
    const sequential = { replyAcross: [...replyAcross], sellerSame: [...sellerSame], sellerAcross: [...sellerAcross], posts: [...posts] };

    replyAcross.length = sellerSame.length = sellerAcross.length = posts.length = 0;
    started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = w; i < MESSAGES; i += WRITERS) await round(i);
      }),
    );
    const concurrentSeconds = (performance.now() - started) / 1000;
    return {
      [`staff reply on B → seller socket on A, ${SOCKETS} sockets, one at a time`]: row(sequential.replyAcross, sequentialSeconds),
      [`  of which the reply's POST until answered, one at a time`]: row(sequential.posts, null),
      [`seller message on A → staff socket on A (same process), one at a time`]: row(sequential.sellerSame, null),
      [`seller message on A → staff socket on B (other process), one at a time`]: row(sequential.sellerAcross, null),
      [`staff reply on B → seller socket on A, ${WRITERS} chats at once`]: row(replyAcross, concurrentSeconds),
      [`  of which the reply's POST until answered, ${WRITERS} chats at once`]: row(posts, null),
      [`seller message on A → staff socket on A, ${WRITERS} chats at once`]: row(sellerSame, null),
      [`seller message on A → staff socket on B, ${WRITERS} chats at once`]: row(sellerAcross, null),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const process of processes) await process.stop();
    await database.drop();
  }
}
