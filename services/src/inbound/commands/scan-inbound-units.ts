// A scan at check-in counts units of the line whose barcode (or product's barcode) it names; an unknown barcode
// counts nothing. Each scan has its own id: a retried one changes nothing and answers the counts as they are.
// Concurrent scanners on one shipment queue on its stream (and race through the expected version across processes).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InboundScanBody, InboundScanResult, InboundStatus } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { countsOf, lineOfBarcode } from '../domain/inbound-shipment';
import { runByBarcode } from '../services/by-barcode';
import { InboundProductFacts } from '../services/product-facts';
import { positionOf } from '../services/run-inbound-command';

export class ScanInboundUnits extends Command<InboundScanResult> {
  constructor(
    readonly shipmentId: string,
    readonly scan: InboundScanBody,
  ) {
    super();
  }
}

@CommandHandler(ScanInboundUnits)
export class ScanInboundUnitsHandler implements ICommandHandler<ScanInboundUnits, InboundScanResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly productFacts: InboundProductFacts,
  ) {}

  async execute({ shipmentId, scan }: ScanInboundUnits): Promise<InboundScanResult> {
    const at = this.clock.now();
    const { outcome, products } = await runByBarcode(this.deps, this.productFacts, shipmentId, (catalog) => ({
      type: 'Scan',
      ...scan,
      products: catalog,
      at,
    }));
    const { state } = outcome;
    const counted = outcome.events[0]?.type === 'InboundUnitsReceived' ? outcome.events[0].data.productId : null;
    const line = counted ? state.lines.find((l) => l.productId === counted) : lineOfBarcode(state, scan.barcode, products);
    const productId = counted ?? line?.productId ?? '';
    const counts = countsOf(state, productId);
    return {
      id: shipmentId,
      position: await positionOf(this.deps, shipmentId, outcome),
      productId,
      barcode: scan.barcode,
      declared: line?.quantity ?? 0,
      received: counts.good,
      damaged: counts.damaged,
      status: state.status as InboundStatus,
      repeated: outcome.events.length === 0,
    };
  }
}
