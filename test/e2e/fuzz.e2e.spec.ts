// The fuzz grows by itself: every operation of the OpenAPI document the app serves (built from the zod contracts) gets
// at least 15 malformed variants, sent over real HTTP as a signed-in seller (a warehouse manager for /api/admin). No
// answer may be a 5xx or fail to come, and a request refused for its input appends nothing to the event store.
import { bearer, login, newSeller, type Account } from '../support/accounts';
import { malformedRequests, operationsOf, type MalformedRequest, type OpenApiOperation } from '../support/malformed-requests';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

/** Answers that refuse the input itself: such a request must leave the event store as it was. */
const REFUSED_FOR_INPUT = new Set([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'ROUTE_NOT_FOUND',
  'INVALID_POSITION_TOKEN',
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

async function send(variant: MalformedRequest, caller: Account): Promise<{ status: number; code?: string }> {
  try {
    const res = await fetch(`${app.url}${variant.url}`, {
      method: variant.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      headers: {
        'X-Environment': 'test',
        Cookie: `XSRF-TOKEN=${app.xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(app.xsrf),
        ...bearer(caller),
        ...variant.headers,
      },
      body: variant.body,
    });
    const text = await res.text();
    const code = res.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text || 'null') as { code?: string } | null)?.code
      : undefined;
    return { status: res.status, code };
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
    // Committed events, counted: the store's head waits for older transactions to end, so it can move a moment late.
    const head = async () => (await app.running.persistence.sql.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n;
    const serverErrors: string[] = [];
    const appendedWhenRefused: string[] = [];
    const tooFewVariants: string[] = [];
    let requests = 0;
    const started = Date.now();
    const refusedForInput = (answer: { code?: string }) => answer.code !== undefined && REFUSED_FOR_INPUT.has(answer.code);
    const record = (op: OpenApiOperation, variant: MalformedRequest, answer: { status: number; code?: string }) => {
      requests += 1;
      if (answer.status >= 500 || answer.status === 0)
        serverErrors.push(`${op.method} ${op.path} [${variant.name}] -> ${answer.status} ${answer.code ?? ''}`);
    };
    /** One at a time, with the head read around it: exact, for variants that may write or a batch that did. */
    const alone = async (op: OpenApiOperation, variant: MalformedRequest, caller: Account, counted = true) => {
      // A valid request before this one may have started saga work (an integration request opens a support chat):
      // let it land first, so what the sagas append is not taken for this request's doing.
      await sagasSettled(app);
      const before = await head();
      const answer = await send(variant, caller);
      if (counted) record(op, variant, answer);
      if (refusedForInput(answer) && (await head()) !== before)
        appendedWhenRefused.push(`${op.method} ${op.path} [${variant.name}] -> ${answer.code}`);
    };
    for (const op of operations) {
      const caller = op.path.startsWith('/api/admin') ? manager : seller;
      const variants = malformedRequests(op, ids);
      if (variants.length < MIN_VARIANTS) tooFewVariants.push(`${op.method} ${op.path}: ${variants.length}`);
      for (const variant of variants.filter((v) => v.mayBeValid)) await alone(op, variant, caller);
      const broken = variants.filter((v) => !v.mayBeValid);
      await sagasSettled(app);
      const before = await head();
      const answers = await inPool(broken, IN_FLIGHT, async (variant) => {
        const answer = await send(variant, caller);
        record(op, variant, answer);
        return answer;
      });
      // Something in the batch wrote: find out which, one by one (a refused request is refused again).
      if ((await head()) !== before)
        for (const [i, variant] of broken.entries()) if (refusedForInput(answers[i])) await alone(op, variant, caller, false);
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
