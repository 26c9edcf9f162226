// An Idempotency-Key whose request died (the process was killed mid-command) does not block its retries forever.
import { createHash } from 'node:crypto';
import { ManualClock } from '../../infra/src';
import { bearer, newSeller, type Account } from '../support/accounts';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date());
let app: TestApp;
let seller: Account;
beforeAll(async () => {
  app = await startTestApp({ clock, env: { IDEMPOTENCY_IN_PROGRESS_TTL_SECONDS: '60' } });
  seller = await newSeller(app);
});
afterAll(() => app.close());

const PATH = '/api/sales-channels/integration-requests';
const body = {
  marketplace: 'Wildberries',
  website: 'https://www.wildberries.ru',
  contactEmail: 'seller@example.com',
  comment: 'retried after a crash',
};

/** The row a request leaves when its process dies after claiming the key and before answering. */
async function keyHeldByDeadRequest(key: string): Promise<void> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  await app.running.persistence.sql.query(
    `insert into idempotency_keys (scope, key, request_hash, status, response, created_at) values ($1, $2, $3, 0, 'null'::jsonb, $4)`,
    [`${seller.id} POST ${PATH}`, key, hash, clock.now()],
  );
}

const post = (key: string, payload: unknown = body) =>
  api(app, 'POST', PATH, { body: payload, headers: { ...bearer(seller), 'Idempotency-Key': key } });

describe('Idempotency-Key left in progress by a dead request', () => {
  it('answers 409 IDEMPOTENCY_KEY_IN_PROGRESS within the TTL, then runs the retry once the TTL has passed', async () => {
    await keyHeldByDeadRequest('dead-key-0001');
    clock.advance(59_000);
    const early = await post('dead-key-0001');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');

    clock.advance(2_000);
    const retry = await post('dead-key-0001');
    expect(retry.status).toBe(201);
    const replay = await post('dead-key-0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(retry.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('still refuses an expired key sent with a different body as IDEMPOTENCY_KEY_REUSED', async () => {
    await keyHeldByDeadRequest('dead-key-0002');
    clock.advance(61_000);
    const other = await post('dead-key-0002', { ...body, marketplace: 'Ozon' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
