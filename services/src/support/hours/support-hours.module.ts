import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetSupportHoursHandler } from './get-support-hours';
import { SupportHoursController } from './support-hours.controller';

const controllers = [SupportHoursController];
const queryHandlers = [GetSupportHoursHandler];

/** Working hours (open now, in the support time zone) and the average first-reply time measured from the events. */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class SupportHoursModule {}
