import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { insightsStockRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { GetStockSeries } from '../queries/get-stock-series';
import { writeStockReport } from '../reports/stock-report';

/** The changes, and the products, shipments and orders that name them. */
@ReadsFrom('insights_stock', 'products', 'inbound_shipments', 'orders')
@Controller()
export class InsightsStockController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before any parameterised insights path, so "report" is never taken for something else. */
  @ContractRoute(routes.stockReport)
  async report(
    @CurrentUserId() sellerId: string,
    @ValidQuery(routes.stockReport) query: QueryOf<typeof routes.stockReport>,
    @Res() res: Response,
  ) {
    await writeStockReport(res, this.queries, sellerId, query);
  }

  @ContractRoute(routes.stock)
  stock(@CurrentUserId() sellerId: string, @ValidQuery(routes.stock) query: QueryOf<typeof routes.stock>) {
    return this.queries.execute(new GetStockSeries(sellerId, query));
  }
}
