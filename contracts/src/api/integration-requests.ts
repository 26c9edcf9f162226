// Requests for a sales-channel integration we do not offer yet (spec: sales channels, "a request form for other integrations").
import { z } from 'zod';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { webLink } from './web-link';

export const requestIntegrationBody = z
  .object({
    marketplace: z.string().trim().min(2).max(60),
    website: z.union([webLink.max(300), z.literal('')]).optional(),
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

/** What staff and managers see: every seller's requests, with who asked (null for requests recorded before sellers were kept). */
export const adminIntegrationRequestView = integrationRequestView.extend({ sellerId: z.string().nullable() });
export type AdminIntegrationRequestView = z.infer<typeof adminIntegrationRequestView>;

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
    summary: 'The signed-in seller’s own integration requests, newest first',
    tag: 'sales-channels',
    query: pageQuery,
    response: integrationRequestPage,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/sales-channels/integration-requests',
    summary: 'Every seller’s integration requests, newest first (staff and managers)',
    tag: 'admin-sales-channels',
    query: pageQuery,
    response: pageOf(adminIntegrationRequestView),
  }),
};
