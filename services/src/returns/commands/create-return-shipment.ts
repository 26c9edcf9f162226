// A seller sends the goods of one canceled order back: the label is theirs, or bought through the carrier port (the
// intent recorded first on return-<orderId>); a RETURN inbound shipment with the order's products is created through
// the inbound context's commands, recorded on the order (once: a second return is refused), then sent.
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult, type CreateReturnShipmentBody, type InboundLineBody, type OrderLine } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { CreateInboundDraft } from '../../inbound/commands/create-inbound-draft';
import { DeleteInboundDraft } from '../../inbound/commands/delete-inbound-draft';
import { SubmitInboundShipment } from '../../inbound/commands/submit-inbound-shipment';
import { runOrderCommand } from '../../orders/services/run-order-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { ProductShippingFactsReader, type ProductShippingFacts } from '../../orders/sagas/fulfillment/product-measures';
import { ReturnLabels } from '../services/return-labels';
import { loadReturnableOrder, returnParcel } from '../services/returnable-order';

export class CreateReturnShipment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateReturnShipmentBody,
  ) {
    super();
  }
}

/** One line per product of the order, with the product's barcode (its SKU when it has none) for the check-in scan. */
export function returnLines(lines: readonly OrderLine[], products: Record<string, ProductShippingFacts | undefined>): InboundLineBody[] {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units].map(([productId, quantity]) => {
    const product = products[productId];
    return {
      productId,
      quantity,
      barcode: product?.barcode || product?.sku || '',
      packageSize: null,
      weight: null,
      countryOfOrigin: product?.countryOfOrigin ?? null,
    };
  });
}

@CommandHandler(CreateReturnShipment)
export class CreateReturnShipmentHandler implements ICommandHandler<CreateReturnShipment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly bus: CommandBus,
    private readonly products: ProductShippingFactsReader,
    private readonly labels: ReturnLabels,
  ) {}

  async execute({ sellerId, body }: CreateReturnShipment): Promise<CommandResult> {
    const order = await loadReturnableOrder(this.deps.store, sellerId, body.orderId);
    const label = body.label;
    const delivery =
      label.kind === 'EXISTING'
        ? { trackingNumber: label.trackingNumber, courierService: label.carrierCode }
        : await this.labels.buy(order, returnParcel(label), label.confirmedPriceCents);
    const products = await this.products.of(order.lines.map((l) => l.productId));
    const draft = await this.bus.execute(
      new CreateInboundDraft(sellerId, {
        type: 'RETURN',
        lines: returnLines(order.lines, products),
        delivery: { ...delivery, deliveryType: 'CUSTOM', packageType: null, comment: body.comment },
      }),
    );
    try {
      await runOrderCommand(this.deps, body.orderId, {
        type: 'RecordReturnShipment',
        sellerId,
        inboundShipmentId: draft.id,
        at: this.clock.now(),
      });
    } catch (err) {
      // Another request made the order's return first: this draft is not needed.
      await this.bus.execute(new DeleteInboundDraft(sellerId, draft.id));
      if (err instanceof DomainError && err.code === ErrorCode.ORDER_STATUS_CONFLICT)
        throw new DomainError(ErrorCode.RETURN_ALREADY_CREATED);
      throw err;
    }
    return this.bus.execute(new SubmitInboundShipment(sellerId, draft.id));
  }
}
