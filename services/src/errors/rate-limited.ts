import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from './domain-error';

/** Too many attempts: answered 429 RATE_LIMITED with a Retry-After of `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED);
    this.name = 'RateLimited';
  }
}
