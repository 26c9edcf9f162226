// Admin user detail, sales-channels tab: the seller's channels, read-only (status, sandbox, last import, last failure).
import { useState } from 'react';
import { SalesChannelsTable } from '../../../shared/sales-channels/sales-channels-table';
import { useSellerSalesChannelsQuery } from '../api/get-seller-sales-channels';

export function UserSalesChannelsTab({ userId }: { userId: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const channels = useSellerSalesChannelsQuery(userId, paging.page, paging.pageSize);
  return (
    <SalesChannelsTable
      testId="user-sales-channels"
      query={channels}
      page={paging.page}
      pageSize={paging.pageSize}
      onPage={(page, pageSize) => setPaging({ page, pageSize })}
    />
  );
}
