// The orders context's public door for the fulfillment saga: a seller's auto-fulfillment settings. The query file carries
// no handler, so a saga or another context may import it.
import { Query } from '@nestjs/cqrs';
import type { AutoFulfillmentView } from '@ledgerhouse/contracts';

/** { enabled, options } (options null until first saved; kept while turned off). */
export class GetAutoFulfillmentSettings extends Query<AutoFulfillmentView> {
  constructor(readonly sellerId: string) {
    super();
  }
}
