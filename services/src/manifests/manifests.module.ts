import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../files/files.module';
import { ShippingModule } from '../shipping/shipping.module';
import { ChangeManifestOrdersHandler } from './commands/change-manifest-orders';
import { CloseManifestHandler } from './commands/close-manifest';
import { CreateManifestHandler } from './commands/create-manifest';
import { ManifestsController } from './http/manifests.controller';
import { GetManifestHandler, ListManifestCandidatesHandler, ListManifestsHandler } from './queries/manifest-queries';
import { ManifestNumbers } from './services/manifest-numbers';
import { ManifestOrders } from './services/manifest-orders';
import { StaleClaims } from './services/stale-claims';

const controllers = [ManifestsController];
const commandHandlers = [CreateManifestHandler, ChangeManifestOrdersHandler, CloseManifestHandler];
const queryHandlers = [ListManifestsHandler, GetManifestHandler, ListManifestCandidatesHandler];
const services = [ManifestNumbers, ManifestOrders, StaleClaims];

/** Manifests: a carrier's end-of-day handover of packed parcels (manifest-<id> streams), closed with its scan form. */
@Module({ imports: [CqrsModule, FilesModule, ShippingModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services] })
export class ManifestsModule {}
