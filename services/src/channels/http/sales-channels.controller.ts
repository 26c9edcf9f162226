import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { salesChannelRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { ChangeChannelStatus, RenameChannel } from '../commands/change-channel';
import { FinishChannelOAuth, StartChannelOAuth } from '../commands/channel-oauth';
import { ConnectChannel, UpdateChannelConnection } from '../commands/connect-channel';
import { GetSalesChannel, ListSalesChannels } from '../queries/sales-channel-queries';

type Id = ParamsOf<typeof routes.get>;
type OAuthParams = ParamsOf<typeof routes.startOAuth>;

/** The signed-in seller's own sales channels; sales channels stay open to blocked users (spec 2, 6). */
@BlockedAllowed()
@Controller()
export class SalesChannelsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListSalesChannels(sellerId, query));
  }

  @ContractRoute(routes.get)
  get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { channelId }: Id) {
    return this.queries.execute(new GetSalesChannel(sellerId, channelId));
  }

  @ContractRoute(routes.connect)
  connect(@CurrentUserId() sellerId: string, @ValidBody(routes.connect) body: BodyOf<typeof routes.connect>) {
    return this.commands.execute(new ConnectChannel(sellerId, body));
  }

  @ContractRoute(routes.startOAuth)
  startOAuth(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.startOAuth) { marketplace }: OAuthParams,
    @ValidBody(routes.startOAuth) body: BodyOf<typeof routes.startOAuth>,
  ) {
    return this.commands.execute(new StartChannelOAuth(sellerId, marketplace, body));
  }

  @ContractRoute(routes.finishOAuth)
  finishOAuth(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.finishOAuth) { marketplace }: OAuthParams,
    @ValidBody(routes.finishOAuth) body: BodyOf<typeof routes.finishOAuth>,
  ) {
    return this.commands.execute(new FinishChannelOAuth(sellerId, marketplace, body));
  }

  @ContractRoute(routes.rename)
  rename(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.rename) { channelId }: Id,
    @ValidBody(routes.rename) body: BodyOf<typeof routes.rename>,
  ) {
    return this.commands.execute(new RenameChannel(sellerId, channelId, body.name));
  }

  @ContractRoute(routes.updateConnection)
  updateConnection(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.updateConnection) { channelId }: Id,
    @ValidBody(routes.updateConnection) body: BodyOf<typeof routes.updateConnection>,
  ) {
    return this.commands.execute(new UpdateChannelConnection(sellerId, channelId, body.credentials));
  }

  @ContractRoute(routes.activate)
  activate(@CurrentUserId() sellerId: string, @ValidParams(routes.activate) { channelId }: Id) {
    return this.commands.execute(new ChangeChannelStatus(sellerId, channelId, 'ACTIVATE'));
  }

  @ContractRoute(routes.deactivate)
  deactivate(@CurrentUserId() sellerId: string, @ValidParams(routes.deactivate) { channelId }: Id) {
    return this.commands.execute(new ChangeChannelStatus(sellerId, channelId, 'DEACTIVATE'));
  }

  @ContractRoute(routes.remove)
  remove(@CurrentUserId() sellerId: string, @ValidParams(routes.remove) { channelId }: Id) {
    return this.commands.execute(new ChangeChannelStatus(sellerId, channelId, 'DELETE'));
  }
}
