import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FloorMetricsController } from './http/floor-metrics.controller';
import { GetFloorActivityHandler } from './queries/get-floor-activity';
import { GetReceivingTimesHandler } from './queries/get-receiving-times';
import { GetShippingFloorHandler } from './queries/get-shipping-floor';

const controllers = [FloorMetricsController];
const queryHandlers = [GetFloorActivityHandler, GetReceivingTimesHandler, GetShippingFloorHandler];

/** The warehouse floor's numbers (issue 27), read from the floor_* read models. */
@Module({ imports: [CqrsModule], controllers, providers: queryHandlers })
export class FloorMetricsModule {}
