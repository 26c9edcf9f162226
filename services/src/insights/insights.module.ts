import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InsightsDaysLeftController } from './http/insights-days-left.controller';
import { InsightsSpendController } from './http/insights-spend.controller';
import { InsightsStockController } from './http/insights-stock.controller';
import { GetSpendBreakdownHandler } from './queries/spend-breakdown';
import { GetDaysOfStockLeftHandler } from './queries/days-of-stock-left';
import { GetStockSeriesHandler } from './queries/get-stock-series';

const controllers = [InsightsStockController, InsightsDaysLeftController, InsightsSpendController];
const queryHandlers = [GetStockSeriesHandler, GetDaysOfStockLeftHandler, GetSpendBreakdownHandler];

/** The seller's Insights page: figures read from the insights read models on the pump, never from the events table. */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class InsightsModule {}
