import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClearReorderThresholdHandler } from './commands/clear-reorder-threshold';
import { SetReorderThresholdHandler } from './commands/set-reorder-threshold';
import { InsightsDaysLeftController } from './http/insights-days-left.controller';
import { InsightsReorderController } from './http/insights-reorder.controller';
import { InsightsSpendController } from './http/insights-spend.controller';
import { InsightsStockController } from './http/insights-stock.controller';
import { GetSpendBreakdownHandler } from './queries/spend-breakdown';
import { GetDaysOfStockLeftHandler } from './queries/days-of-stock-left';
import { GetStockSeriesHandler } from './queries/get-stock-series';
import { GetReorderAlertsHandler } from './queries/reorder-alerts';

const controllers = [InsightsStockController, InsightsDaysLeftController, InsightsSpendController, InsightsReorderController];
const commandHandlers = [SetReorderThresholdHandler, ClearReorderThresholdHandler];
const queryHandlers = [GetStockSeriesHandler, GetDaysOfStockLeftHandler, GetSpendBreakdownHandler, GetReorderAlertsHandler];

/**
 * The seller's Insights page: figures read from the insights read models on the pump, never from the events table; and
 * the reorder points (thresholds on reorder-point-<productId> streams, decision 0043).
 */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class InsightsModule {}
