// shipments/return: the seller's RETURN inbound shipments (made from canceled orders); each opens over the list.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { InboundShipmentSummary } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useInboundListQuery } from '../api/inbound-api';
import { InboundStatusTag } from '../components/status-tag';

export function ReturnListPage() {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const list = useInboundListQuery({ ...page, type: 'RETURN' });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={paths.createReturnShipment.href()}>
        <Button data-testid="create-return" type="primary" icon={<PlusOutlined />}>
          {t('returns.create')}
        </Button>
      </Link>
      <PagedTable<InboundShipmentSummary>
        query={list}
        testId="returns-table"
        emptyText={t('returns.empty')}
        page={page.page}
        pageSize={page.pageSize}
        onPage={(p, pageSize) => setPage({ page: p, pageSize })}
        showSizeChanger
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, s) => (
              <Link data-testid="return-row-link" to={`${paths.shipmentsReturn.href()}/${s.id}`}>
                {s.number}
              </Link>
            ),
          },
          { key: 'status', title: t('list.columns.status'), render: (_, s) => <InboundStatusTag status={s.status} /> },
          { key: 'tracking', title: t('list.columns.tracking'), render: (_, s) => s.trackingNumber || '—' },
          { key: 'pieces', title: t('list.columns.pieces'), render: (_, s) => f.number(s.pieceCount) },
          { key: 'createdAt', title: t('list.columns.createdAt'), render: (_, s) => f.date(s.createdAt) },
        ]}
      />
      <Outlet />
    </Space>
  );
}
