import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { locationRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { AdminOnly, ManagerOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import { CreateLocation } from '../commands/create-location';
import { CreateLocationRange } from '../commands/create-location-range';
import { DeactivateLocation } from '../commands/deactivate-location';
import { ReactivateLocation } from '../commands/reactivate-location';
import { binLabelsPdf } from '../labels/bin-labels-pdf';
import { GetBinStock, ListProductBins } from '../queries/bin-stock';
import { labelCodes } from '../queries/label-codes';
import { ListLocations } from '../queries/list-locations';

type Code = ParamsOf<typeof routes.deactivate>;

/** Staff and managers read; only warehouse managers change bins. */
@AdminOnly()
@Controller()
export class LocationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListLocations(query));
  }

  @ManagerOnly()
  @ContractRoute(routes.create)
  create(@ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateLocation(body.code));
  }

  @ManagerOnly()
  @ContractRoute(routes.createRange)
  createRange(@ValidBody(routes.createRange) body: BodyOf<typeof routes.createRange>) {
    return this.commands.execute(new CreateLocationRange(body));
  }

  /** Declared before the :code routes. */
  @ContractRoute(routes.labels)
  async labels(@ValidQuery(routes.labels) query: QueryOf<typeof routes.labels>, @Res() res: Response) {
    const codes = await labelCodes(this.db, query);
    const pdf = await binLabelsPdf(codes, this.clock.now());
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'inline; filename="bin-labels.pdf"');
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(pdf));
  }

  @ManagerOnly()
  @ContractRoute(routes.deactivate)
  deactivate(@ValidParams(routes.deactivate) { code }: Code) {
    return this.commands.execute(new DeactivateLocation(code));
  }

  @ManagerOnly()
  @ContractRoute(routes.reactivate)
  reactivate(@ValidParams(routes.reactivate) { code }: Code) {
    return this.commands.execute(new ReactivateLocation(code));
  }

  @ContractRoute(routes.stock)
  stock(@ValidParams(routes.stock) { code }: Code) {
    return this.queries.execute(new GetBinStock(code));
  }

  @ContractRoute(routes.productBins)
  productBins(@ValidParams(routes.productBins) { productId }: ParamsOf<typeof routes.productBins>) {
    return this.queries.execute(new ListProductBins(productId));
  }
}
