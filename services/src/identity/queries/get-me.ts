import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type UserView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';

export class GetMe extends Query<UserView> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetMe)
export class GetMeHandler implements IQueryHandler<GetMe, UserView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId }: GetMe): Promise<UserView> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return {
      id: row.id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      userType: row.user_type as UserView['userType'],
      blocked: row.blocked,
      emailConfirmed: row.email_confirmed,
      lastPasswordChangeAt: row.last_password_change_at ? new Date(row.last_password_change_at).toISOString() : null,
      notifications: { categories: row.notification_categories as UserView['notifications']['categories'], email: row.notification_email },
    };
  }
}
