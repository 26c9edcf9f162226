// Requests for a sales-channel integration we do not offer yet (spec: sales channels, "a request form for other integrations").
import { z } from 'zod';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

export const requestIntegrationBody = z
  .object({
    marketplace: z.string().trim().min(2).max(60),
    website: z.union([z.url().max(300), z.literal('')]).optional(),
    contactEmail: z.email().max(254),
    comment: z.string().trim().max(1000).optional(),
  })
  .strict();
export type RequestIntegrationBody = z.infer<typeof requestIntegrationBody>;

export const integrationRequestView = z.object({
  id: z.string(),
  marketplace: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string(),
  comment: z.string().nullable(),
  status: z.enum(['RECEIVED']),
  requestedAt: z.string(),
});
export type IntegrationRequestView = z.infer<typeof integrationRequestView>;

export const integrationRequestPage = pageOf(integrationRequestView);

export const integrationRequestRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/sales-channels/integration-requests',
    summary: 'Request an integration with another sales channel',
    tag: 'sales-channels',
    body: requestIntegrationBody,
    response: commandResult,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/sales-channels/integration-requests',
    summary: 'Integration requests, newest first',
    tag: 'sales-channels',
    query: pageQuery,
    response: integrationRequestPage,
  }),
};
