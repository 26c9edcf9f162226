// Calls to the support routes as one account: a write waits until the projections have applied it (its position),
// so the next read sees it; ok() fails the test with the answer when the call is refused.
import { supportRoutes } from '@ledgerhouse/contracts';
import type { Account } from './accounts';
import { apiRoute, type RouteInput } from './api-route';
import { as, caughtUp } from './billing';
import type { TestApp } from './test-app';

type Route = (typeof supportRoutes)[keyof typeof supportRoutes];
type Input<R extends Route> = Omit<RouteInput<R>, 'headers'>;

export function supportCalls(app: () => TestApp) {
  async function call<R extends Route>(account: Account, route: R, input: Input<R>) {
    const res = await apiRoute(app(), route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
    const position = (res.body as { position?: string }).position;
    if (res.status < 300 && position) await caughtUp(app(), position);
    return res;
  }
  async function ok<R extends Route>(account: Account, route: R, input: Input<R>) {
    const res = await call(account, route, input);
    if (res.status >= 300) throw new Error(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  return { call, ok };
}
