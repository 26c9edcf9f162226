// Period ends, run by the scheduler: renew from the wallet, apply a scheduled downgrade, or end the plan when the
// wallet refuses; a deactivated (blocked) seller's plan ends instead, without a charge.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { dueAt, subscriptionDecider, subscriptionStream } from '../domain/subscription';
import { isBlockedRefusal, SpendFromWallet } from '../commands/spend-from-wallet.command';
import { planChangeKey } from '../commands/change-plan';
import { loadSubscription } from './load-subscription';

/** More periods than this in one run means the scheduler was off for years; the next run continues. */
const MAX_PERIODS_PER_RUN = 24;

@Injectable()
export class SubscriptionSettlement {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly commands: CommandBus,
  ) {}

  /** Ends the paid plans of blocked sellers, then settles every period that has ended by `now`. */
  async run(now: Date): Promise<void> {
    const blocked = await this.db
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.id', 'subscriptions.user_id')
      .select('subscriptions.user_id')
      .where('users.blocked', '=', true)
      .where('subscriptions.status', '=', 'ACTIVE')
      .where('subscriptions.plan', '!=', 'free')
      .execute();
    for (const { user_id } of blocked) await this.endForDeactivation(user_id, now);
    const due = await this.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('status', '=', 'ACTIVE')
      .where('plan', '!=', 'free')
      .where('period_end', '<=', now)
      .execute();
    for (const { user_id } of due) await this.settle(user_id, now);
  }

  async endForDeactivation(userId: string, now: Date): Promise<void> {
    await this.deps.queue.run(planChangeKey(userId), () =>
      executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, { type: 'EndForDeactivation', at: now }),
    );
  }

  async settle(userId: string, now: Date): Promise<void> {
    if (await this.isBlocked(userId)) return this.endForDeactivation(userId, now);
    // Blocked between the check and the charge: the wallet refuses, and the plan ends as for any deactivated seller.
    await this.settlePeriods(userId, now).catch((err: unknown) => {
      if (!isBlockedRefusal(err)) throw err;
      return this.endForDeactivation(userId, now);
    });
  }

  private async settlePeriods(userId: string, now: Date): Promise<void> {
    await this.deps.queue.run(planChangeKey(userId), async () => {
      for (let period = 0; period < MAX_PERIODS_PER_RUN; period++) {
        const due = dueAt(await loadSubscription(this.deps.store, userId), now);
        if (!due) return;
        let spendingEntryId: string | null = null;
        if (due.priceCents > 0) {
          // Idempotent per period: a second run (or a crash and retry) answers the first outcome, never charges twice.
          const reference = { kind: 'SUBSCRIPTION' as const, plan: due.plan, periodStart: due.periodStart, renewal: true };
          const spending = {
            purpose: 'SUBSCRIPTION' as const,
            amountCents: due.priceCents,
            documentId: `subscription-${userId}-${due.plan}-${due.periodStart}`,
            notes: null,
            reference,
          };
          const paid = await this.commands.execute(new SpendFromWallet(userId, spending));
          spendingEntryId = paid.accepted ? paid.entryId : null;
        }
        await executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, {
          type: 'SettlePeriod',
          spendingEntryId,
          at: now,
        });
      }
    });
  }

  private async isBlocked(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('blocked').where('id', '=', userId).executeTakeFirst();
    return row?.blocked ?? false;
  }
}
