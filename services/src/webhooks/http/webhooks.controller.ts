// The webhooks API (contracts/src/api/webhooks.ts): endpoints, their secret, the delivery log, tests and replays.
import { Controller, Header } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { webhookRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { IdempotentWithout } from '../../http/idempotency.interceptor';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CreateWebhook, type WebhookOwner } from '../commands/create-webhook';
import { DeleteWebhook } from '../commands/delete-webhook';
import { DisableWebhook } from '../commands/disable-webhook';
import { EnableWebhook } from '../commands/enable-webhook';
import { RotateWebhookSecret } from '../commands/rotate-webhook-secret';
import { UpdateWebhook } from '../commands/update-webhook';
import { WebhookReplays } from '../delivery/webhook-replays';
import { WebhookReads } from '../queries/webhook-reads';
import { CurrentWebhookOwner } from './webhook-owner';
import { AnyUser } from '../../http/auth/access.decorators';

type Id = ParamsOf<typeof routes.get>;
type DeliveryId = ParamsOf<typeof routes.delivery>;

/** Open to managers as themselves (the warehouse's endpoints); other staff get 403 WAREHOUSE_MANAGER_ONLY (webhook-owner.ts). */
@AnyUser()
@Controller()
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: WebhookReads,
    private readonly replays: WebhookReplays,
  ) {}

  @ContractRoute(routes.eventTypes)
  eventTypes() {
    return this.reads.eventTypes();
  }

  @ContractRoute(routes.list)
  list(@CurrentWebhookOwner() owner: WebhookOwner) {
    return this.reads.list(owner);
  }

  @ContractRoute(routes.get)
  get(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.get) { webhookId }: Id) {
    return this.reads.get(owner, webhookId);
  }

  // The secret is never kept with an Idempotency-Key's stored answer nor in a cache: a replay answers `secret: null`.
  @ContractRoute(routes.create)
  @IdempotentWithout('secret')
  @Header('Cache-Control', 'no-store')
  create(@CurrentWebhookOwner() owner: WebhookOwner, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateWebhook(owner, body));
  }

  @ContractRoute(routes.update)
  update(
    @CurrentWebhookOwner() owner: WebhookOwner,
    @ValidParams(routes.update) { webhookId }: Id,
    @ValidBody(routes.update) body: BodyOf<typeof routes.update>,
  ) {
    return this.commands.execute(new UpdateWebhook(owner, webhookId, body));
  }

  @ContractRoute(routes.disable)
  disable(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.disable) { webhookId }: Id) {
    return this.commands.execute(new DisableWebhook(owner, webhookId, 'MANUAL'));
  }

  @ContractRoute(routes.enable)
  enable(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.enable) { webhookId }: Id) {
    return this.commands.execute(new EnableWebhook(owner, webhookId));
  }

  @ContractRoute(routes.remove)
  remove(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.remove) { webhookId }: Id) {
    return this.commands.execute(new DeleteWebhook(owner, webhookId));
  }

  @ContractRoute(routes.revealSecret)
  @Header('Cache-Control', 'no-store')
  revealSecret(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.revealSecret) { webhookId }: Id) {
    return this.reads.secret(owner, webhookId);
  }

  @ContractRoute(routes.rotateSecret)
  @IdempotentWithout('secret')
  @Header('Cache-Control', 'no-store')
  rotateSecret(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.rotateSecret) { webhookId }: Id) {
    return this.commands.execute(new RotateWebhookSecret(owner, webhookId));
  }

  @ContractRoute(routes.sendTest)
  sendTest(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.sendTest) { webhookId }: Id) {
    return this.replays.sendTest(owner, webhookId);
  }

  @ContractRoute(routes.deliveries)
  deliveries(
    @CurrentWebhookOwner() owner: WebhookOwner,
    @ValidParams(routes.deliveries) { webhookId }: Id,
    @ValidQuery(routes.deliveries) query: QueryOf<typeof routes.deliveries>,
  ) {
    return this.reads.deliveries(owner, webhookId, query);
  }

  @ContractRoute(routes.delivery)
  delivery(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.delivery) { webhookId, deliveryId }: DeliveryId) {
    return this.reads.delivery(owner, webhookId, deliveryId);
  }

  @ContractRoute(routes.replayDelivery)
  replayDelivery(@CurrentWebhookOwner() owner: WebhookOwner, @ValidParams(routes.replayDelivery) { webhookId, deliveryId }: DeliveryId) {
    return this.replays.replayOne(owner, webhookId, deliveryId);
  }

  @ContractRoute(routes.replayPeriod)
  replayPeriod(
    @CurrentWebhookOwner() owner: WebhookOwner,
    @ValidParams(routes.replayPeriod) { webhookId }: Id,
    @ValidBody(routes.replayPeriod) { from, to }: BodyOf<typeof routes.replayPeriod>,
  ) {
    return this.replays.replayPeriod(owner, webhookId, new Date(from), new Date(to));
  }
}
