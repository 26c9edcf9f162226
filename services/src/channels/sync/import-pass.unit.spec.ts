import { ErrorCode } from '@ledgerhouse/contracts';
import { ManualClock, MarketplaceError, type MarketplaceConnector, type MarketplaceOrder, type OrderQuery } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import type { ChannelSyncGateway, SyncChannel } from './import-gateway';
import { FIRST_IMPORT_WINDOW_MS, IMPORT_OVERLAP_MS, ImportPass } from './import-pass';
import type { ImportPlacement, Placement } from './import-placement';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;

const order = (id: string, over: Partial<MarketplaceOrder> = {}): MarketplaceOrder => ({
  channelOrderId: id,
  number: `#${id}`,
  orderedAt: NOW.toISOString(),
  modifiedAt: new Date(NOW.getTime() - minutes(30)).toISOString(),
  buyer: { fullName: 'Ada Lovelace', phone: null },
  address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
  note: null,
  lines: [{ sku: 'MUG', quantity: 1, priceCents: 1500, channelLineId: null }],
  fulfillable: true,
  ...over,
});

function bed(options: {
  channel?: Partial<SyncChannel>;
  pages?: MarketplaceOrder[][];
  fail?: MarketplaceError;
  placements?: Record<string, Placement>;
}) {
  const queries: OrderQuery[] = [];
  const recorded: { modifiedUntil: string; imported: number }[] = [];
  const refused: string[] = [];
  const errors: string[] = [];
  /** In order: what the pass placed and what it acknowledged to the marketplace. */
  const steps: string[] = [];
  const pages = options.pages ?? [[]];
  const connector = {
    acknowledgeOrders: async (_session: unknown, ids: string[]) => void steps.push(`acknowledge ${ids.join(',')}`),
    fetchOrders: async (_session: unknown, query: OrderQuery) => {
      queries.push(query);
      if (options.fail) throw options.fail;
      const index = query.cursor === null ? 0 : Number(query.cursor);
      return { orders: pages[index] ?? [], cursor: index + 1 < pages.length ? String(index + 1) : null };
    },
  } as unknown as MarketplaceConnector;
  const channel: SyncChannel = {
    channelId: 'c1',
    sellerId: 's1',
    marketplace: 'WALMART',
    status: 'ACTIVE',
    modifiedUntil: null,
    lastImportAt: null,
    refusedOrders: new Set(),
    credentials: { keyId: 'k', sealed: 'x' },
    ...options.channel,
  };
  const gateway: ChannelSyncGateway = {
    load: async (id) => (id === 'c1' ? channel : null),
    activeChannelIds: async () => ['c1'],
    connect: async () => ({ connector, session: { credentials: {} as never, refreshed: async () => undefined } }),
    recordImported: async (_id, data) => void recorded.push(data),
    recordRefused: async (_id, data) => void refused.push(data.channelOrderId),
    shopifyWebhookSecret: () => null,
    recordMarketplaceError: async (_id, err) => void errors.push(err.code),
  };
  const placement = {
    place: async (_c: unknown, o: MarketplaceOrder) => {
      steps.push(`place ${o.channelOrderId}`);
      return options.placements?.[o.channelOrderId] ?? { kind: 'IMPORTED', orderId: o.channelOrderId };
    },
  } as unknown as ImportPlacement;
  const pass = new ImportPass(gateway, new ManualClock(NOW), placement);
  return { pass, queries, recorded, refused, errors, steps };
}

describe('import pass', () => {
  it('reads a new channel’s first window, every page, and records the pass’s start as its watermark', async () => {
    const t = bed({ pages: [[order('1'), order('2', { fulfillable: false })], [order('3')]] });
    expect(await t.pass.run('c1')).toEqual({ imported: 2, skipped: 1 });
    expect(t.queries.map((q) => q.cursor)).toEqual([null, '1']);
    expect(t.queries[0]!.modifiedSince).toBe(new Date(NOW.getTime() - FIRST_IMPORT_WINDOW_MS).toISOString());
    expect(t.recorded).toEqual([{ modifiedUntil: NOW.toISOString(), imported: 2 }]);
  });

  it('acknowledges each page’s orders once placed (now or before), never a refused or unfulfillable one', async () => {
    const t = bed({
      pages: [[order('1'), order('2'), order('3', { fulfillable: false })], [order('4')], [order('5')]],
      placements: { '2': { kind: 'KNOWN', orderId: '2' }, '4': { kind: 'REFUSED', reason: 'No product with SKU MUG in the catalog' } },
    });
    await t.pass.run('c1');
    expect(t.steps).toEqual(['place 1', 'place 2', 'acknowledge 1,2', 'place 4', 'place 5', 'acknowledge 5']);
  });

  it('reads again from the last watermark minus the overlap', async () => {
    const until = new Date(NOW.getTime() - minutes(1)).toISOString();
    const t = bed({ channel: { modifiedUntil: until, lastImportAt: until } });
    await t.pass.run('c1');
    expect(t.queries[0]!.modifiedSince).toBe(new Date(Date.parse(until) - IMPORT_OVERLAP_MS).toISOString());
    // Nothing new a minute after the last record: the channel stream is left alone.
    expect(t.recorded).toEqual([]);
  });

  it('records a refused order once and holds the watermark at it, so the order is read again', async () => {
    const refusedOrder = order('9');
    const t = bed({ pages: [[refusedOrder]], placements: { '9': { kind: 'REFUSED', reason: 'No product with SKU MUG in the catalog' } } });
    expect(await t.pass.run('c1')).toEqual({ imported: 0, skipped: 1 });
    expect(t.refused).toEqual(['9']);
    expect(t.recorded).toEqual([{ modifiedUntil: refusedOrder.modifiedAt, imported: 0 }]);

    const again = bed({
      pages: [[refusedOrder]],
      channel: { refusedOrders: new Set(['9']) },
      placements: { '9': { kind: 'REFUSED', reason: 'x' } },
    });
    await again.pass.run('c1');
    expect(again.refused).toEqual([]);
  });

  it.each([
    ['TOKEN_INVALID', ErrorCode.CHANNEL_TOKEN_INVALID],
    ['INVALID_CREDENTIALS', ErrorCode.CHANNEL_CONNECTION_FAILED],
    ['RATE_LIMITED', ErrorCode.CHANNEL_RATE_LIMITED],
    ['UNAVAILABLE', ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE],
  ] as const)('answers %s with %s, records it on the channel, and moves no watermark', async (code, answer) => {
    const t = bed({ fail: new MarketplaceError(code, 'the marketplace said no') });
    const refusal = await t.pass.run('c1').catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe(answer);
    expect(t.errors).toEqual([code]);
    expect(t.recorded).toEqual([]);
  });

  it('refuses a channel that is not active, and another seller’s channel', async () => {
    const inactive = bed({ channel: { status: 'INVALID_TOKEN' } });
    await expect(inactive.pass.run('c1')).rejects.toMatchObject({ code: ErrorCode.CHANNEL_NOT_ACTIVE });
    expect(inactive.queries).toEqual([]);
    await expect(bed({}).pass.run('c1', 'someone-else')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});
