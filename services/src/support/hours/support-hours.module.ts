import { Module } from '@nestjs/common';

/** Working hours (open now, in the support time zone) and the average first-reply time measured from the events. */
@Module({})
export class SupportHoursModule {}
