// Every marketplace's connector, built once from configuration (marketplace-app-config.ts). Where a marketplace runs
// on its local simulator, the simulator is started with the app, the connector points at it, channels connected
// through it are sandboxes, and it closes with the app. A marketplace whose adapter cannot be built is unavailable
// (CHANNEL_MARKETPLACE_UNAVAILABLE) without stopping the rest of the product.
import { Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import {
  MARKETPLACE_ADAPTERS,
  MARKETPLACES,
  guardedFetchAsFetch,
  type GuardedFetch,
  type Marketplace,
  type MarketplaceAppConfig,
  type MarketplaceConnector,
  type MarketplaceCredentials,
  type MarketplaceFetch,
  type EbaySimulator,
  type OAuthCapable,
  type RunningSimulator,
} from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { OUTBOUND_FETCH } from '../../outbound/outbound-fetch.provider';
import { APP_CONFIG } from '../../persistence/tokens';
import { marketplacePlan } from './marketplace-app-config';

export const MARKETPLACE_CONNECTORS = Symbol('MARKETPLACE_CONNECTORS');
export const MARKETPLACE_SIMULATORS = Symbol('MARKETPLACE_SIMULATORS');

export type AnyConnector = MarketplaceConnector & Partial<OAuthCapable<MarketplaceCredentials>>;

export interface MarketplaceLink {
  connector: AnyConnector;
  config: MarketplaceAppConfig;
  /** Answered by the local simulator: whatever connects through it is a sandbox. */
  simulated: boolean;
}

export class MarketplaceConnectors implements OnApplicationShutdown {
  constructor(
    private readonly links: ReadonlyMap<Marketplace, MarketplaceLink>,
    readonly simulators: ReadonlyMap<Marketplace, RunningSimulator>,
  ) {}

  /** The marketplace's connector, or CHANNEL_MARKETPLACE_UNAVAILABLE when it is not offered here. */
  get(marketplace: Marketplace): MarketplaceLink {
    const link = this.links.get(marketplace);
    if (!link) throw new DomainError(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE, { marketplace });
    return link;
  }

  /** A Shopify channel is a sandbox when its store is one the simulator answers; elsewhere, when the simulator answers. */
  isSandbox(credentials: MarketplaceCredentials): boolean {
    const link = this.get(credentials.marketplace);
    if (credentials.marketplace !== 'SHOPIFY') return link.simulated;
    return link.config.sandboxDomains?.includes(credentials.storeDomain) ?? false;
  }

  /** Where this server listens, once it does (PORT 0 picks one): the public address when PUBLIC_URL is unset. */
  listeningAt: string | null = null;

  /** The server listens: the eBay sandbox's consent page sends the seller back to this server's return pages. */
  listening(url: string): void {
    this.listeningAt = url;
    (this.simulators.get('EBAY') as EbaySimulator | undefined)?.setReturnUrls({
      acceptUrl: `${url}/marketplaces/ebay/new/success`,
      declineUrl: `${url}/marketplaces/ebay/new/failure`,
    });
  }

  private closing: Promise<unknown> | null = null;

  async onApplicationShutdown(): Promise<void> {
    this.closing ??= Promise.allSettled([...this.simulators.values()].map((s) => s.close()));
    await this.closing;
  }
}

async function link(
  marketplace: Marketplace,
  config: AppConfig,
  fetches: MarketplaceFetch,
  simulators: Map<Marketplace, RunningSimulator>,
): Promise<MarketplaceLink | null> {
  const plan = marketplacePlan(marketplace, config);
  if (!plan) return null;
  const adapter = MARKETPLACE_ADAPTERS[marketplace];
  let app: MarketplaceAppConfig;
  if (plan === 'SIMULATOR') {
    const simulator = await adapter.startSimulator();
    simulators.set(marketplace, simulator);
    app = { baseUrl: simulator.url, authUrl: simulator.url, identityUrl: simulator.url, ...simulator.appConfig };
  } else app = plan;
  return { connector: adapter.createConnector(app, fetches), config: app, simulated: plan === 'SIMULATOR' };
}

export async function startMarketplaceConnectors(config: AppConfig, outbound: GuardedFetch): Promise<MarketplaceConnectors> {
  const fetches: MarketplaceFetch = { trusted: (input, init) => fetch(input, init), userGiven: guardedFetchAsFetch(outbound) };
  const logger = new Logger('MarketplaceConnectors');
  const links = new Map<Marketplace, MarketplaceLink>();
  const simulators = new Map<Marketplace, RunningSimulator>();
  for (const marketplace of MARKETPLACES) {
    try {
      const built = await link(marketplace, config, fetches, simulators);
      if (built) links.set(marketplace, built);
    } catch (err) {
      // The error names the adapter's problem, never a secret: configuration values are not in it.
      logger.warn(`${marketplace} is unavailable: ${(err as Error).message}`);
    }
  }
  return new MarketplaceConnectors(links, simulators);
}

export const marketplaceConnectorProviders: Provider[] = [
  {
    provide: MarketplaceConnectors,
    inject: [APP_CONFIG, OUTBOUND_FETCH],
    useFactory: startMarketplaceConnectors,
  },
  { provide: MARKETPLACE_CONNECTORS, useExisting: MarketplaceConnectors },
  {
    provide: MARKETPLACE_SIMULATORS,
    inject: [MarketplaceConnectors],
    useFactory: (connectors: MarketplaceConnectors) => connectors.simulators,
  },
];
