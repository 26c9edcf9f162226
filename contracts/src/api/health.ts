import { z } from 'zod';
import { defineRoute } from './route';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  /** What this process runs (ROLE): all, api (HTTP and WebSockets) or worker (background jobs, only this route). */
  role: z.enum(['all', 'api', 'worker']),
  /** The background jobs (leases) this process holds now, by name; none on an api process. */
  leases: z.array(z.string()),
  eventStore: z.object({
    kind: z.string(),
    ok: z.boolean(),
    head: z.string().nullable(),
    /** Subscribers wait for every older write transaction on the server: how long they are held back, and by whom. */
    holdBack: z
      .object({
        heldBackMs: z.number().int().nonnegative(),
        oldestTransaction: z
          .object({ xid: z.string(), ageMs: z.number().int().nonnegative().nullable(), state: z.string().nullable() })
          .nullable(),
      })
      .nullable(),
  }),
  database: z.object({ kind: z.string(), ok: z.boolean() }),
  /**
   * Projectors, from their stored checkpoints (whichever process runs them). `failing`: this process runs it and its
   * batches keep failing: split off from the group and retried with back-off, since when and how many tries (the error
   * is in the log); null otherwise.
   */
  projections: z.array(
    z.object({
      name: z.string(),
      position: z.string().nullable(),
      lag: z.number().int(),
      failing: z.object({ since: z.string(), attempts: z.number().int() }).nullable(),
    }),
  ),
  /** Process managers, from their stored checkpoints (whichever process runs them); deadLetters: events they refused for good. */
  sagas: z.array(z.object({ name: z.string(), position: z.string().nullable(), lag: z.number().int(), deadLetters: z.number().int() })),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness, projection and saga lag',
    tag: 'health',
    response: healthResponse,
  }),
};
