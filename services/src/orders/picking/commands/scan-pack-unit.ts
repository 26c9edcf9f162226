// One unit verified at the packing table: a product the order holds (PACK_WRONG_ITEM) and no more units than it holds
// (PACK_TOO_MANY), each scan once by its scanId. The last unit packs the order (Pack → OrderPacked); a retry after a
// crash between the two packs it then.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type PackScanResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../../errors/domain-error';
import { executeCommand } from '../../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../../persistence/tokens';
import { orderedOf } from '../../domain/order-state';
import { runOrderCommand } from '../../services/run-order-command';
import { packingDecider, packingStream, verifiedOf } from '../domain/packing';
import { barcodeNames, PickBatch } from '../services/pick-batch';
import { allVerified, mayPack, PackingTable } from '../services/packing-table';

export class ScanPackUnit extends Command<PackScanResult> {
  constructor(
    readonly orderId: string,
    readonly scanId: string,
    readonly barcode: string,
  ) {
    super();
  }
}

@CommandHandler(ScanPackUnit)
export class ScanPackUnitHandler implements ICommandHandler<ScanPackUnit, PackScanResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly table: PackingTable,
    private readonly batch: PickBatch,
  ) {}

  async execute({ orderId, scanId, barcode }: ScanPackUnit): Promise<PackScanResult> {
    const { order, packing } = await this.table.load(orderId);
    if (!mayPack(order) && !packing.scanIds.has(scanId)) throw new DomainError(ErrorCode.PACK_NOT_READY);
    const products = await this.batch.products(order.lines.map((l) => l.productId));
    const line = order.lines.find((l) => barcodeNames(barcode, products.get(l.productId), l.sku));
    const productId = line?.productId ?? null;
    if (order.facets.packed && !packing.scanIds.has(scanId)) throw new DomainError(ErrorCode.PACK_TOO_MANY, { barcode });
    const verified = await executeCommand(this.deps, packingStream(orderId), packingDecider, {
      type: 'VerifyUnit',
      orderId,
      scanId,
      barcode,
      productId,
      ordered: productId ? orderedOf(order, productId) : 0,
      at: this.clock.now(),
    });
    let position = verified.position;
    let packed = order.facets.packed;
    if (!packed && allVerified({ order, packing: verified.state })) {
      const outcome = await runOrderCommand(this.deps, orderId, { type: 'Pack', at: this.clock.now() });
      position = outcome.position ?? position;
      packed = outcome.state.facets.packed;
    }
    const scanned = productId ?? '';
    return {
      orderId,
      productId: scanned,
      verified: verifiedOf(verified.state, scanned),
      quantity: orderedOf(order, scanned),
      packed,
      repeated: verified.events.length === 0,
      position: position ?? '',
    };
  }
}
