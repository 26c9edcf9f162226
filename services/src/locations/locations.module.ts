import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateLocationHandler } from './commands/create-location';
import { CreateLocationRangeHandler } from './commands/create-location-range';
import { DeactivateLocationHandler } from './commands/deactivate-location';
import { ReactivateLocationHandler } from './commands/reactivate-location';
import { LocationsController } from './http/locations.controller';
import { GetBinStockHandler, ListProductBinsHandler } from './queries/bin-stock';
import { IsActiveLocationHandler } from './queries/is-active-location';
import { ListLocationsHandler } from './queries/list-locations';

const controllers = [LocationsController];
const commandHandlers = [CreateLocationHandler, CreateLocationRangeHandler, DeactivateLocationHandler, ReactivateLocationHandler];
const queryHandlers = [ListLocationsHandler, GetBinStockHandler, ListProductBinsHandler, IsActiveLocationHandler];

/** Warehouse locations (bins), their labels and what each bin holds. Other contexts ask `IsActiveLocation`. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class LocationsModule {}
