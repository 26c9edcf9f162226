// A blocked seller still reaches the sales channels (spec 2, 6) to look, deactivate and delete, but connects nothing
// new and activates nothing again (spec 1: a deactivated account's channels are deactivated).
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

@Injectable()
export class BlockedSellers {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  /** ACCOUNT_BLOCKED when the seller is blocked. */
  async refuse(sellerId: string): Promise<void> {
    const user = await this.db.selectFrom('users').select('blocked').where('id', '=', sellerId).executeTakeFirst();
    if (user?.blocked) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED);
  }
}
