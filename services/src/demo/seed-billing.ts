// Demo billing: the seller's sandbox card, wallet top-ups and spendings, and a promo code on the manager's screen.
import type { CommandBus } from '@nestjs/cqrs';
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { AddCard } from '../billing/commands/add-card';
import { CreatePromoCode } from '../billing/commands/create-promo-code';
import { SpendFromWallet } from '../billing/commands/spend-from-wallet.command';
import { StaffTopUp } from '../billing/commands/staff-top-up';
import { TopUpWallet } from '../billing/commands/top-up-wallet';
import { cardsStream } from '../billing/domain/cards';
import { promoClaimStream } from '../billing/domain/promo-code';
import { walletStream } from '../billing/domain/wallet';

export const DEMO_PROMO_CODE = 'WELCOME10';
/** $50 from the card + $25 by staff − $12.50 − $4.75. */
export const DEMO_BALANCE_CENTS = 5_775;

const spendings = [
  { purpose: 'OTHER' as const, amountCents: 1_250, documentId: 'demo-relabelling-1', notes: 'Manual relabelling of 25 units' },
  { purpose: 'OTHER' as const, amountCents: 475, documentId: 'demo-photos-1', notes: 'Photos of a returned parcel' },
];

/** Each part is seeded only when its stream is still empty. */
export async function seedBilling(store: EventStore, commands: CommandBus, sellerId: string): Promise<void> {
  const empty = async (stream: string) => (await store.readStream(stream)).length === 0;
  if (await empty(cardsStream(sellerId))) {
    // The first linked card becomes the primary one.
    const card = {
      number: SANDBOX_CARDS.success,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      holderName: 'Sam Seller',
    };
    await commands.execute(new AddCard(sellerId, card, 'default'));
  }
  if (await empty(walletStream(sellerId))) {
    await commands.execute(new TopUpWallet(sellerId, 5_000));
    await commands.execute(new StaffTopUp(sellerId, 2_500, 'Welcome credit for the demo account'));
    for (const spending of spendings) await commands.execute(new SpendFromWallet(sellerId, spending));
  }
  if (await empty(promoClaimStream(DEMO_PROMO_CODE))) {
    await commands.execute(
      new CreatePromoCode({ code: DEMO_PROMO_CODE, discountPercent: 10, plan: 'basic', usageLimit: 100, expiresAt: null }),
    );
  }
}
