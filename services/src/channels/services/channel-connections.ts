// Connecting a marketplace account: the marketplace checks the credentials first (nothing is recorded for refused
// ones), then the channel takes its name among the seller's channels and its account among every channel, then
// channel-<id> is written with the credentials sealed. A new connection of an existing channel (update connection,
// eBay/Etsy re-authorization) moves the account claim when the account changed.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock, MarketplaceCredentials } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { claimHolder, claimUnique, releaseUnique } from '../../event-sourcing/unique-claim';
import { APP_CONFIG, CLOCK } from '../../persistence/tokens';
import { connectRefusal } from '../connectors/connect-refusal';
import { MarketplaceConnectors } from '../connectors/marketplace-connectors';
import { CredentialSealer, CredentialsUnreadable } from '../crypto/credential-sealer';
import {
  accountKeyOf,
  channelAccountClaim,
  channelAccountClaimStream,
  channelNameClaim,
  channelNameClaimStream,
} from '../domain/channel-claims';
import { salesChannelDecider, type SalesChannelCommand, type SalesChannelState } from '../domain/sales-channel';
import { channelCallbackUrl } from '../sync/import-webhooks';
import { channelResultOf, ChannelStore } from './channel-store';

/** Credentials the marketplace accepted, as it returned them, with the account's name there (null if it gave none). */
export interface VerifiedConnection {
  credentials: MarketplaceCredentials;
  accountName: string | null;
  sandbox: boolean;
}

@Injectable()
export class ChannelConnections {
  private readonly logger = new Logger(ChannelConnections.name);

  constructor(
    private readonly connectors: MarketplaceConnectors,
    private readonly sealer: CredentialSealer,
    private readonly channels: ChannelStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where the marketplace sends the seller back or calls us: this server's public address. */
  get publicUrl(): string {
    return this.config.PUBLIC_URL ?? this.connectors.listeningAt ?? `http://${this.config.HOST}:${this.config.PORT}`;
  }

  /** One cheap authenticated call at the marketplace (Shopify also registers our fulfillment service for the channel). */
  async verify(channelId: string, credentials: MarketplaceCredentials): Promise<VerifiedConnection> {
    const { connector } = this.connectors.get(credentials.marketplace);
    try {
      const answer = await connector.connect(credentials, { callbackUrl: channelCallbackUrl(this.publicUrl, channelId) });
      return { ...answer, sandbox: this.connectors.isSandbox(answer.credentials) };
    } catch (err) {
      throw connectRefusal(err, credentials.marketplace);
    }
  }

  /** CHANNEL_NAME_TAKEN before anything is asked of the marketplace (the claim itself is taken by register). */
  async requireFreeName(sellerId: string, name: string, channelId: string | null = null): Promise<void> {
    const holder = await claimHolder(this.channels.deps.store, channelNameClaim, channelNameClaimStream(sellerId, name));
    if (holder && holder !== channelId) throw channelNameClaim.conflict();
  }

  async register(input: {
    channelId: string;
    sellerId: string;
    name: string;
    country: string | null;
    verified: VerifiedConnection;
  }): Promise<CommandResult> {
    const { channelId, sellerId, name, verified } = input;
    const command: SalesChannelCommand = {
      type: 'Connect',
      channelId,
      sellerId,
      marketplace: verified.credentials.marketplace,
      name,
      accountName: verified.accountName ?? name,
      country: input.country,
      sandbox: verified.sandbox,
      credentials: this.sealer.seal(verified.credentials),
      at: this.clock.now(),
    };
    salesChannelDecider.decide(command, salesChannelDecider.initialState);
    const deps = this.channels.deps;
    const nameStream = channelNameClaimStream(sellerId, name);
    await claimUnique(deps, this.clock, channelNameClaim, nameStream, channelId);
    const accountKey = accountKeyOf(verified.credentials, verified.accountName);
    if (accountKey) {
      try {
        await claimUnique(deps, this.clock, channelAccountClaim, channelAccountClaimStream(command.marketplace, accountKey), channelId);
      } catch (err) {
        await releaseUnique(deps, channelNameClaim, nameStream, channelId);
        throw err;
      }
    }
    return channelResultOf(channelId, await this.channels.run(channelId, command));
  }

  /** New credentials for a live channel; the account they open must be free (or this channel's). */
  async reconnect(channel: SalesChannelState, verified: VerifiedConnection): Promise<CommandResult> {
    if (verified.credentials.marketplace !== channel.marketplace)
      throw new DomainError(ErrorCode.VALIDATION_FAILED, {}, { fields: [{ field: 'credentials.marketplace', code: 'INVALID_VALUE' }] });
    const deps = this.channels.deps;
    const before = this.heldAccountKey(channel);
    const after = accountKeyOf(verified.credentials, verified.accountName);
    if (after && after !== before)
      await claimUnique(deps, this.clock, channelAccountClaim, channelAccountClaimStream(channel.marketplace, after), channel.channelId);
    const outcome = await this.channels.run(channel.channelId, {
      type: 'UpdateConnection',
      credentials: this.sealer.seal(verified.credentials),
      refreshed: false,
      at: this.clock.now(),
    });
    if (before && after && after !== before)
      await releaseUnique(deps, channelAccountClaim, channelAccountClaimStream(channel.marketplace, before), channel.channelId);
    return channelResultOf(channel.channelId, outcome);
  }

  /** A deleted channel gives its name and its account back. */
  async releaseClaims(channel: SalesChannelState): Promise<void> {
    const deps = this.channels.deps;
    await releaseUnique(deps, channelNameClaim, channelNameClaimStream(channel.sellerId, channel.name), channel.channelId);
    const key = this.heldAccountKey(channel);
    if (key) await releaseUnique(deps, channelAccountClaim, channelAccountClaimStream(channel.marketplace, key), channel.channelId);
  }

  /** The account a live channel holds, from its sealed credentials; null when they cannot be opened any more. */
  private heldAccountKey(channel: SalesChannelState): string | null {
    if (!channel.credentials) return null;
    try {
      return accountKeyOf(this.sealer.open(channel.credentials), channel.accountName);
    } catch (err) {
      // Sealed with a key no longer configured (keep old keys until no channel uses them): the account stays held.
      if (!(err instanceof CredentialsUnreadable)) throw err;
      this.logger.warn(`Channel ${channel.channelId}: its credentials cannot be opened (${err.message})`);
      return null;
    }
  }
}
