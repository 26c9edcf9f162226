// The price a return's bought label would cost, for the seller to see and confirm before anything is charged or
// bought (the create command then refuses a dearer label: RETURN_LABEL_PRICE_CHANGED).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReturnLabelQuote, ReturnLabelQuoteBody } from '@ledgerhouse/contracts';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { loadReturnableOrder, returnParcel } from '../services/returnable-order';
import { ReturnLabels } from '../services/return-labels';

export class QuoteReturnLabel extends Query<ReturnLabelQuote> {
  constructor(
    readonly sellerId: string,
    readonly body: ReturnLabelQuoteBody,
  ) {
    super();
  }
}

@QueryHandler(QuoteReturnLabel)
export class QuoteReturnLabelHandler implements IQueryHandler<QuoteReturnLabel> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    private readonly labels: ReturnLabels,
  ) {}

  async execute({ sellerId, body }: QuoteReturnLabel): Promise<ReturnLabelQuote> {
    const order = await loadReturnableOrder(this.deps.store, sellerId, body.orderId);
    const rate = await this.labels.quote(order, returnParcel(body));
    return { priceCents: rate.priceCents, carrier: rate.carrier, service: rate.service };
  }
}
