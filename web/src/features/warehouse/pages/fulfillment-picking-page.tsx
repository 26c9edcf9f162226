// /admin/fulfillment-picking: picking (the pick list, a batch by scan) and packing (verify each unit by scan, then
// print the label). The batch, the tab and the order at the packing table live in the address, so a reload resumes.
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PackingQueue } from '../picking/packing-queue';
import { PackingStation } from '../picking/packing-station';
import { PickBatch } from '../picking/pick-batch';
import { PickListOverview } from '../picking/pick-list-overview';

export function FulfillmentPickingPage() {
  const { t } = useTranslation('warehouseOrders');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'packing' ? 'packing' : 'picking';
  const batch = (search.get('batch') ?? '').split(',').filter(Boolean);
  const packing = search.get('order');
  const go = (next: Record<string, string>) => setSearch(next);

  return (
    <>
      <Typography.Title level={3}>{t('picking.title')}</Typography.Title>
      <Tabs
        data-testid="picking-tabs"
        activeKey={tab}
        onChange={(key) => go(key === 'packing' ? { tab: 'packing' } : batch.length ? { batch: batch.join(',') } : {})}
        items={[
          {
            key: 'picking',
            label: t('picking.tabs.picking'),
            children: batch.length ? (
              <PickBatch batch={batch} onLeave={() => go({})} onPacking={() => go({ tab: 'packing' })} />
            ) : (
              <PickListOverview onBatch={(ids) => go({ batch: ids.join(',') })} />
            ),
          },
          {
            key: 'packing',
            label: t('picking.tabs.packing'),
            children: packing ? (
              <PackingStation key={packing} orderId={packing} onBack={() => go({ tab: 'packing' })} />
            ) : (
              <PackingQueue onOpen={(orderId) => go({ tab: 'packing', order: orderId })} />
            ),
          },
        ]}
      />
    </>
  );
}
