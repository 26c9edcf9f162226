// Units scanned into a bin: the bin must exist and be active, and never more than the product's received good units
// not yet placed go in. Each placement has its own id: a retried one changes nothing.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InboundPlaceBody, InboundPlaceResult, InboundStatus } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { countsOf, lineOfBarcode, placedOf } from '../domain/inbound-shipment';
import { InboundBinCheck } from '../services/bin-check';
import { runByBarcode } from '../services/by-barcode';
import { InboundProductFacts } from '../services/product-facts';
import { positionOf } from '../services/run-inbound-command';

export class PlaceInboundUnits extends Command<InboundPlaceResult> {
  constructor(
    readonly shipmentId: string,
    readonly placement: InboundPlaceBody,
  ) {
    super();
  }
}

@CommandHandler(PlaceInboundUnits)
export class PlaceInboundUnitsHandler implements ICommandHandler<PlaceInboundUnits, InboundPlaceResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly productFacts: InboundProductFacts,
    private readonly bins: InboundBinCheck,
  ) {}

  async execute({ shipmentId, placement }: PlaceInboundUnits): Promise<InboundPlaceResult> {
    await this.bins.assertUsable(placement.locationCode);
    const at = this.clock.now();
    const { outcome, products } = await runByBarcode(this.deps, this.productFacts, shipmentId, (catalog) => ({
      type: 'Place',
      ...placement,
      products: catalog,
      at,
    }));
    const { state } = outcome;
    const placedNow = outcome.events[0]?.type === 'InboundUnitsPlaced' ? outcome.events[0].data.productId : null;
    const productId = placedNow ?? lineOfBarcode(state, placement.barcode, products)?.productId ?? '';
    const placed = placedOf(state, productId);
    return {
      id: shipmentId,
      position: await positionOf(this.deps, shipmentId, outcome),
      productId,
      locationCode: placement.locationCode,
      placed,
      remaining: Math.max(0, countsOf(state, productId).good - placed),
      status: state.status as InboundStatus,
      repeated: outcome.events.length === 0,
    };
  }
}
