import type { EventStore, KeyedQueue } from '@ledgerhouse/infra';
import type { StreamStateCache } from '../event-sourcing/stream-state-cache';

export const APP_CONFIG = Symbol('APP_CONFIG');
export const SQL_CLIENT = Symbol('SQL_CLIENT');
export const READ_DB = Symbol('READ_DB');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const COMMAND_DEPS = Symbol('COMMAND_DEPS');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
export const CLOCK = Symbol('CLOCK');
export const MAIL_PORT = Symbol('MAIL_PORT');
/** The message broker handed in by the caller (tests: an in-memory broker); null lets KAFKA_BROKERS decide. */
export const GIVEN_BROKER = Symbol('GIVEN_BROKER');

/** What a command handler needs to load, decide and append. */
export interface CommandDeps {
  store: EventStore;
  queue: KeyedQueue;
  /** Recently used streams' states (the process's one cache); without it every command reads its whole stream. */
  states?: StreamStateCache;
}
