// Scans and placements name a product by barcode: the line's own first; only when no line carries it is the catalog
// asked (for the products' own barcodes) and the command run again with what it says.
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { catchUpState } from '../../event-sourcing/load-state';
import type { CommandDeps } from '../../persistence/tokens';
import {
  inboundShipmentDecider,
  inboundShipmentStream,
  type InboundCommand,
  type InboundState,
  type ProductCatalog,
} from '../domain/inbound-shipment';
import type { InboundProductFacts } from './product-facts';
import { runInboundCommand, type InboundOutcome } from './run-inbound-command';

export async function runByBarcode(
  deps: CommandDeps,
  productFacts: InboundProductFacts,
  shipmentId: string,
  command: (products: ProductCatalog) => InboundCommand,
): Promise<{ outcome: InboundOutcome; products: ProductCatalog }> {
  try {
    return { outcome: await runInboundCommand(deps, shipmentId, command({})), products: {} };
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== ErrorCode.UNKNOWN_BARCODE) throw err;
    // The refusal was decided on the stream as stored: the copy it left reads only what came since.
    const stream = inboundShipmentStream(shipmentId);
    const cached = deps.states?.get<InboundState>(stream, inboundShipmentDecider);
    const { state } = await catchUpState(deps.store, stream, inboundShipmentDecider, cached, deps.states);
    const products = await productFacts.of(state.lines.map((l) => l.productId));
    return { outcome: await runInboundCommand(deps, shipmentId, command(products)), products };
  }
}
