// A message whose handling keeps failing with something other than a transient error (a bug, a constraint nobody
// expected) would be handed over forever and block every later message on its partition. Such a message is given a
// bounded number of attempts, counted in memory per topic, partition and offset (a restart starts the count over,
// which only delays the outcome), then dead-lettered as SERVER_ERROR. Transient failures (the database away, a lost
// race, a serialization failure or deadlock) are retried without limit: the message is fine, the moment is not.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { IncomingMessage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { refusal, TRANSIENT_REFUSALS, type OrderCommandRefusal } from './order-command-refusal';

/** Attempts a message gets when its handling throws a non-transient error, the last one included. */
export const ORDER_COMMAND_MAX_ATTEMPTS = 5;

/** PostgreSQL's serialization failure, deadlock, shutdowns and too many connections; class 08 is the connection's. */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '57P01', '57P02', '57P03', '53300', '55P03']);
const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres' messages for a connection lost or never made (they carry no code). */
const TRANSIENT_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error/i;

/** Whether the failure says "later" (retry without limit) rather than "this message breaks something". */
export function isTransientFailure(err: unknown, depth = 0): boolean {
  if (depth > 5 || err === null || typeof err !== 'object') return false;
  if (err instanceof DomainError) return TRANSIENT_REFUSALS.includes(err.code) || err.status === 503 || err.status === 504;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || TRANSIENT_NODE_CODES.has(code))) return true;
  if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
  if (err instanceof AggregateError && err.errors.some((inner) => isTransientFailure(inner, depth + 1))) return true;
  return isTransientFailure(cause, depth + 1);
}

/** The dead-letter reason of a message that failed every attempt: generic, no stack and none of the values. */
export function exhaustedRefusal(): OrderCommandRefusal {
  return refusal(ErrorCode.SERVER_ERROR, `Server error: handling failed ${ORDER_COMMAND_MAX_ATTEMPTS} times`);
}

/** Failed attempts per message; only the messages under way (one per partition, at most) are ever held. */
export class FailedAttempts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max = ORDER_COMMAND_MAX_ATTEMPTS) {}

  /** Counts one more failed attempt; true when the message has now had all it gets. */
  failed(message: IncomingMessage): boolean {
    const where = placeOf(message);
    const count = (this.counts.get(where) ?? 0) + 1;
    this.counts.set(where, count);
    // A message another consumer took over (a rebalance) leaves its count here; bound what such leftovers can hold.
    if (this.counts.size > 10_000) this.counts.delete(this.counts.keys().next().value!);
    return count >= this.max;
  }

  /** The message is done (handled or dead-lettered): its count goes. */
  done(message: IncomingMessage): void {
    this.counts.delete(placeOf(message));
  }
}

const placeOf = (message: IncomingMessage) => `${message.topic}/${message.partition}@${message.offset}`;
