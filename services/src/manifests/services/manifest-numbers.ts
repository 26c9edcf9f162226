// MF-000001: one global sequence over every manifest.
import { Inject, Injectable } from '@nestjs/common';
import { SequenceNumbers } from '../../event-sourcing/sequence-numbers';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';

export const MANIFEST_NUMBERS_STREAM = 'sequence-manifest-numbers';
export const formatManifestNumber = (n: number) => `MF-${String(n).padStart(6, '0')}`;

@Injectable()
export class ManifestNumbers extends SequenceNumbers {
  constructor(@Inject(COMMAND_DEPS) deps: CommandDeps) {
    super(deps, MANIFEST_NUMBERS_STREAM, formatManifestNumber);
  }
}
