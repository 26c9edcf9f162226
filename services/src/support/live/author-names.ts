// Display names for message authors, from the identity read model's users table; cached for a few minutes, since a
// renamed user showing the old name for that long in a live frame is harmless (the next refetch shows the new one).
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';

const FRESH_MS = 5 * 60_000;
const MAX_REMEMBERED = 5_000;

@Injectable()
export class AuthorNames {
  private readonly names = new Map<string, { name: string | null; until: number }>();

  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async fullName(userId: string): Promise<string | null> {
    const cached = this.names.get(userId);
    if (cached && cached.until > performance.now()) return cached.name;
    const row = await this.db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirst();
    const name = row?.full_name ?? null;
    this.names.delete(userId);
    this.names.set(userId, { name, until: performance.now() + FRESH_MS });
    if (this.names.size > MAX_REMEMBERED) this.names.delete(this.names.keys().next().value!);
    return name;
  }
}

/** Sellers see support staff by first name only (contracts' supportMessageView). */
export const firstName = (fullName: string | null): string | null => fullName?.trim().split(/\s+/)[0] ?? null;
