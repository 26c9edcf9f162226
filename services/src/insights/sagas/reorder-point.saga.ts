// Reorder points (decision 0043): looks at a product's stock after each inventory event that can move its available
// units or its pace, for products with a threshold, and records a crossing (or the re-arming) on the product's
// reorder-point stream; mails the seller once per crossing, under WAREHOUSE_OPERATIONS. A look that changes nothing
// answers NOTHING_TO_DO, so the stock events of an order cost it reads but no transaction.
import { Inject, Injectable } from '@nestjs/common';
import type { InventoryEvent, ReorderPointEvent } from '@ledgerhouse/contracts';
import { comparePositions, type StoredEvent } from '@ledgerhouse/infra';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { foldEvents } from '../../event-sourcing/load-state';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import { COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { NOTHING_TO_DO, type Saga, type SagaStep } from '../../sagas/saga';
import { reorderPointDecider, reorderPointStream } from '../domain/reorder-point';
import { stockLook, windowStart } from '../domain/stock-look';
import { lookTail } from './look-tail';
import { reorderAlertMail, reorderDraftPath } from './reorder-alert-mail';

@Injectable()
export class ReorderPointSaga implements Saga {
  readonly name = 'reorder-point';
  readonly handles = ['StockChanged', 'StockReserved', 'ReservationReleased', 'ReorderPointCrossed'];

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly mail: SellerNotificationMail,
  ) {}

  /**
   * A release for a fulfilment is followed by the shipment's stock change, which the look after it sees: looking in
   * between would find the units briefly available again and re-arm a threshold for nothing.
   */
  wants(stored: StoredEvent): boolean {
    const event = { type: stored.type, data: stored.data } as InventoryEvent;
    if (event.type === 'ReservationReleased') return event.data.reason === 'CANCELED';
    if (event.type === 'StockChanged') return event.data.delta !== 0;
    return true;
  }

  async react(stored: StoredEvent, step: SagaStep): Promise<typeof NOTHING_TO_DO | undefined> {
    if (stored.type === 'ReorderPointCrossed') {
      await this.alert(stored);
      return undefined;
    }
    const productId = stored.streamId.slice('inventory-'.length);
    const stream = reorderPointStream(productId);
    // A product without a threshold costs this one read.
    const points = await this.deps.store.readStream(stream);
    const { threshold, sellerId } = foldEvents(reorderPointDecider, points);
    if (!threshold || !sellerId) return NOTHING_TO_DO;
    // Setting the threshold looked at the stock of that moment: an older event (a saga catching up) is not news.
    const set = points.findLast((e) => e.type === 'ReorderThresholdSet');
    if (set && comparePositions(stored.position, set.position) <= 0) return NOTHING_TO_DO;
    const windowDays = threshold.windowDays ?? 30;
    const history = await lookTail(this.deps.store, stored.streamId, stored.version, windowStart(windowDays, stored.recordedAt));
    const look = stockLook(history, windowDays, stored.recordedAt);
    const command = { type: 'EvaluateReorderPoint' as const, productId, sellerId, look, at: stored.recordedAt };
    // Keyed by the triggering event: a step run again finds its crossing recorded and decides nothing.
    const outcome = await executeCommand(this.deps, stream, reorderPointDecider, command, { causationId: step.key });
    // Staying on the same side of the threshold reads and writes nothing: no checkpoint transaction either.
    return outcome.events.length === 0 ? NOTHING_TO_DO : undefined;
  }

  private async alert(stored: StoredEvent): Promise<void> {
    const { data } = { type: stored.type, data: stored.data } as Extract<ReorderPointEvent, { type: 'ReorderPointCrossed' }>;
    const product = await this.db.selectFrom('products').select(['sku', 'title']).where('id', '=', data.productId).executeTakeFirst();
    await this.mail.sendOnce({
      key: `reorder-alert:${data.productId}:${stored.version}`,
      sellerId: data.sellerId,
      at: stored.recordedAt,
      category: 'WAREHOUSE_OPERATIONS',
      compose: (locale, base) =>
        reorderAlertMail(
          locale,
          { sku: product?.sku ?? data.productId, title: product?.title ?? data.productId, ...data },
          `${base}${reorderDraftPath(data.productId, data.suggestedQuantity)}`,
        ),
    });
  }
}
