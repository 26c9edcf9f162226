// What one bin holds: each product (SKU, title), its seller and the units placed there.
import { Alert, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBinStockQuery } from '../api/get-bin-stock';
import { emptyUntilAnswered } from '../../../../shared/ui/empty-until-answered';

export function BinStockDrawer({ code, onClose }: { code: string | null; onClose(): void }) {
  const { t } = useTranslation('locations');
  const stock = useBinStockQuery(code);
  const bin = stock.data;
  return (
    <Drawer
      open={code !== null}
      onClose={onClose}
      size={Math.min(720, window.innerWidth)}
      title={
        <>
          {t('stock.title', { code })} {bin ? bin.active ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag> : null}
        </>
      }
      data-testid="bin-stock-drawer"
    >
      {stock.isError ? <Alert type="error" showIcon title={stock.error.message} /> : null}
      <Table
        data-testid="bin-stock-table"
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey="productId"
        loading={stock.isFetching}
        pagination={false}
        dataSource={bin?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(stock, t('stock.empty')) }}
        columns={[
          { key: 'sku', title: t('stock.sku'), render: (_, i) => i.sku ?? i.productId },
          { key: 'title', title: t('stock.product'), render: (_, i) => i.title ?? '—' },
          { key: 'seller', title: t('stock.seller'), dataIndex: 'sellerId' },
          { key: 'quantity', title: t('stock.quantity'), dataIndex: 'quantity', align: 'right' },
        ]}
      />
    </Drawer>
  );
}
