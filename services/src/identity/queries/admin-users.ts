import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type AdminUserRow } from '@ledgerhouse/contracts';
import type { ReadModelDatabase, UserRow } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import type { Page } from '@ledgerhouse/contracts';

export interface UserFilter {
  page: number;
  pageSize: number;
  search?: string;
  type?: 'SELLER' | 'STAFF' | 'WAREHOUSE_MANAGER';
  blocked?: boolean;
}

export function adminUserRowOf(row: UserRow): AdminUserRow {
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    userType: row.user_type as AdminUserRow['userType'],
    blocked: row.blocked,
    emailConfirmed: row.email_confirmed,
    lastPasswordChangeAt: iso(row.last_password_change_at),
    notifications: {
      categories: row.notification_categories as AdminUserRow['notifications']['categories'],
      email: row.notification_email,
    },
    registeredAt: iso(row.registered_at)!,
    lastLoginAt: iso(row.last_login_at),
  };
}

export class ListUsers extends Query<Page<AdminUserRow>> {
  constructor(readonly filter: UserFilter) {
    super();
  }
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers, Page<AdminUserRow>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListUsers): Promise<Page<AdminUserRow>> {
    let query = this.db.selectFrom('users');
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('full_name', 'ilike', like), eb('email', 'ilike', like)]));
    }
    if (filter.type) query = filter.type === 'SELLER' ? query.where('user_type', 'is', null) : query.where('user_type', '=', filter.type);
    if (filter.blocked !== undefined) query = query.where('blocked', '=', filter.blocked);
    const { items: rows, total } = await paginate(query, (q) => q.selectAll().orderBy('registered_at', 'desc').orderBy('id'), filter);
    return { items: rows.map(adminUserRowOf), total, page: filter.page, pageSize: filter.pageSize };
  }
}

export class GetUser extends Query<AdminUserRow> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUser)
export class GetUserHandler implements IQueryHandler<GetUser, AdminUserRow> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ userId }: GetUser): Promise<AdminUserRow> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return adminUserRowOf(row);
  }
}
