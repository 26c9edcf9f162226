// Run by the scheduler: records each seller's stored volume once a day and charges each finished month once.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { monthlyFee, storageDecider, storageFeeDocumentId, storageStream, storedCubicFeet } from '../domain/storage-fee';
import { dayOf, previousMonthOf } from '../domain/subscription-period';
import { isBlockedRefusal, SpendFromWallet } from '../commands/spend-from-wallet.command';

@Injectable()
export class StorageFeeService {
  /** seller:day and seller:month already settled in this process: spares re-reading their streams every run. */
  private readonly done = new Set<string>();

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly commands: CommandBus,
  ) {}

  /** Today's volume for every seller storing goods (blocked sellers are not billed, so not measured either). */
  async recordDay(now: Date): Promise<void> {
    const day = dayOf(now);
    const rows = await this.db
      .selectFrom('products')
      .leftJoin('users', 'users.id', 'products.seller_id')
      .select(['products.seller_id', 'products.dimensions', 'products.total'])
      .where('products.deleted', '=', false)
      .where('products.total', '>', 0)
      .where((eb) => eb.or([eb('users.blocked', 'is', null), eb('users.blocked', '=', false)]))
      .execute();
    const bySeller = new Map<string, typeof rows>();
    for (const row of rows) bySeller.set(row.seller_id, [...(bySeller.get(row.seller_id) ?? []), row]);
    for (const [sellerId, products] of bySeller) {
      const key = `${sellerId}:${day}`;
      if (this.done.has(key)) continue;
      await executeCommand(this.deps, storageStream(sellerId), storageDecider, {
        type: 'RecordVolume',
        day,
        cubicFeet: storedCubicFeet(products),
        at: now,
      });
      this.done.add(key);
    }
  }

  /** The previous month's fee for every seller with a recorded day in it, once; a blocked seller is not charged. */
  async chargePreviousMonth(now: Date): Promise<void> {
    const period = previousMonthOf(now);
    const sellers = await this.db
      .selectFrom('storage_volumes')
      .leftJoin('users', 'users.id', 'storage_volumes.user_id')
      .select('storage_volumes.user_id')
      .distinct()
      .where('storage_volumes.day', 'like', `${period}-%`)
      .where((eb) => eb.or([eb('users.blocked', 'is', null), eb('users.blocked', '=', false)]))
      .execute();
    for (const { user_id: userId } of sellers) {
      const key = `${userId}:${period}`;
      if (this.done.has(key)) continue;
      // Blocked after the query: not charged now; a later run charges the month if the seller is unblocked.
      const charged = await this.charge(userId, period, now).then(
        () => true,
        (err: unknown) => (isBlockedRefusal(err) ? false : Promise.reject(err)),
      );
      if (charged) this.done.add(key);
    }
  }

  private async charge(userId: string, period: string, now: Date): Promise<void> {
    await this.deps.queue.run(`storage-fee-${userId}`, async () => {
      const state = await loadState(this.deps.store, storageStream(userId), storageDecider);
      if (state.charged.includes(period)) return;
      const fee = monthlyFee(state, period);
      let paid = true;
      let spendingEntryId: string | null = null;
      if (fee.priceCents > 0) {
        const spending = {
          purpose: 'STORAGE_FEE' as const,
          amountCents: fee.priceCents,
          documentId: storageFeeDocumentId(userId, period),
          notes: null,
          reference: { kind: 'STORAGE_FEE' as const, period },
        };
        const outcome = await this.commands.execute(new SpendFromWallet(userId, spending));
        paid = outcome.accepted;
        spendingEntryId = outcome.entryId;
      }
      await executeCommand(this.deps, storageStream(userId), storageDecider, {
        type: 'ChargeFee',
        period,
        averageDailyCubicFeet: fee.averageDailyCubicFeet,
        priceCents: fee.priceCents,
        paid,
        spendingEntryId,
        at: now,
      });
    });
  }
}
