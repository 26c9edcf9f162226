// The channels context as the sync side sees it (import-gateway.ts): the channel folded from its stream, its credentials
// opened only to build a connector session, and what a sync step records, through the channel decider.
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ErrorCode, type ChannelFailure, type SalesChannelEvent } from '@ledgerhouse/contracts';
import type { Clock, ConnectorSession, MarketplaceCredentials, MarketplaceError } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { executeCommand } from '../../event-sourcing/execute-command';
import { foldEvents } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { MarketplaceConnectors } from '../connectors/marketplace-connectors';
import { CredentialSealer } from '../crypto/credential-sealer';
import { channelStream, isLive, salesChannelDecider, type SalesChannelCommand } from '../domain/sales-channel';
import type { ChannelSyncGateway, SyncChannel } from './import-gateway';

type Refused = Extract<SalesChannelEvent, { type: 'ChannelOrderImportRefused' }>['data'];

/** What only the sync side folds from the channel stream: refused orders and the last import's time. */
interface SyncFacts {
  live: boolean;
  refused: Set<string>;
  lastImportAt: string | null;
}

const syncFacts: Decider<Refused, SalesChannelEvent, SyncFacts> = {
  initialState: { live: false, refused: new Set(), lastImportAt: null },
  evolve(state, event) {
    switch (event.type) {
      case 'SalesChannelConnected':
        return { ...state, live: true };
      case 'SalesChannelDeleted':
        return { ...state, live: false };
      case 'SalesChannelOrdersImported':
        return { ...state, lastImportAt: event.data.at };
      case 'ChannelOrderImportRefused':
        return { ...state, refused: new Set(state.refused).add(event.data.channelOrderId) };
      default:
        return state;
    }
  },
  decide(refused, state) {
    if (!state.live) throw new DomainError(ErrorCode.NOT_FOUND);
    return state.refused.has(refused.channelOrderId) ? [] : [{ type: 'ChannelOrderImportRefused', data: refused }];
  },
};

@Injectable()
export class ChannelSyncGatewayService implements ChannelSyncGateway {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly connectors: MarketplaceConnectors,
    private readonly sealer: CredentialSealer,
  ) {}

  async load(channelId: string): Promise<SyncChannel | null> {
    const events = await this.deps.store.readStream(channelStream(channelId));
    const state = foldEvents(salesChannelDecider, events);
    if (!isLive(state) || !state.credentials) return null;
    const facts = foldEvents(syncFacts, events);
    return {
      channelId,
      sellerId: state.sellerId,
      marketplace: state.marketplace,
      status: state.status,
      modifiedUntil: state.importedUntil,
      lastImportAt: facts.lastImportAt,
      refusedOrders: facts.refused,
      credentials: state.credentials,
    };
  }

  async activeChannelIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sales_channels')
      .select('id')
      .where('status', '=', 'ACTIVE')
      .where('deleted', '=', false)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async connect(channel: SyncChannel) {
    const { connector } = this.connectors.get(channel.marketplace);
    const session: ConnectorSession = {
      credentials: this.sealer.open<MarketplaceCredentials>(channel.credentials),
      refreshed: async (credentials) => {
        session.credentials = credentials;
        await this.run(channel.channelId, {
          type: 'UpdateConnection',
          credentials: this.sealer.seal(credentials),
          refreshed: true,
          at: this.clock.now(),
        });
      },
    };
    return { connector, session };
  }

  /** What Shopify signs this channel's webhooks with: the channel's own secret, else our app's secret. */
  shopifyWebhookSecret(channel: SyncChannel): string | null {
    if (channel.marketplace !== 'SHOPIFY') return null;
    const credentials = this.sealer.open<MarketplaceCredentials>(channel.credentials);
    const own = credentials.marketplace === 'SHOPIFY' ? credentials.webhookSecret : undefined;
    return own ?? this.connectors.get('SHOPIFY').config.appSecret ?? null;
  }

  async recordImported(channelId: string, data: { modifiedUntil: string; imported: number }): Promise<void> {
    await this.run(channelId, { type: 'RecordImport', ...data, at: this.clock.now() });
  }

  async recordRefused(channelId: string, refused: { channelOrderId: string; number: string; failure: ChannelFailure }) {
    await executeCommand(this.deps, channelStream(channelId), syncFacts, { ...refused, at: this.clock.now().toISOString() });
  }

  async recordMarketplaceError(channelId: string, error: MarketplaceError): Promise<void> {
    const at = this.clock.now();
    try {
      if (error.code === 'TOKEN_INVALID')
        await this.run(channelId, {
          type: 'MarkTokenInvalid',
          failure: { code: ErrorCode.CHANNEL_TOKEN_INVALID, message: error.message },
          at,
        });
      if (error.code === 'INVALID_CREDENTIALS')
        await this.run(channelId, {
          type: 'MarkConnectionFailed',
          failure: { code: ErrorCode.CHANNEL_CONNECTION_FAILED, message: error.message },
          at,
        });
    } catch (err) {
      // Deactivated or deleted while the call was out: nothing to record.
      if (!(err instanceof DomainError) || (err.code !== ErrorCode.CHANNEL_NOT_ACTIVE && err.code !== ErrorCode.NOT_FOUND)) throw err;
    }
  }

  private run(channelId: string, command: SalesChannelCommand) {
    return executeCommand(this.deps, channelStream(channelId), salesChannelDecider, command);
  }
}
