import { Controller, Inject } from '@nestjs/common';
import { devMailboxRoutes as routes, ErrorCode } from '@ledgerhouse/contracts';
import { LocalMailbox, type MailPort } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { APP_CONFIG, MAIL_PORT } from '../../persistence/tokens';
import { Public } from './access.decorators';

/** The embedded mail port's inbox, for developers and tests; absent in production and with SMTP. */
@Controller()
export class DevMailboxController {
  constructor(
    @Inject(MAIL_PORT) private readonly mail: MailPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @ContractRoute(routes.list)
  async list(@ValidQuery(routes.list) query: { to?: string }) {
    if (this.config.NODE_ENV === 'production' || !(this.mail instanceof LocalMailbox)) throw new DomainError(ErrorCode.NOT_FOUND, 404);
    return { items: await this.mail.list(query.to) };
  }
}
