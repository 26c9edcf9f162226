// A wallet's balance at any past instant, replayed from its events (the one billing query that reads the store).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../../persistence/tokens';
import { walletStream } from '../domain/wallet';
import { replayLedger } from '../domain/wallet-ledger';

export interface WalletBalanceAsOfView {
  userId: string;
  asOf: string;
  balanceCents: number;
  entries: number;
}

export class GetWalletBalanceAsOf extends Query<WalletBalanceAsOfView> {
  constructor(
    readonly userId: string,
    readonly asOf: Date,
  ) {
    super();
  }
}

@QueryHandler(GetWalletBalanceAsOf)
export class GetWalletBalanceAsOfHandler implements IQueryHandler<GetWalletBalanceAsOf, WalletBalanceAsOfView> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, asOf }: GetWalletBalanceAsOf): Promise<WalletBalanceAsOfView> {
    const ledger = replayLedger(await this.store.readStream(walletStream(userId), { until: asOf }));
    return { userId, asOf: asOf.toISOString(), balanceCents: ledger.balanceCents, entries: ledger.postings };
  }
}
