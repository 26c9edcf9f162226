import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ErrorCode, manifestRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { EventStore, FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { loadState } from '../../event-sourcing/load-state';
import { EVENT_STORE } from '../../persistence/tokens';
import { FILE_STORAGE } from '../../files/file-storage.provider';
import { AdminOnly } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { sendStoredPdf } from '../../http/send-stored-pdf';
import { ChangeManifestOrders } from '../commands/change-manifest-orders';
import { CloseManifest } from '../commands/close-manifest';
import { CreateManifest } from '../commands/create-manifest';
import { manifestDecider, manifestStream } from '../domain/manifest';
import { GetManifest, ListManifestCandidates, ListManifests } from '../queries/manifest-queries';

type Id = ParamsOf<typeof routes.get>;

/** The warehouse (managers and staff): manifests of packed parcels, by carrier, closed with the carrier's scan form. */
@AdminOnly()
@Controller()
export class ManifestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @ContractRoute(routes.list)
  @ReadsFrom('manifests')
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListManifests(query));
  }

  // Before :manifestId, so the fixed path is not taken for an id.
  @ContractRoute(routes.candidates)
  @ReadsFrom('warehouse_orders')
  candidates(@ValidQuery(routes.candidates) query: QueryOf<typeof routes.candidates>) {
    return this.queries.execute(new ListManifestCandidates(query.carrier));
  }

  @ContractRoute(routes.create)
  create(@ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateManifest(body.carrier, body.orderIds));
  }

  @ContractRoute(routes.get)
  @ReadsFrom('manifests', 'warehouse_orders')
  get(@ValidParams(routes.get) { manifestId }: Id) {
    return this.queries.execute(new GetManifest(manifestId));
  }

  @ContractRoute(routes.changeOrders)
  changeOrders(
    @ValidParams(routes.changeOrders) { manifestId }: Id,
    @ValidBody(routes.changeOrders) body: BodyOf<typeof routes.changeOrders>,
  ) {
    return this.commands.execute(new ChangeManifestOrders(manifestId, body.orderIds));
  }

  @ContractRoute(routes.close)
  close(@ValidParams(routes.close) { manifestId }: Id, @CurrentUserId() userId: string) {
    return this.commands.execute(new CloseManifest(manifestId, userId));
  }

  /** Read from the manifest's stream: the form is there the moment the close has answered. */
  @ContractRoute(routes.scanForm)
  async scanForm(@ValidParams(routes.scanForm) { manifestId }: Id, @Res() res: Response) {
    const manifest = await loadState(this.store, manifestStream(manifestId), manifestDecider);
    if (!manifest.scanFormFileId) throw new DomainError(ErrorCode.MANIFEST_NOT_FOUND);
    await sendStoredPdf(res, this.storage, manifest.scanFormFileId, `${manifest.number ?? manifestId}-scan-form.pdf`);
  }
}
