// /admin/inbound-shipment-placement/:shipmentId — scan a bin, then the products going into it; every product scan
// places one unit (or the typed quantity) into the current bin. A bin that does not exist or is inactive is refused
// when it is scanned; a code that is neither a bin nor a product of the shipment is an unknown barcode. Finish makes
// the shipment LOCATED once all is placed.
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorCode, resolveLocale, type AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { ScanField, type ScanFieldHandle } from '../../../shared/scanner/scan-field';
import { newScanId } from '../../../shared/scanner/scan-id';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { binUsability } from '../api/bin-usability';
import { useAdminInboundQuery, useFinishPlacementMutation, usePlaceMutation } from '../api/admin-inbound-api';
import { InboundLinesTable } from '../inbound/inbound-lines-table';
import { NextScanQuantity } from '../inbound/next-scan-quantity';
import { InboundPageHeader } from '../inbound/inbound-page-header';
import { everythingPlaced, isBinCode } from '../inbound/line-figures';
import { ScanFeedback } from '../inbound/scan-feedback';
import { ScanLog } from '../inbound/scan-log';
import { sendWithRetry } from '../inbound/send-with-retry';
import { useFeedback } from '../inbound/use-feedback';

/** Placement is over: every accepted unit is in a bin. */
const FINISHED = ['LOCATED', 'PAYMENT', 'PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED'];

type Placement = AdminInboundShipmentView['placements'][number];

/** A code naming one of the shipment's lines by its barcode or SKU (the server also knows catalog barcodes). */
const isLineCode = (shipment: AdminInboundShipmentView, code: string) =>
  shipment.lines.some((l) => l.barcode.toLowerCase() === code.toLowerCase() || l.sku?.toLowerCase() === code.toLowerCase());

function PlacementsTable({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t } = useTranslation('warehouseInbound');
  const title = (productId: string) => shipment.lines.find((l) => l.productId === productId)?.title ?? productId;
  return (
    <Table<Placement>
      data-testid="placements-per-bin"
      size="small"
      pagination={false}
      rowKey={(p) => `${p.locationCode}/${p.productId}`}
      locale={{ emptyText: t('place.nothingPlaced') }}
      dataSource={[...shipment.placements].sort((a, b) => a.locationCode.localeCompare(b.locationCode))}
      columns={[
        { key: 'bin', title: t('place.bin'), render: (_, p) => <Tag>{p.locationCode}</Tag> },
        { key: 'product', title: t('line.product'), render: (_, p) => title(p.productId) },
        { key: 'quantity', title: t('place.quantity'), dataIndex: 'quantity' },
      ]}
    />
  );
}

function Placing({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t, i18n } = useTranslation('warehouseInbound');
  const place = usePlaceMutation(shipment.id);
  const finish = useFinishPlacementMutation(shipment.id);
  const { feedback, log, show, scanned } = useFeedback();
  const [bin, setBin] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | null>(null);
  const scanField = useRef<ScanFieldHandle>(null);
  const done = everythingPlaced(shipment.lines);

  const failed = (err: unknown) => t('place.placeFailed', { message: errorMessage(err, resolveLocale(i18n.resolvedLanguage)) });

  const onBin = async (code: string, entry: { code: string; seq: number }) => {
    try {
      const usability = await binUsability(code);
      if (usability === 'USABLE') {
        setBin(code);
        show('info', t('place.binSet', { code }), entry);
      } else show('error', t(usability === 'UNKNOWN' ? 'place.binUnknown' : 'place.binInactive', { code }), entry);
    } catch (err) {
      show('error', failed(err), entry);
    }
  };

  const onScan = async (code: string) => {
    const entry = { code, seq: scanned() };
    if (isBinCode(code)) return onBin(code.toUpperCase(), entry);
    if (!bin) {
      show('error', isLineCode(shipment, code) ? t('place.scanBinFirst') : t('place.unknownBarcode', { code }), entry);
      return;
    }
    const body = { placementId: newScanId(), locationCode: bin, barcode: code, quantity: quantity ?? 1 };
    setQuantity(null);
    try {
      const result = await sendWithRetry(() => place.mutateAsync(body));
      const title = shipment.lines.find((l) => l.productId === result.productId)?.title ?? code;
      show('success', t('place.placed', { title, count: body.quantity, bin }), entry);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.UNKNOWN_BARCODE) show('error', t('place.unknownBarcode', { code }), entry);
      else show('error', failed(err), entry);
    }
  };

  const onFinish = async () => {
    if (!(await confirm({ title: t('place.finishTitle'), content: t('place.finishText'), okText: t('place.finish') }))) return;
    try {
      await finish.mutateAsync(undefined);
      toasts.push({ type: 'success', message: t('place.located') });
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap align="center">
        <Typography.Text strong>{t('place.currentBin')}:</Typography.Text>
        {bin ? (
          <Tag data-testid="current-bin" color="blue" style={{ fontSize: 18, padding: '4px 10px' }}>
            {bin}
          </Tag>
        ) : (
          <Typography.Text type="warning" data-testid="current-bin-none">
            {t('place.noBin')}
          </Typography.Text>
        )}
      </Space>
      <ScanField
        ref={scanField}
        capturing
        label={t('place.binLabel')}
        placeholder={t('place.binPlaceholder')}
        onScan={(code) => void onScan(code)}
      />
      <NextScanQuantity testId="place-quantity" value={quantity} onChange={setQuantity} backToScan={() => scanField.current?.focus()} />
      <ScanFeedback feedback={feedback} />
      <ScanLog log={log} />
      <InboundLinesTable lines={shipment.lines} mode="place" />
      <Typography.Title level={5}>{t('place.perBin')}</Typography.Title>
      <PlacementsTable shipment={shipment} />
      {done ? <Alert type="success" showIcon title={t('place.allPlaced')} /> : null}
      <Button data-testid="place-finish" type="primary" disabled={!done} loading={finish.isPending} onClick={() => void onFinish()}>
        {t('place.finish')}
      </Button>
    </Space>
  );
}

export function InboundPlacementPage() {
  const { t } = useTranslation('warehouseInbound');
  const { shipmentId = '' } = useParams();
  const shipment = useAdminInboundQuery(shipmentId);
  if (shipment.isPending) return <PageLoading />;
  if (shipment.isError) return <Alert type="error" showIcon title={shipment.error.message} />;
  const s = shipment.data;
  const placing = s.status === 'ACCEPTED' || s.status === 'LOCATING';
  const finished = FINISHED.includes(s.status);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <InboundPageHeader shipment={s} titleKey="place.title" />
      {placing ? (
        <Placing shipment={s} />
      ) : (
        <>
          {finished ? (
            <Alert
              data-testid="placement-finished"
              type="success"
              showIcon
              title={t('place.finished', { status: t(`statuses.${s.status}`) })}
            />
          ) : (
            <Alert
              data-testid="placement-not-ready"
              type="info"
              showIcon
              title={t('place.notReady', { status: t(`statuses.${s.status}`) })}
            />
          )}
          <PlacementsTable shipment={s} />
        </>
      )}
    </Space>
  );
}
