import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { devMarketplaceSandboxRoutes as routes, ErrorCode, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import type { Marketplace, RunningSimulator } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { APP_CONFIG } from '../../persistence/tokens';
import { MARKETPLACE_SIMULATORS } from '../connectors/marketplace-connectors';
import { HoldsSandboxStore } from '../queries/sales-channel-queries';

/**
 * The embedded start's sandbox marketplaces (the local simulators standing in for unconfigured marketplaces), absent in
 * production. Signed in only: the connect pages offer the sandbox stores' credentials (simulated accounts, no real
 * secret), and a newcomer or a browser test places orders in a sandbox store and reads the tracking it received:
 * only a seller whose channel is connected to that store, since its orders are imported into that seller's account.
 */
@Controller()
export class DevMarketplaceSandboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MARKETPLACE_SIMULATORS) private readonly simulators: ReadonlyMap<Marketplace, RunningSimulator>,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.stores)
  stores() {
    return { stores: Object.fromEntries([...this.running()].map(([marketplace, s]) => [marketplace, { ...s.sandboxCredentials }])) };
  }

  @ContractRoute(routes.addOrders)
  async addOrders(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.addOrders) { marketplace }: ParamsOf<typeof routes.addOrders>,
    @ValidBody(routes.addOrders) { orders }: BodyOf<typeof routes.addOrders>,
  ) {
    return { orders: await (await this.heldStore(sellerId, marketplace)).addOrders(orders) };
  }

  @ContractRoute(routes.tracking)
  async tracking(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.tracking) { marketplace, channelOrderId }: ParamsOf<typeof routes.tracking>,
  ) {
    return { tracking: (await this.heldStore(sellerId, marketplace)).trackingOf(channelOrderId) };
  }

  private running(): ReadonlyMap<Marketplace, RunningSimulator> {
    if (this.config.NODE_ENV === 'production') throw new DomainError(ErrorCode.NOT_FOUND);
    return this.simulators;
  }

  /** The sandbox store, for the seller whose channel is connected to it; NOT_FOUND for everyone else. */
  private async heldStore(sellerId: string, marketplace: Marketplace): Promise<RunningSimulator> {
    const simulator = this.running().get(marketplace);
    if (!simulator || !(await this.queries.execute(new HoldsSandboxStore(sellerId, marketplace))))
      throw new DomainError(ErrorCode.NOT_FOUND);
    return simulator;
  }
}
