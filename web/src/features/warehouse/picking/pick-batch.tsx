// Picking one batch by scan: the page names the bin to go to; scanning that bin shows what to take there, and each
// product scanned then counts one unit for the oldest order needing it. A wrong bin or item is refused loudly (red,
// with a beep) and counts nothing; a unit more than the orders need is "not needed", wherever it is scanned. Bin
// codes look like A-01-02, so a scan is told apart by its shape.
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, resolveLocale, type PickListView, type PickOrderView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { errorMessage } from '../../../shared/api/error-message';
import { ScanField } from '../../../shared/scanner/scan-field';
import { newScanId } from '../../../shared/scanner/scan-id';
import { PageLoading } from '../../../shared/ui/page-loading';
import { scanBin, usePickListQuery, useScanItemMutation } from '../api/picking-api';
import { isBinCode } from '../inbound/line-figures';
import { ScanFeedback } from '../inbound/scan-feedback';
import { ScanLog } from '../inbound/scan-log';
import { sendWithRetry } from '../inbound/send-with-retry';
import { useFeedback } from '../inbound/use-feedback';
import { OrderProgress } from './order-progress';
import { PickStopsTable } from './pick-stops-table';

function BatchOrders({ orders }: { orders: PickOrderView[] }) {
  const { t } = useTranslation('warehouseOrders');
  return (
    <Table<PickOrderView>
      data-testid="batch-orders"
      size="small"
      pagination={false}
      rowKey="orderId"
      dataSource={orders}
      columns={[
        { key: 'number', title: t('picking.order'), dataIndex: 'number' },
        { key: 'status', title: t('list.pickStatus'), render: (_, o) => <Tag>{t(`pickStatuses.${o.pickStatus}`)}</Tag> },
        { key: 'progress', title: t('picking.progress'), render: (_, o) => <OrderProgress order={o} /> },
      ]}
    />
  );
}

function Where({ list, bin }: { list: PickListView; bin: string | null }) {
  const { t } = useTranslation('warehouseOrders');
  const here = list.stops.find((s) => s.binCode === bin);
  const next = list.stops[0]?.binCode;
  return (
    <Space wrap align="center">
      {here ? (
        <>
          <Typography.Text strong>{t('picking.currentBin')}:</Typography.Text>
          <Tag data-testid="current-bin" color="blue" style={{ fontSize: 18, padding: '4px 10px' }}>
            {bin}
          </Tag>
        </>
      ) : next ? (
        <>
          <Typography.Text strong>{t('picking.goToBin')}:</Typography.Text>
          <Tag data-testid="next-bin" color="orange" style={{ fontSize: 18, padding: '4px 10px' }}>
            {next}
          </Tag>
        </>
      ) : null}
    </Space>
  );
}

/** Every order of the batch seen so far, in batch order: those gone from the pick list are picked. */
const batchOrders = (seen: PickOrderView[], now: PickOrderView[]): PickOrderView[] =>
  seen
    .map((o) => now.find((n) => n.orderId === o.orderId) ?? { ...o, pickStatus: 'PICKED' as const, picked: o.units })
    .sort((x, y) => x.placedAt.localeCompare(y.placedAt));

export function PickBatch({ batch, onLeave, onPacking }: { batch: string[]; onLeave(): void; onPacking(): void }) {
  const { t, i18n } = useTranslation('warehouseOrders');
  const list = usePickListQuery(batch);
  const scanItem = useScanItemMutation(batch);
  const { feedback, log, show, scanned } = useFeedback();
  const [bin, setBin] = useState<string | null>(null);
  // The pick list drops an order once it is PICKED: the batch keeps showing it, complete.
  const [seen, setSeen] = useState<PickOrderView[]>([]);
  const current = list.data?.orders;
  useEffect(() => {
    if (current) setSeen((old) => [...old.filter((o) => !current.some((c) => c.orderId === o.orderId)), ...current]);
  }, [current]);
  const failed = (err: unknown) => t('picking.scanFailed', { message: errorMessage(err, resolveLocale(i18n.resolvedLanguage)) });

  if (list.isPending) return <PageLoading />;
  if (list.isError) return <Alert type="error" showIcon title={list.error.message} />;
  const data = list.data;
  const next = data.stops[0]?.binCode;
  const done = data.stops.length === 0;

  const onBin = async (code: string, entry: { code: string; seq: number }) => {
    try {
      await scanBin({ orderIds: batch, binCode: code });
      setBin(code);
      show('info', t('picking.binSet', { code }), entry);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PICK_WRONG_BIN)
        show('error', next ? t('picking.wrongBin', { code, expected: next }) : t('picking.wrongBinNoNext', { code }), entry);
      else show('error', failed(err), entry);
    }
  };

  const onItem = async (code: string, entry: { code: string; seq: number }) => {
    if (!bin) {
      show('error', t('picking.scanBinFirst', { expected: next ?? '—' }), entry);
      return;
    }
    const body = { scanId: newScanId(), orderIds: batch, binCode: bin, barcode: code };
    try {
      const result = await sendWithRetry(() => scanItem.mutateAsync(body));
      if (result.repeated) return show('info', t('picking.repeated'), entry);
      const line = data.stops.flatMap((s) => s.lines).find((l) => l.productId === result.productId);
      const number = data.orders.find((o) => o.orderId === result.orderId)?.number ?? result.orderId;
      show(
        'success',
        t('picking.pickedUnit', { title: line?.title ?? code, number, picked: result.picked, quantity: result.quantity }),
        entry,
      );
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PICK_WRONG_ITEM) show('error', t('picking.wrongItem', { code, bin }), entry);
      else if (err instanceof ApiError && err.code === ErrorCode.PICK_ITEM_NOT_NEEDED)
        show('error', errorMessage(err, resolveLocale(i18n.resolvedLanguage)), entry);
      else show('error', failed(err), entry);
    }
  };

  const onScan = (code: string) => {
    const entry = { code, seq: scanned() };
    if (isBinCode(code)) void onBin(code.toUpperCase(), entry);
    else void onItem(code, entry);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {done ? (
        <Alert
          data-testid="batch-done"
          type="success"
          showIcon
          title={t('picking.batchDone')}
          action={
            <Button data-testid="batch-to-packing" type="primary" onClick={onPacking}>
              {t('picking.toPacking')}
            </Button>
          }
        />
      ) : (
        <Where list={data} bin={bin} />
      )}
      <ScanField capturing label={t('picking.scanLabel')} placeholder={t('picking.scanPlaceholder')} onScan={onScan} />
      <ScanFeedback feedback={feedback} />
      <ScanLog log={log} />
      <BatchOrders orders={batchOrders(seen, data.orders)} />
      <Typography.Title level={5}>{t('picking.stops')}</Typography.Title>
      <PickStopsTable stops={data.stops} current={bin} />
      <Button data-testid="batch-leave" onClick={onLeave}>
        {t('picking.leaveBatch')}
      </Button>
    </Space>
  );
}
