import { Controller } from '@nestjs/common';
import { salesChannelRoutes as routes, type ParamsOf } from '@ledgerhouse/contracts';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidParams } from '../../http/contract-route';
import { ImportPass, type ImportResult } from './import-pass';

/** The seller's "import now" on one of their channels (otherwise scheduled and webhook-driven). A blocked seller reaches
 * sales channels (spec 6); their channels are deactivated, so the pass itself refuses with CHANNEL_NOT_ACTIVE. */
@BlockedAllowed()
@Controller()
export class ImportController {
  constructor(private readonly pass: ImportPass) {}

  @ContractRoute(routes.importNow)
  importNow(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.importNow) { channelId }: ParamsOf<typeof routes.importNow>,
  ): Promise<ImportResult> {
    return this.pass.run(channelId, sellerId);
  }
}
