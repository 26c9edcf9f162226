import { Query } from '@nestjs/cqrs';
import type { AdminIntegrationRequestView, Page } from '@ledgerhouse/contracts';

/** One seller's requests, or every seller's (`sellerId: null`, for staff and managers only). */
export class ListIntegrationRequests extends Query<Page<AdminIntegrationRequestView>> {
  constructor(
    readonly sellerId: string | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
