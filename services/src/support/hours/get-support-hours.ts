// Working hours with whether support is open at the clock's now, and the average first-reply time.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { SUPPORT_TIME_ZONE, SUPPORT_WEEKLY_HOURS, supportHoursAt, type SupportHoursView } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import { averageFirstReplySeconds } from './average-first-reply';

export class GetSupportHours extends Query<SupportHoursView> {}

@QueryHandler(GetSupportHours)
export class GetSupportHoursHandler implements IQueryHandler<GetSupportHours, SupportHoursView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<unknown>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<SupportHoursView> {
    const now = this.clock.now();
    return {
      timeZone: SUPPORT_TIME_ZONE,
      weekly: SUPPORT_WEEKLY_HOURS,
      ...supportHoursAt(now),
      averageFirstReplySeconds: await averageFirstReplySeconds(this.db, now),
    };
  }
}
