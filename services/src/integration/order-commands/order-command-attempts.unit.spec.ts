import { ErrorCode } from '@ledgerhouse/contracts';
import type { IncomingMessage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { exhaustedRefusal, FailedAttempts, isTransientFailure, ORDER_COMMAND_MAX_ATTEMPTS } from './order-command-attempts';

const message = (offset: string, partition = 0): IncomingMessage => ({
  topic: 'ledgerhouse.commands.orders.v1',
  partition,
  offset,
  key: 'k',
  value: '{}',
  headers: {},
});
const pgError = (code: string) => Object.assign(new Error('pg'), { code });

describe('the attempts an order command gets', () => {
  it('takes lost connections, serialization failures, deadlocks and concurrency conflicts as transient', () => {
    expect(isTransientFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientFailure(pgError('40001'))).toBe(true);
    expect(isTransientFailure(pgError('40P01'))).toBe(true);
    expect(isTransientFailure(pgError('08006'))).toBe(true);
    expect(isTransientFailure(new DomainError(ErrorCode.CONCURRENCY_CONFLICT))).toBe(true);
    expect(isTransientFailure(new Error('wrapped', { cause: pgError('40001') }))).toBe(true);
  });

  it('takes anything else as a failure of the message: a bug, a constraint, an unexpected server error', () => {
    expect(isTransientFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransientFailure(pgError('23505'))).toBe(false);
    expect(isTransientFailure(pgError('P0001'))).toBe(false);
    expect(isTransientFailure(new DomainError(ErrorCode.SERVER_ERROR))).toBe(false);
    expect(isTransientFailure('a string')).toBe(false);
  });

  it(`gives a message ${ORDER_COMMAND_MAX_ATTEMPTS} attempts, counted per topic, partition and offset, and forgets a finished one`, () => {
    const attempts = new FailedAttempts();
    for (let n = 1; n < ORDER_COMMAND_MAX_ATTEMPTS; n++) expect(attempts.failed(message('7'))).toBe(false);
    expect(attempts.failed(message('7', 1))).toBe(false);
    expect(attempts.failed(message('7'))).toBe(true);
    attempts.done(message('7'));
    expect(attempts.failed(message('7'))).toBe(false);
  });

  it('dead-letters an exhausted message as SERVER_ERROR with a generic text', () => {
    expect(exhaustedRefusal()).toEqual({ reason: ErrorCode.SERVER_ERROR, message: 'Server error: handling failed 5 times' });
  });
});
