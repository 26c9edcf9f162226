import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { WebhookArea } from '../features/webhooks/components/webhook-area';
import { RequireManager } from './require-manager';
import { section } from './section';

/**
 * The webhooks list and an endpoint's page: a seller's under the profile, the warehouse's in the admin area (managers
 * only: a warehouse endpoint receives every seller's events).
 */
export const webhookRoutes = (area: WebhookArea): RouteObject => {
  const gate = (page: ReactNode) => (area === 'admin' ? <RequireManager>{page}</RequireManager> : page);
  return section('webhooks', area === 'admin' ? 'webhooks' : undefined, [
    {
      index: true,
      lazy: () =>
        import('../features/webhooks/pages/webhooks-page').then((m) => ({ Component: () => gate(<m.WebhooksPage area={area} />) })),
    },
    {
      path: ':webhookId',
      handle: { crumb: 'webhook' },
      lazy: () =>
        import('../features/webhooks/pages/webhook-detail-page').then((m) => ({
          Component: () => gate(<m.WebhookDetailPage area={area} />),
        })),
    },
  ]);
};
