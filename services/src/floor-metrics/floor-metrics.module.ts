import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordScanRefusalHandler } from './commands/record-scan-refusal';
import { FloorMetricsController } from './http/floor-metrics.controller';
import { ScanRefusalsInterceptor } from './http/scan-refusals.interceptor';
import { GetFloorActivityHandler } from './queries/get-floor-activity';
import { GetScanAccuracyHandler } from './queries/get-scan-accuracy';
import { GetReceivingTimesHandler } from './queries/get-receiving-times';
import { GetShippingFloorHandler } from './queries/get-shipping-floor';

const controllers = [FloorMetricsController];
const queryHandlers = [GetFloorActivityHandler, GetReceivingTimesHandler, GetShippingFloorHandler, GetScanAccuracyHandler];

/** The warehouse floor's numbers (issue 27), read from the floor_* read models. */
@Module({
  imports: [CqrsModule],
  controllers,
  providers: [RecordScanRefusalHandler, ...queryHandlers, { provide: APP_INTERCEPTOR, useClass: ScanRefusalsInterceptor }],
})
export class FloorMetricsModule {}
