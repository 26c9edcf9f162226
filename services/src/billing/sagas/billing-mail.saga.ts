// Billing mails (billing-mails.ts), once each through services/src/notifications/seller-notification-mail.ts: a card
// top-up refused (TopUpFailed), a renewal that failed (SubscriptionEnded for RENEWAL_FAILED), and a spending that took
// the balance from at or above the auto top-up trigger to below it while auto top-up is off: once per crossing, since
// the next spending starts below the trigger until a top-up brings the balance back.
import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionEvent, WalletEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import { billingMail, type BillingMail } from './billing-mails';

type Spent = Extract<WalletEvent, { type: 'WalletSpent' }>;

@Injectable()
export class BillingMailSaga implements Saga {
  readonly name = 'billing-mail';
  readonly handles = ['TopUpFailed', 'SubscriptionEnded', 'WalletSpent'];

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    private readonly mail: SellerNotificationMail,
  ) {}

  wants(stored: StoredEvent): boolean {
    const event = stored as unknown as WalletEvent | SubscriptionEvent;
    return event.type !== 'SubscriptionEnded' || event.data.reason === 'RENEWAL_FAILED';
  }

  async react(stored: StoredEvent): Promise<void> {
    const event = stored as unknown as WalletEvent | SubscriptionEvent;
    const mail = await this.mailFor(stored, event);
    if (!mail) return;
    const sellerId = stored.streamId.slice(stored.streamId.indexOf('-') + 1);
    await this.mail.sendOnce({
      key: `billing:${stored.streamId}:${stored.version}`,
      sellerId,
      at: stored.recordedAt,
      category: 'BILLING_AND_SUBSCRIPTION',
      compose: (locale, base) => billingMail(mail, locale, `${base}/wallet`),
    });
  }

  private async mailFor(stored: StoredEvent, event: WalletEvent | SubscriptionEvent): Promise<BillingMail | null> {
    if (event.type === 'TopUpFailed') return { kind: 'top-up-failed', amountCents: event.data.amountCents, failure: event.data.failure };
    if (event.type === 'SubscriptionEnded')
      return event.data.reason === 'RENEWAL_FAILED' ? { kind: 'renewal-failed', plan: event.data.plan } : null;
    if (event.type !== 'WalletSpent') return null;
    const before = ((await this.deps.store.readStream(stored.streamId)) as unknown as WalletEvent[]).slice(0, stored.version - 1);
    return lowBalance(before, event);
  }
}

/** The low balance mail when this spending crossed the trigger with auto top-up off; else null. */
function lowBalance(before: WalletEvent[], spent: Spent): BillingMail | null {
  const settings = before.findLast((e) => e.type === 'AutoTopUpConfigured')?.data;
  if (!settings || settings.enabled || settings.triggerLevelCents === null) return null;
  const moved = before.findLast((e) => e.type === 'WalletToppedUp' || e.type === 'WalletSpent');
  const balanceBefore = moved?.type === 'WalletToppedUp' || moved?.type === 'WalletSpent' ? moved.data.balanceAfterCents : 0;
  const trigger = settings.triggerLevelCents;
  if (balanceBefore < trigger || spent.data.balanceAfterCents >= trigger) return null;
  return { kind: 'low-balance', balanceCents: spent.data.balanceAfterCents, triggerLevelCents: trigger };
}
