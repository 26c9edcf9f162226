import { z } from 'zod';

export const integrationRequested = z.object({
  requestId: z.string(),
  /** The seller who asked; absent on requests recorded before it was kept (the event's metadata userId stands in). */
  sellerId: z.string().optional(),
  marketplace: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string(),
  comment: z.string().nullable(),
  requestedAt: z.string(),
});

export type ChannelsEvent = { type: 'IntegrationRequested'; data: z.infer<typeof integrationRequested> };

export const channelsEventSchemas = { IntegrationRequested: integrationRequested } as const;
