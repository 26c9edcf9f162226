// The fuzz grows by itself: every operation of the OpenAPI document the app serves (built from the zod contracts) gets
// at least 15 malformed variants, sent over real HTTP as a signed-in seller (a warehouse manager for /api/admin). No
// answer may be a 5xx or fail to come, and a request refused for its input appends nothing to the event store.
import { randomUUID } from 'node:crypto';
import { bearer, login, newSeller, type Account } from '../support/accounts';
import { malformedRequests, operationsOf, type MalformedRequest, type OpenApiOperation } from '../support/malformed-requests';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

/** Answers that refuse the input itself: such a request must leave the event store as it was. */
const REFUSED_FOR_INPUT = new Set([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'ROUTE_NOT_FOUND',
  'INVALID_POSITION_TOKEN',
  'POSITION_NOT_REACHED',
  'NOT_FOUND',
]);
const MIN_VARIANTS = 15;
const ANSWER_WITHIN_MS = 15_000;
/** Requests in flight at once for the variants expected to be refused. */
const IN_FLIGHT = 8;

let app: TestApp;
let seller: Account;
let manager: Account;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  const target = await newSeller(app);
  const product = await api(app, 'POST', '/api/products', {
    headers: bearer(seller),
    body: { title: 'Fuzz lamp', sku: 'FUZZ-1', priceCents: 1500 },
  });
  const promo = await api(app, 'POST', '/api/admin/promocodes', {
    headers: bearer(manager),
    body: { code: 'FUZZ10', discountPercent: 10, plan: 'basic', usageLimit: null, expiresAt: null },
  });
  for (const res of [product, promo]) if (res.status !== 201) throw new Error(`fixture: ${res.status} ${JSON.stringify(res.body)}`);
  Object.assign(ids, { userId: target.id, productId: product.body.id, promocodeId: promo.body.id });
  await app.running.runner.waitFor(promo.body.position, 5000);
}, 60_000);
afterAll(() => app.close());

/** Reads first, writes next, deletions and sign-outs last: a valid variant of those would end the fixtures early. */
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = (op: OpenApiOperation) => ORDER.indexOf(op.method) + (/logout/.test(op.path) ? ORDER.length : 0);

type Answer = { status: number; code?: string; correlationId?: string };

/** Each request names its own correlation id (the server echoes the one it used): what it appended carries that id. */
async function send(variant: MalformedRequest, caller: Account): Promise<Answer> {
  try {
    const res = await fetch(`${app.url}${variant.url}`, {
      method: variant.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      headers: {
        'X-Environment': 'test',
        Cookie: `XSRF-TOKEN=${app.xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(app.xsrf),
        'X-Correlation-Id': randomUUID(),
        ...bearer(caller),
        ...variant.headers,
      },
      body: variant.body,
    });
    const text = await res.text();
    const code = res.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text || 'null') as { code?: string } | null)?.code
      : undefined;
    return { status: res.status, code, correlationId: res.headers.get('x-correlation-id') ?? undefined };
  } catch (err) {
    return { status: 0, code: `no answer: ${(err as Error).name}` };
  }
}

async function inPool<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await run(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

/** A valid variant of logout or a password change may end the caller's session: sign in again to keep fuzzing deep. */
async function signedIn(account: Account): Promise<void> {
  if ((await api(app, 'GET', '/api/user/me/', { headers: bearer(account) })).status !== 401) return;
  Object.assign(account, await login(app, account.email, account.password));
}

describe('fuzz over every operation of the OpenAPI document', () => {
  it('answers every malformed request below 500, and a request refused for its input appends no event', async () => {
    const document = (await api(app, 'GET', '/api/docs-json')).body;
    const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b));
    // What a request appended carries its correlation id (a saga's later step keeps the id of the request that started
    // it), so saga work of earlier valid requests landing meanwhile is never taken for a refused request's doing.
    const appendedBy = async (correlationIds: string[]) =>
      new Set(
        (
          await app.running.persistence.sql.query<{ id: string }>(
            `select distinct metadata->>'correlationId' as id from events where metadata->>'correlationId' = any($1::text[])`,
            [correlationIds],
          )
        ).rows.map((row) => row.id),
      );
    const serverErrors: string[] = [];
    const appendedWhenRefused: string[] = [];
    const tooFewVariants: string[] = [];
    let requests = 0;
    const started = Date.now();
    const refusedForInput = (answer: Answer) => answer.code !== undefined && REFUSED_FOR_INPUT.has(answer.code);
    const check = async (op: OpenApiOperation, variants: MalformedRequest[], answers: Answer[]) => {
      requests += answers.length;
      const refused = answers.filter(refusedForInput);
      const wrote = await appendedBy(refused.flatMap((answer) => answer.correlationId ?? []));
      for (const [i, answer] of answers.entries()) {
        const name = `${op.method} ${op.path} [${variants[i].name}] -> `;
        if (answer.status >= 500 || answer.status === 0) serverErrors.push(`${name}${answer.status} ${answer.code ?? ''}`);
        if (refusedForInput(answer) && (!answer.correlationId || wrote.has(answer.correlationId)))
          appendedWhenRefused.push(`${name}${answer.code}`);
      }
    };
    for (const op of operations) {
      const caller = op.path.startsWith('/api/admin') ? manager : seller;
      const variants = malformedRequests(op, ids);
      if (variants.length < MIN_VARIANTS) tooFewVariants.push(`${op.method} ${op.path}: ${variants.length}`);
      // Variants that may be valid one at a time (each may change what the next one meets), the rest in parallel.
      const mayBeValid = variants.filter((v) => v.mayBeValid);
      const answers: Answer[] = [];
      for (const variant of mayBeValid) answers.push(await send(variant, caller));
      await check(op, mayBeValid, answers);
      const broken = variants.filter((v) => !v.mayBeValid);
      await check(op, broken, await inPool(broken, IN_FLIGHT, (variant) => send(variant, caller)));
      await signedIn(seller);
      await signedIn(manager);
    }
    console.info(
      `fuzz: ${operations.length} operations, ${requests} requests, ${serverErrors.length} answers >= 500 or none, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    expect(operations.length).toBeGreaterThanOrEqual(70);
    expect(tooFewVariants).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(appendedWhenRefused).toEqual([]);
    for (const [path, account] of [
      ['/api/products', seller],
      ['/api/wallet/top-ups', seller],
      ['/api/admin/users', manager],
      ['/api/admin/products', manager],
    ] as const) {
      const list = await api(app, 'GET', path, { headers: bearer(account) });
      expect([path, list.status, Array.isArray(list.body.items)]).toEqual([path, 200, true]);
    }
  }, 600_000);
});
