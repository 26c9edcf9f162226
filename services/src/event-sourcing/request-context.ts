// Who is acting and in which correlation, carried from the HTTP request to every event's metadata.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@ledgerhouse/contracts';
import type { EventMetadataInput } from './decider';

export interface RequestContext {
  correlationId: string;
  userId: string | null;
  impersonatorId: string | null;
  /** The caller's language, for mail and messages. */
  locale: Locale;
  /** What caused the work: a saga step's key (`saga:<name>:<stream>:<version>`); events record it as causationId. */
  causationId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Metadata for events a command appends; causationId is the command's own id when it has one. */
export function metadataFor(causationId: string | null = null): EventMetadataInput {
  const ctx = storage.getStore();
  return {
    correlationId: ctx?.correlationId ?? randomUUID(),
    causationId: causationId ?? ctx?.causationId ?? null,
    userId: ctx?.userId ?? null,
    impersonatorId: ctx?.impersonatorId ?? null,
  };
}
