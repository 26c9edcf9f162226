import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { floorMetricsRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { GetFloorActivity } from '../queries/get-floor-activity';
import { GetReceivingTimes } from '../queries/get-receiving-times';
import { GetScanAccuracy } from '../queries/get-scan-accuracy';
import { GetShippingFloor } from '../queries/get-shipping-floor';
import { writeFloorReport } from '../reports/floor-report';

/** The warehouse floor's numbers, for staff and managers. */
@AdminOnly()
@Controller()
export class FloorMetricsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.activity)
  activity(@ValidQuery(routes.activity) q: QueryOf<typeof routes.activity>) {
    return this.queries.execute(new GetFloorActivity(new Date(q.from), new Date(q.to), q.timeZone, q.bucket));
  }

  @ContractRoute(routes.receiving)
  receiving(@ValidQuery(routes.receiving) q: QueryOf<typeof routes.receiving>) {
    return this.queries.execute(new GetReceivingTimes(new Date(q.from), new Date(q.to)));
  }

  @ContractRoute(routes.accuracy)
  accuracy(@ValidQuery(routes.accuracy) q: QueryOf<typeof routes.accuracy>) {
    return this.queries.execute(new GetScanAccuracy(new Date(q.from), new Date(q.to)));
  }

  @ContractRoute(routes.shipping)
  shipping(@ValidQuery(routes.shipping) q: QueryOf<typeof routes.shipping>) {
    return this.queries.execute(new GetShippingFloor(new Date(q.from), new Date(q.to), q.timeZone));
  }

  /** A chart's table as CSV or Excel. */
  @ContractRoute(routes.report)
  async report(@ValidQuery(routes.report) q: QueryOf<typeof routes.report>, @Res() res: Response) {
    await writeFloorReport(res, this.queries, q);
  }
}
