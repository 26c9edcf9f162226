// Human-readable shipment numbers (IN-000123), unique over every seller: one global sequence stream whose version is
// the number. Appends with the expected version, so two processes never take the same number; a lost race reads
// what it missed and tries the next one.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import { StreamVersionConflict } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { metadataFor } from '../../event-sourcing/request-context';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';

export const INBOUND_NUMBERS_STREAM = 'sequence-inbound-shipment-numbers';
export const formatInboundNumber = (n: number) => `IN-${String(n).padStart(6, '0')}`;
const MAX_ATTEMPTS = 50;

@Injectable()
export class InboundNumbers {
  /** The sequence's version this process has seen: only newer events are read. */
  private known = 0;

  constructor(@Inject(COMMAND_DEPS) private readonly deps: CommandDeps) {}

  /** The next number, taken for `shipmentId`. */
  take(shipmentId: string): Promise<string> {
    return this.deps.queue.run(INBOUND_NUMBERS_STREAM, async () => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const newer = await this.deps.store.readStream(INBOUND_NUMBERS_STREAM, { afterVersion: this.known });
        this.known = newer.at(-1)?.version ?? this.known;
        const number = formatInboundNumber(this.known + 1);
        try {
          const event = { type: 'ShipmentNumberTaken', data: { shipmentId, number }, metadata: { ...metadataFor(), schemaVersion: 1 } };
          const appended = await this.deps.store.append(INBOUND_NUMBERS_STREAM, [event], this.known);
          this.known = appended.nextVersion;
          return number;
        } catch (err) {
          if (!(err instanceof StreamVersionConflict)) throw err;
        }
      }
      throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
    });
  }
}
