// One unit taken from the bin: the bin must be the batch's next one (PICK_WRONG_BIN) and the product one the batch still
// needs from it (PICK_WRONG_ITEM); either refusal counts nothing. The unit goes to the oldest order needing it from that
// bin (PickUnits; its last unit makes the order PICKED). A product of the batch with nothing left to pick anywhere is
// PICK_ITEM_NOT_NEEDED, whichever bin it was scanned at. A retried scanId answers what its first run counted.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type OrderEvent, type PickItemScanResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../../errors/domain-error';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../../persistence/tokens';
import { orderedOf, pickedOf } from '../../domain/order-state';
import { runOrderCommand } from '../../services/run-order-command';
import type { PickRoute } from '../domain/pick-route';
import { barcodeNames, isBeingPicked, needsOf, PickBatch, type BatchOrder } from '../services/pick-batch';
import { assertNextBin } from './scan-pick-bin';

export class ScanPickItem extends Command<PickItemScanResult> {
  constructor(
    readonly scanId: string,
    readonly orderIds: readonly string[],
    readonly binCode: string,
    readonly barcode: string,
  ) {
    super();
  }
}

const RACE_ATTEMPTS = 3;
/** What PickUnits answers when another scan took the order's last unit first (that one, or the order now PICKED). */
const RACE_LOST: readonly ErrorCode[] = [ErrorCode.PICK_QUANTITY_EXCEEDED, ErrorCode.ORDER_STATUS_CONFLICT];

type Picked = Extract<OrderEvent, { type: 'UnitsPicked' }>['data'];

const remainingOf = (orders: readonly BatchOrder[]) =>
  orders.filter((o) => isBeingPicked(o.state)).reduce((sum, o) => sum + needsOf(o).reduce((s, n) => s + n.quantity, 0), 0);

@CommandHandler(ScanPickItem)
export class ScanPickItemHandler implements ICommandHandler<ScanPickItem, PickItemScanResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly batch: PickBatch,
  ) {}

  async execute(scan: ScanPickItem): Promise<PickItemScanResult> {
    // Another picker of the batch may take the unit this scan was meant for first: work out the walk again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.scanOnce(scan);
      } catch (err) {
        if (!(err instanceof DomainError) || !RACE_LOST.includes(err.code) || attempt >= RACE_ATTEMPTS) throw err;
      }
    }
  }

  private async scanOnce({ scanId, orderIds, binCode, barcode }: ScanPickItem): Promise<PickItemScanResult> {
    const orders = await this.batch.load(orderIds);
    const counted = orders.find((o) => o.state.scanIds.has(scanId));
    if (counted) return this.repeated(counted, orders, scanId);
    const route = await this.batch.route(orders);
    const next = route.stops[0];
    const products = await this.batch.products(next?.binCode === binCode ? next.lines.map((l) => l.productId) : []);
    const line = next?.binCode === binCode ? next.lines.find((l) => barcodeNames(barcode, products.get(l.productId), l.sku)) : undefined;
    if (!line) {
      await this.refuseUnneeded(orders, route, barcode);
      assertNextBin(route, binCode);
      throw new DomainError(ErrorCode.PICK_WRONG_ITEM, { barcode, binCode });
    }
    const units = { scanId, productId: line.productId, binId: binCode, quantity: 1 };
    const outcome = await runOrderCommand(this.deps, line.orderId, { type: 'PickUnits', units, at: this.clock.now() });
    const after = orders.map((o) => (o.orderId === line.orderId ? { ...o, state: outcome.state } : o));
    return {
      orderId: line.orderId,
      productId: line.productId,
      binCode,
      picked: pickedOf(outcome.state, line.productId),
      quantity: orderedOf(outcome.state, line.productId),
      orderPicked: outcome.state.facets.pick === 'PICKED',
      batchRemaining: remainingOf(after),
      repeated: outcome.events.length === 0,
      position: outcome.position ?? '',
    };
  }

  /** A product of the batch's orders that no stop of the walk still needs: not needed (or already picked). */
  private async refuseUnneeded(orders: readonly BatchOrder[], route: PickRoute, barcode: string): Promise<void> {
    const lines = orders.flatMap((o) => o.state.lines);
    const facts = await this.batch.products(lines.map((l) => l.productId));
    const scanned = lines.find((l) => barcodeNames(barcode, facts.get(l.productId), l.sku));
    if (!scanned || route.stops.some((s) => s.lines.some((l) => l.productId === scanned.productId))) return;
    throw new DomainError(ErrorCode.PICK_ITEM_NOT_NEEDED, { barcode, title: facts.get(scanned.productId)?.title ?? scanned.sku });
  }

  private repeated(order: BatchOrder, orders: readonly BatchOrder[], scanId: string): PickItemScanResult {
    const event = order.events.find((e) => e.type === 'UnitsPicked' && (e.data as Picked).scanId === scanId);
    const data = event?.data as Picked;
    return {
      orderId: order.orderId,
      productId: data.productId,
      binCode: data.binId,
      picked: pickedOf(order.state, data.productId),
      quantity: orderedOf(order.state, data.productId),
      orderPicked: order.state.facets.pick === 'PICKED',
      batchRemaining: remainingOf(orders),
      repeated: true,
      position: order.position ?? '',
    };
  }
}
