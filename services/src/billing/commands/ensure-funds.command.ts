// Billing's door for "can the wallet pay this before I buy something outside for the seller?": the balance covers
// it, or auto top-up (when the seller turned it on) charges the card for the shortfall first. Nothing is spent here:
// the caller charges with SpendFromWallet, which alone decides (the wallet stream serialises every spending).
import { Command } from '@nestjs/cqrs';

export interface FundsOutcome {
  /** The balance (after any auto top-up made for this) covers the amount. */
  covered: boolean;
  balanceCents: number;
}

export class EnsureFunds extends Command<FundsOutcome> {
  constructor(
    readonly userId: string,
    readonly amountCents: number,
  ) {
    super();
  }
}
