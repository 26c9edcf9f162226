// The packing table: each unit going into the parcel is verified by scan (a wrong product or one too many is refused
// loudly and counts nothing); once every unit is verified the order is packed and its label prints.
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode, resolveLocale, type PackingOrderView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { ScanField } from '../../../shared/scanner/scan-field';
import { newScanId } from '../../../shared/scanner/scan-id';
import { PageLoading } from '../../../shared/ui/page-loading';
import { openOrderLabel, usePackingOrderQuery, usePackScanMutation } from '../api/picking-api';
import { ScanFeedback } from '../inbound/scan-feedback';
import { ScanLog } from '../inbound/scan-log';
import { sendWithRetry } from '../inbound/send-with-retry';
import { useFeedback } from '../inbound/use-feedback';

type Line = PackingOrderView['lines'][number];

export function PackingStation({ orderId, onBack }: { orderId: string; onBack(): void }) {
  const { t, i18n } = useTranslation('warehouseOrders');
  const order = usePackingOrderQuery(orderId);
  const scan = usePackScanMutation(orderId);
  const { feedback, log, show, scanned } = useFeedback();
  if (order.isPending) return <PageLoading />;
  if (order.isError) return <Alert type="error" showIcon title={order.error.message} />;
  const o = order.data;

  const onScan = async (code: string) => {
    const entry = { code, seq: scanned() };
    try {
      const result = await sendWithRetry(() => scan.mutateAsync({ scanId: newScanId(), barcode: code }));
      const title = o.lines.find((l) => l.productId === result.productId)?.title ?? code;
      if (result.packed) show('success', t('packing.allVerified'), entry);
      else show('success', t('packing.unitVerified', { title, verified: result.verified, quantity: result.quantity }), entry);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PACK_WRONG_ITEM)
        show('error', t('packing.wrongItem', { code, number: o.number }), entry);
      else if (err instanceof ApiError && err.code === ErrorCode.PACK_TOO_MANY) show('error', t('packing.tooMany', { code }), entry);
      else show('error', t('packing.scanFailed', { message: errorMessage(err, resolveLocale(i18n.resolvedLanguage)) }), entry);
    }
  };

  const printLabel = () =>
    openOrderLabel(orderId, i18n.resolvedLanguage ?? 'en-US').then(
      () => show('info', t('packing.labelOpened')),
      (err: unknown) => showApiError(err),
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="packing-station">
      <Typography.Title level={4} data-testid="packing-order">
        {t('packing.order', { number: o.number })}
      </Typography.Title>
      <Typography.Text>
        {o.label
          ? `${t('packing.carrier')}: ${o.label.carrier} · ${t('packing.tracking')}: ${o.label.trackingNumber}`
          : t('packing.noLabel')}
      </Typography.Text>
      {o.packed ? (
        <Alert
          data-testid="packing-done"
          type="success"
          showIcon
          title={t('packing.allVerified')}
          action={
            <Button data-testid="packing-print-label" type="primary" disabled={!o.label?.hasFile} onClick={() => void printLabel()}>
              {t('packing.printLabel')}
            </Button>
          }
        />
      ) : (
        <ScanField
          capturing
          testId="scan-field"
          label={t('packing.scanLabel')}
          placeholder={t('packing.scanPlaceholder')}
          onScan={(c) => void onScan(c)}
        />
      )}
      <ScanFeedback feedback={feedback} />
      <ScanLog log={log} />
      <Table<Line>
        data-testid="packing-lines"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="productId"
        dataSource={o.lines}
        onRow={(l) => ({ 'data-testid': `pack-line-${l.sku}` }) as object}
        columns={[
          { key: 'product', title: t('detail.product'), render: (_, l) => `${l.title} (${l.sku})` },
          { key: 'barcode', title: t('packing.barcode'), render: (_, l) => l.barcode ?? '—' },
          { key: 'verified', title: t('packing.verified'), render: (_, l) => <span data-testid="verified">{l.verified}</span> },
          { key: 'quantity', title: t('packing.quantity'), dataIndex: 'quantity' },
        ]}
      />
      <Button data-testid="packing-back" onClick={onBack}>
        {t('packing.back')}
      </Button>
    </Space>
  );
}
