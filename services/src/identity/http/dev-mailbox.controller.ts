import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { devMailboxRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { ReadDevMailbox } from '../queries/read-dev-mailbox';
import { CallerId } from '../../http/auth/current-user';

/**
 * The embedded mail port's inbox, absent in production and with SMTP. Signed in only: each user reads mail to their
 * own address, staff and warehouse managers everyone's. A newcomer who cannot sign in yet finds the link on the
 * server console (see the README).
 */
@Controller()
export class DevMailboxController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  list(@CallerId() callerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ReadDevMailbox(callerId, query.to));
  }
}
