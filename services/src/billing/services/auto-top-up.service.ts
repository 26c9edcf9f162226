// Fulfils auto top-up requests: charges the primary card (idempotency key = request id) and records the outcome,
// which settles the request. Runs right after the spending that asked, and as a recovery pass from the scheduler.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { KeyedQueue, type Clock, type EventStore, type PaymentPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { cardsStream, foldCards, primaryCard } from '../domain/cards';
import { foldWallet, walletDecider, walletStream } from '../domain/wallet';
import { AccountStatus } from './account-status';
import { PAYMENT_PORT } from './payment-port.provider';

export type AutoTopUpResult = 'NONE_PENDING' | 'SKIPPED_BLOCKED' | 'PENDING' | 'TOPPED_UP' | 'FAILED';

@Injectable()
export class AutoTopUpService {
  private readonly logger = new Logger('AutoTopUpService');
  private readonly queue = new KeyedQueue();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PORT) private readonly payments: PaymentPort,
    private readonly accounts: AccountStatus,
  ) {}

  /** Starts fulfilling without making the spender wait for the card; `settled()` waits for it. */
  fulfilSoon(userId: string): void {
    const work: Promise<unknown> = this.fulfil(userId)
      .catch((err: unknown) => this.logger.error({ err, userId }, 'Auto top-up failed; the recovery pass will retry'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves when every auto top-up started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** The recovery pass: completes every open request (e.g. after a crash between the spending and the charge). */
  async completePending(): Promise<{ completed: number }> {
    const rows = await this.db.selectFrom('wallet_balances').select('user_id').where('pending_request_id', 'is not', null).execute();
    let completed = 0;
    for (const { user_id } of rows) {
      const result = await this.fulfil(user_id);
      if (result === 'TOPPED_UP' || result === 'FAILED') completed++;
    }
    return { completed };
  }

  /** Charges the open request of one wallet, once: one at a time per wallet, and the processor dedupes by request id. */
  fulfil(userId: string): Promise<AutoTopUpResult> {
    const context = { correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' as const };
    return runInRequestContext(context, () => this.queue.run(userId, () => this.charge(userId)));
  }

  private async charge(userId: string): Promise<AutoTopUpResult> {
    const pending = foldWallet(await this.store.readStream(walletStream(userId))).pending;
    if (!pending) return 'NONE_PENDING';
    // Deactivated accounts are not charged; the request stays open until the account is active again.
    if (await this.accounts.blocked(userId)) return 'SKIPPED_BLOCKED';
    const card = primaryCard(foldCards(await this.store.readStream(cardsStream(userId))));
    // A charge already made under the request id (its process died before recording it) is recorded, not made again.
    const earlier = await this.payments.findCharge(pending.requestId);
    if (earlier.ok === null && earlier.state === 'PENDING') return 'PENDING';
    // No card left (removed after enabling): recorded as declined, with no card, so the request is settled.
    const charged =
      earlier.ok !== null
        ? earlier
        : card
          ? await this.payments.charge({ token: card.token, amountCents: pending.amountCents, idempotencyKey: pending.requestId })
          : ({ ok: false, paymentId: null, failure: 'CARD_DECLINED' } as const);
    await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RecordTopUp',
      entryId: pending.requestId,
      source: 'AUTO_FUND',
      amountCents: pending.amountCents,
      cardId: card?.cardId ?? null,
      comment: null,
      outcome: charged.ok ? { ok: true, paymentId: charged.paymentId } : charged,
      at: this.clock.now(),
    });
    return charged.ok ? 'TOPPED_UP' : 'FAILED';
  }
}
