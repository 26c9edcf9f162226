// Type-level checks of apiRequest: `tsc --noEmit` fails if a wrong call below stops being an error.
import { adminProductRoutes, identityRoutes, walletRoutes } from '@ledgerhouse/contracts';
import type * as client from './api-client';

// Only the signature is under test (the client itself needs the browser), so a stand-in with its type.
const apiRequest = (() => Promise.resolve()) as unknown as typeof client.apiRequest;

// The calls only need to typecheck (or fail to, where marked).
function typedCalls(): void {
  void apiRequest(adminProductRoutes.stockTaking, { params: { productId: 'p' }, body: { counted: 3, comment: 'recount' } });
  void apiRequest(identityRoutes.me);
  void apiRequest(walletRoutes.spendings, { query: { page: 1, pageSize: 10 } });

  // @ts-expect-error a body field of the wrong type
  void apiRequest(adminProductRoutes.stockTaking, { params: { productId: 'p' }, body: { counted: 'three', comment: 'recount' } });
  // @ts-expect-error a body missing a required field
  void apiRequest(identityRoutes.logout, { body: {} });
  // @ts-expect-error a route with a body requires it
  void apiRequest(identityRoutes.logout, {});
  // @ts-expect-error a route with path params requires them
  void apiRequest(adminProductRoutes.stockTaking, { body: { counted: 3, comment: 'recount' } });
  // @ts-expect-error a path param the route does not declare
  void apiRequest(adminProductRoutes.stockTaking, { params: { id: 'p' }, body: { counted: 3, comment: 'recount' } });
  // @ts-expect-error a query key the route does not declare
  void apiRequest(walletRoutes.spendings, { query: { pageNumber: 1 } });
  // @ts-expect-error a route without a body takes none
  void apiRequest(identityRoutes.me, { body: { any: 1 } });
}

describe('apiRequest types', () => {
  it('accepts calls shaped like the route contracts and refuses wrong ones at typecheck (the @ts-expect-error lines)', () => {
    expect(typedCalls).not.toThrow();
  });
});
