// A seller sends the goods of one canceled order back: the label is theirs, or bought through the carrier port (the
// intent recorded first on return-<orderId>); a RETURN inbound shipment with the order's products is created through
// the inbound context's commands, recorded on the order (once: a second return is refused), then sent.
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  convertLength,
  convertWeight,
  ErrorCode,
  type CommandResult,
  type CreateReturnShipmentBody,
  type InboundLineBody,
  type OrderLine,
} from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { CreateInboundDraft } from '../../inbound/commands/create-inbound-draft';
import { DeleteInboundDraft } from '../../inbound/commands/delete-inbound-draft';
import { SubmitInboundShipment } from '../../inbound/commands/submit-inbound-shipment';
import { orderDecider, orderStream, type OrderState } from '../../orders/domain/order';
import { runOrderCommand } from '../../orders/services/run-order-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { ProductShippingFactsReader, type ProductShippingFacts } from '../../orders/sagas/fulfillment/product-measures';
import { ReturnLabels } from '../services/return-labels';

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
    const order = await this.returnableOrder(sellerId, body.orderId);
    const label = body.label;
    const delivery =
      label.kind === 'EXISTING'
        ? { trackingNumber: label.trackingNumber, courierService: label.carrierCode }
        : await this.labels.buy(order, {
            lengthCm: convertLength(Math.max(label.size.length, label.size.width, label.size.height), label.size.unit, 'cm'),
            widthCm: convertLength(median(label.size), label.size.unit, 'cm'),
            heightCm: convertLength(Math.min(label.size.length, label.size.width, label.size.height), label.size.unit, 'cm'),
            weightGrams: Math.max(1, Math.ceil(convertWeight(label.weight.value, label.weight.unit, 'g'))),
          });
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

  private async returnableOrder(sellerId: string, orderId: string): Promise<OrderState> {
    const order = foldEvents(orderDecider, await this.deps.store.readStream(orderStream(orderId)));
    if (!order.orderId || order.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND);
    if (order.returnShipmentId) throw new DomainError(ErrorCode.RETURN_ALREADY_CREATED);
    if (order.facets.status !== 'CANCELED') throw new DomainError(ErrorCode.RETURN_ORDER_NOT_CANCELED, { status: order.facets.status });
    return order;
  }
}

const median = (s: { length: number; width: number; height: number }) => [s.length, s.width, s.height].sort((a, b) => a - b)[1]!;
