import { Controller, Inject } from '@nestjs/common';
import { devMarketplaceSandboxRoutes as routes, ErrorCode, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import type { Marketplace, RunningSimulator } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { APP_CONFIG } from '../../persistence/tokens';
import { MARKETPLACE_SIMULATORS } from '../connectors/marketplace-connectors';

/**
 * The embedded start's sandbox marketplaces (the local simulators standing in for unconfigured marketplaces), absent in
 * production. Signed in only: the connect pages offer the sandbox stores' credentials (simulated accounts, no real
 * secret), and a newcomer or a browser test places orders in a sandbox store and reads the tracking it received.
 */
@Controller()
export class DevMarketplaceSandboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MARKETPLACE_SIMULATORS) private readonly simulators: ReadonlyMap<Marketplace, RunningSimulator>,
  ) {}

  @ContractRoute(routes.stores)
  stores() {
    return { stores: Object.fromEntries([...this.running()].map(([marketplace, s]) => [marketplace, { ...s.sandboxCredentials }])) };
  }

  @ContractRoute(routes.addOrders)
  async addOrders(
    @ValidParams(routes.addOrders) { marketplace }: ParamsOf<typeof routes.addOrders>,
    @ValidBody(routes.addOrders) { orders }: BodyOf<typeof routes.addOrders>,
  ) {
    return { orders: await this.simulator(marketplace).addOrders(orders) };
  }

  @ContractRoute(routes.tracking)
  tracking(@ValidParams(routes.tracking) { marketplace, channelOrderId }: ParamsOf<typeof routes.tracking>) {
    return { tracking: this.simulator(marketplace).trackingOf(channelOrderId) };
  }

  private running(): ReadonlyMap<Marketplace, RunningSimulator> {
    if (this.config.NODE_ENV === 'production') throw new DomainError(ErrorCode.NOT_FOUND);
    return this.simulators;
  }

  private simulator(marketplace: Marketplace): RunningSimulator {
    const simulator = this.running().get(marketplace);
    if (!simulator) throw new DomainError(ErrorCode.NOT_FOUND);
    return simulator;
  }
}
