// Whether a seller exists and is deactivated, from the users read model (blocking takes effect at once there).
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

@Injectable()
export class AccountStatus {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  /** Deactivated accounts are never charged (spec 1). Unknown users count as not blocked. */
  async blocked(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('blocked').where('id', '=', userId).executeTakeFirst();
    return row?.blocked ?? false;
  }

  async mustExist(userId: string): Promise<void> {
    const row = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
  }
}
