// Answers IsActiveLocation from the bin's own stream, not a read model: a bin created or deactivated a moment ago
// counts at once, which is what a placement needs.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LOCATION_CODE_PATTERN } from '@ledgerhouse/contracts';
import { loadState } from '../../event-sourcing/load-state';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { locationDecider, locationStream } from '../domain/location';
import { IsActiveLocation } from './is-active-location.query';

@QueryHandler(IsActiveLocation)
export class IsActiveLocationHandler implements IQueryHandler<IsActiveLocation, boolean> {
  constructor(@Inject(COMMAND_DEPS) private readonly deps: CommandDeps) {}

  async execute({ code }: IsActiveLocation): Promise<boolean> {
    const normalized = code.trim().toUpperCase();
    if (!LOCATION_CODE_PATTERN.test(normalized)) return false;
    const state = await loadState(this.deps.store, locationStream(normalized), locationDecider);
    return state.exists && state.active;
  }
}
