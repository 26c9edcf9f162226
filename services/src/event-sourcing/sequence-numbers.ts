// Human-readable numbers from one global sequence stream whose version is the number (MF-000001): appends with the
// expected version, so two processes never take the same number; a lost race reads what it missed and tries the next.
// (Inbound's IN- numbers follow the same rule in inbound/services/inbound-numbers.ts.)
import { ErrorCode } from '@ledgerhouse/contracts';
import { StreamVersionConflict } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import type { CommandDeps } from '../persistence/tokens';
import { metadataFor } from './request-context';

const MAX_ATTEMPTS = 50;

export class SequenceNumbers {
  /** The sequence's version this process has seen: only newer events are read. */
  private known = 0;

  constructor(
    private readonly deps: CommandDeps,
    private readonly stream: string,
    private readonly format: (n: number) => string,
  ) {}

  /** The next number, taken for `ownerId` (recorded on the sequence's event). */
  take(ownerId: string): Promise<string> {
    return this.deps.queue.run(this.stream, async () => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const newer = await this.deps.store.readStream(this.stream, { afterVersion: this.known });
        this.known = newer.at(-1)?.version ?? this.known;
        const number = this.format(this.known + 1);
        try {
          const event = { type: 'NumberTaken', data: { ownerId, number }, metadata: { ...metadataFor(), schemaVersion: 1 } };
          this.known = (await this.deps.store.append(this.stream, [event], this.known)).nextVersion;
          return number;
        } catch (err) {
          if (!(err instanceof StreamVersionConflict)) throw err;
        }
      }
      throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
    });
  }
}
