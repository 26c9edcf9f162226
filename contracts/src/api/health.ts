import { z } from 'zod';
import { defineRoute } from './route';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  eventStore: z.object({ kind: z.string(), ok: z.boolean(), head: z.string().nullable() }),
  database: z.object({ kind: z.string(), ok: z.boolean() }),
  projections: z.array(z.object({ name: z.string(), position: z.string().nullable(), lag: z.number().int() })),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthRoutes = {
  get: defineRoute({ method: 'GET', path: '/health', summary: 'Liveness and projection lag', tag: 'health', response: healthResponse }),
};
