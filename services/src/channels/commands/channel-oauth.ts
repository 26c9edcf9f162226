// eBay and Etsy connect by a consent round trip: start keeps a random state (with the seller, the name, the channel
// being re-authorized and Etsy's PKCE verifier, sealed) for 10 minutes; finish takes it once, trades the code for
// tokens and connects (or re-connects) the channel.
import { randomBytes, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock, MarketplaceCredentials, OAuthCapable } from '@ledgerhouse/infra';
import { Inject } from '@nestjs/common';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK } from '../../persistence/tokens';
import { connectRefusal } from '../connectors/connect-refusal';
import { MarketplaceConnectors } from '../connectors/marketplace-connectors';
import { CredentialSealer } from '../crypto/credential-sealer';
import { OAUTH_STATE_TTL_MS, oauthStateDecider, oauthStateStream, type OAuthRequest } from '../domain/oauth-state';
import { BlockedSellers } from '../services/blocked-sellers';
import { ChannelConnections } from '../services/channel-connections';
import { ChannelStore } from '../services/channel-store';

type OAuthMarketplace = 'EBAY' | 'ETSY';

/** The web pages the marketplaces send the seller back to (spec 2); eBay's is registered under our RuName. */
const RETURN_PATHS: Record<OAuthMarketplace, string> = {
  EBAY: '/marketplaces/ebay/new/success',
  ETSY: '/sales_channel/connect/oauth_return/etsy',
};
const DEFAULT_EBAY_COUNTRY = 'US';

/** The marketplace's consent flow, or CHANNEL_MARKETPLACE_UNAVAILABLE when its connector has none. */
function oauthOf(connectors: MarketplaceConnectors, marketplace: OAuthMarketplace): OAuthCapable<MarketplaceCredentials> {
  const { connector } = connectors.get(marketplace);
  const { authorizationUrl, exchangeCode } = connector;
  if (!authorizationUrl || !exchangeCode) throw new DomainError(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE, { marketplace });
  return { authorizationUrl: authorizationUrl.bind(connector), exchangeCode: exchangeCode.bind(connector) };
}

export class StartChannelOAuth extends Command<{ url: string }> {
  constructor(
    readonly sellerId: string,
    readonly marketplace: OAuthMarketplace,
    readonly body: { name: string; country?: string; channelId?: string },
  ) {
    super();
  }
}

@CommandHandler(StartChannelOAuth)
export class StartChannelOAuthHandler implements ICommandHandler<StartChannelOAuth, { url: string }> {
  constructor(
    private readonly connectors: MarketplaceConnectors,
    private readonly connections: ChannelConnections,
    private readonly channels: ChannelStore,
    private readonly sealer: CredentialSealer,
    private readonly blockedSellers: BlockedSellers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, marketplace, body }: StartChannelOAuth): Promise<{ url: string }> {
    const oauth = oauthOf(this.connectors, marketplace);
    await this.blockedSellers.refuse(sellerId);
    if (body.channelId) {
      const channel = await this.channels.loadOwn(sellerId, body.channelId);
      if (channel.marketplace !== marketplace) throw new DomainError(ErrorCode.NOT_FOUND);
    } else await this.connections.requireFreeName(sellerId, body.name);
    const state = randomBytes(32).toString('base64url');
    const redirectUri = `${this.connections.publicUrl}${RETURN_PATHS[marketplace]}`;
    const { url, codeVerifier } = oauth.authorizationUrl({ state, redirectUri });
    const now = this.clock.now();
    const request: OAuthRequest = {
      sellerId,
      marketplace,
      name: body.name,
      country: marketplace === 'EBAY' ? (body.country ?? DEFAULT_EBAY_COUNTRY) : null,
      channelId: body.channelId ?? null,
      redirectUri,
      codeVerifier: codeVerifier === null ? null : this.sealer.sealText(codeVerifier),
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
    };
    await executeCommand(this.channels.deps, oauthStateStream(state), oauthStateDecider, { type: 'Start', at: now, ...request });
    return { url };
  }
}

export class FinishChannelOAuth extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly marketplace: OAuthMarketplace,
    readonly body: { state: string; code: string },
  ) {
    super();
  }
}

@CommandHandler(FinishChannelOAuth)
export class FinishChannelOAuthHandler implements ICommandHandler<FinishChannelOAuth, CommandResult> {
  constructor(
    private readonly connectors: MarketplaceConnectors,
    private readonly connections: ChannelConnections,
    private readonly channels: ChannelStore,
    private readonly sealer: CredentialSealer,
    private readonly blockedSellers: BlockedSellers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, marketplace, body }: FinishChannelOAuth): Promise<CommandResult> {
    const oauth = oauthOf(this.connectors, marketplace);
    // Blocked after the start: the marketplace's return connects nothing (the state stays for its 10 minutes).
    await this.blockedSellers.refuse(sellerId);
    // Taken before the code is traded, so a replayed return cannot connect twice.
    const { state } = await executeCommand(this.channels.deps, oauthStateStream(body.state), oauthStateDecider, {
      type: 'Finish',
      sellerId,
      marketplace,
      at: this.clock.now(),
    });
    const request = state.request!;
    const channelId = request.channelId ?? randomUUID();
    let credentials: MarketplaceCredentials;
    try {
      credentials = await oauth.exchangeCode({
        code: body.code,
        redirectUri: request.redirectUri,
        codeVerifier: request.codeVerifier ? this.sealer.openText(request.codeVerifier) : null,
        extra: request.country ? { country: request.country } : {},
      });
    } catch (err) {
      throw connectRefusal(err, marketplace);
    }
    const verified = await this.connections.verify(channelId, credentials);
    if (request.channelId) return this.connections.reconnect(await this.channels.loadOwn(sellerId, request.channelId), verified);
    return this.connections.register({ channelId, sellerId, name: request.name, country: request.country, verified });
  }
}
