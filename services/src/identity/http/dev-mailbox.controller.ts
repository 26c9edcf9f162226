import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { devMailboxRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { AnyUser, Public } from '../../http/auth/access.decorators';
import { CallerId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { AuthRateLimit } from '../../http/rate-limit.guard';
import { ReadDevMailbox } from '../queries/read-dev-mailbox';
import { ReadMailboxByPassword } from '../queries/read-mailbox-by-password';

/**
 * The embedded mail port's inbox, absent in production and with SMTP. Everyone, staff included, reads only the mail
 * to their own address: signed in, or, as a newcomer who cannot sign in before confirming, with the account's password.
 */
@Controller()
export class DevMailboxController {
  constructor(private readonly queries: QueryBus) {}

  @AnyUser()
  @ContractRoute(routes.list)
  list(@CallerId() callerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ReadDevMailbox(callerId, query.to));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.own)
  own(@ValidBody(routes.own) { email, password }: BodyOf<typeof routes.own>) {
    return this.queries.execute(new ReadMailboxByPassword(email, password));
  }
}
