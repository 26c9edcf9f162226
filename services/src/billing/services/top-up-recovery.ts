// Settles card top-ups whose process died between TopUpRequested and the outcome: asks the processor what became of
// the charge under the request's idempotency key and records WalletToppedUp or TopUpFailed. Runs on start and in
// every billing scheduler pass; repeating it changes nothing.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Clock, EventStore, PaymentPort } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { foldWallet, walletDecider, walletStream, type OpenTopUp, type TopUpOutcome } from '../domain/wallet';
import { PAYMENT_PORT } from './payment-port.provider';

/**
 * A request the processor has no charge for is settled as failed only after this long: until then its request may
 * still be on its way to the processor (Stripe: 20 s timeout, 2 retries; its search index lags up to a minute).
 */
export const UNKNOWN_CHARGE_GRACE_MS = 10 * 60_000;

export type TopUpSettlement = 'TOPPED_UP' | 'FAILED' | 'NOT_CHARGED' | 'PENDING' | 'ALREADY_SETTLED';

@Injectable()
export class TopUpRecovery {
  private readonly logger = new Logger('TopUpRecovery');

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_PORT) private readonly payments: PaymentPort,
  ) {}

  /** Every unsettled card top-up in the read model; answers how many it settled. */
  async run(): Promise<{ settled: number; open: number }> {
    const rows = await this.db.selectFrom('wallet_pending_top_ups').select(['user_id', 'entry_id']).orderBy('position').execute();
    let settled = 0;
    for (const row of rows) {
      const outcome = await this.settle(row.user_id, row.entry_id).catch((err: unknown) => {
        this.logger.error({ err, entryId: row.entry_id }, 'Top-up recovery failed for one request; the next pass retries');
        return 'PENDING' as const;
      });
      if (outcome === 'TOPPED_UP' || outcome === 'FAILED' || outcome === 'NOT_CHARGED') settled++;
    }
    return { settled, open: rows.length - settled };
  }

  /** Settles one request from the wallet stream's own record of it (the read model may lag). */
  settle(userId: string, entryId: string): Promise<TopUpSettlement> {
    const context = { correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' as const };
    return runInRequestContext(context, async () => {
      const open = foldWallet(await this.store.readStream(walletStream(userId))).openTopUps[entryId];
      if (!open) return 'ALREADY_SETTLED';
      const found = await this.payments.findCharge(open.idempotencyKey);
      if (found.ok === null) {
        const old = this.clock.now().getTime() - Date.parse(open.at) >= UNKNOWN_CHARGE_GRACE_MS;
        if (found.state === 'PENDING' || !old) return 'PENDING';
        // Never charged: the request died before reaching the processor. Recorded as failed, so nothing waits on it.
        await this.record(userId, entryId, open, { ok: false, paymentId: null, failure: 'PAYMENT_PROVIDER_ERROR' });
        return 'NOT_CHARGED';
      }
      await this.record(userId, entryId, open, found.ok ? { ok: true, paymentId: found.paymentId } : found);
      return found.ok ? 'TOPPED_UP' : 'FAILED';
    });
  }

  private async record(userId: string, entryId: string, open: OpenTopUp, outcome: TopUpOutcome) {
    await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'RecordTopUp',
      entryId,
      source: 'MANUAL_FUND',
      amountCents: open.amountCents,
      cardId: open.cardId,
      comment: null,
      outcome,
      at: this.clock.now(),
    });
  }
}
