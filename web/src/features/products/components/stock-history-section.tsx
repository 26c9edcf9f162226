import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SellerStockHistoryEntry } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { useProductStockHistoryQuery } from '../api/products-api';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

/** "+3" for units in, "−2" (a true minus sign) for units out. */
export const signedChange = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

/** The shipment's or the order's own modal, over its list. */
const documentHref = (kind: NonNullable<SellerStockHistoryEntry['document']>['kind'], id: string) =>
  kind === 'ORDER' ? paths.orderView.href('all', id) : `${paths.shipmentsInbound.href()}/${id}`;

/** The seller's view of every quantity change of their product: when, how much, what was left, why and by which document. */
export function StockHistorySection({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('products');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useProductStockHistoryQuery(productId, page);
  return (
    <section data-testid="product-stock-history">
      <Typography.Title level={5}>{t('stockHistory.title')}</Typography.Title>
      {history.isError ? (
        <Typography.Text type="danger">{history.error.message}</Typography.Text>
      ) : (
        <Table
          scroll={{ x: 'max-content' }}
          size="small"
          rowKey="position"
          loading={history.isFetching}
          dataSource={history.data?.items ?? []}
          locale={{ emptyText: emptyUntilAnswered(history, t('stockHistory.empty')) }}
          pagination={{ current: page, pageSize: 10, total: history.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { key: 'at', title: t('stockHistory.at'), render: (_, e) => formatDate(e.at, i18n.resolvedLanguage, true) },
            { key: 'change', title: t('stockHistory.change'), render: (_, e) => signedChange(e.delta) },
            { key: 'after', title: t('stockHistory.after'), dataIndex: 'totalAfter' },
            { key: 'reason', title: t('stockHistory.reason'), render: (_, e) => tc(`stockReasons.${e.reason}`) },
            {
              key: 'document',
              title: t('stockHistory.document'),
              render: (_, e) =>
                e.document ? (
                  <Link to={documentHref(e.document.kind, e.documentId)} data-testid="stock-document">
                    {e.document.number}
                  </Link>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
