import { Query } from '@nestjs/cqrs';
import type { IntegrationRequestView } from '@ledgerhouse/contracts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export class ListIntegrationRequests extends Query<Page<IntegrationRequestView>> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
