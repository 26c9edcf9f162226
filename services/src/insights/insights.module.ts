import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InsightsStockController } from './http/insights-stock.controller';
import { GetStockSeriesHandler } from './queries/get-stock-series';

const controllers = [InsightsStockController];
const queryHandlers = [GetStockSeriesHandler];

/** The seller's Insights page: figures read from the insights read models on the pump, never from the events table. */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class InsightsModule {}
