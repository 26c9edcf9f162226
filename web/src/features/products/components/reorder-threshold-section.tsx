// The product's reorder threshold on its own page: what it is now, and the same dialog as Insights to set or clear it.
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderAlertsQuery } from '../../../shared/reorder-threshold/get-reorder-alerts';
import { ReorderThresholdDialog } from '../../../shared/reorder-threshold/reorder-threshold-dialog';
import { thresholdText } from '../../../shared/reorder-threshold/threshold-text';

export function ReorderThresholdSection({ product }: { product: { id: string; sku: string; title: string } }) {
  const { t } = useTranslation('insights');
  const alerts = useReorderAlertsQuery();
  const [editing, setEditing] = useState(false);
  const threshold = alerts.data?.items.find((i) => i.productId === product.id)?.threshold ?? null;
  return (
    <>
      <Descriptions size="small" bordered column={1}>
        <Descriptions.Item label={t('reorder.threshold')}>
          <span data-testid="product-reorder-threshold" data-loaded={alerts.data ? 'true' : 'false'} style={{ marginRight: 12 }}>
            {alerts.data ? (threshold ? thresholdText(t, threshold) : t('reorder.noThreshold')) : '…'}
          </span>
          <Button size="small" disabled={!alerts.data} onClick={() => setEditing(true)} data-testid="product-reorder-threshold-edit">
            {threshold ? t('reorder.edit') : t('reorder.set')}
          </Button>
        </Descriptions.Item>
      </Descriptions>
      {editing ? (
        <ReorderThresholdDialog
          product={{ productId: product.id, sku: product.sku, title: product.title }}
          current={threshold}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
