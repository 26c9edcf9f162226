// /admin/checking-inbound-shipment/:shipmentId — counting received units by scanning. Each scan counts the product
// whose barcode it is (a quantity typed beforehand applies to that one scan, and so does the Damaged switch: decision
// 0028); an unknown barcode counts nothing and warns loudly; more than declared is counted and shown as a warning with
// the declared quantity. The answer's counts show at once.
import { Alert, Button, Space, Switch, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorCode, resolveLocale, type AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { ScanField, type ScanFieldHandle } from '../../../shared/scanner/scan-field';
import { newScanId } from '../../../shared/scanner/scan-id';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAdminInboundQuery, useScanMutation, useStartCheckMutation } from '../api/admin-inbound-api';
import { CheckActions } from '../inbound/check-actions';
import { InboundLinesTable } from '../inbound/inbound-lines-table';
import { NextScanQuantity } from '../inbound/next-scan-quantity';
import { InboundPageHeader } from '../inbound/inbound-page-header';
import { ScanFeedback } from '../inbound/scan-feedback';
import { ScanLog } from '../inbound/scan-log';
import { sendWithRetry } from '../inbound/send-with-retry';
import { useFeedback } from '../inbound/use-feedback';

const SCANNING = ['CHECKING_DELIVERY', 'ACCEPTING', 'SEARCHING'];

function Scanning({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t, i18n } = useTranslation('warehouseInbound');
  const scan = useScanMutation(shipment.id);
  const { feedback, log, show, scanned } = useFeedback();
  const [quantity, setQuantity] = useState<number | null>(null);
  const scanField = useRef<ScanFieldHandle>(null);
  const [damaged, setDamaged] = useState(false);
  const [lastProduct, setLastProduct] = useState<string>();

  const onScan = async (code: string) => {
    const entry = { code, seq: scanned() };
    // The quantity and the Damaged switch belong to this scan only: the next one counts 1 good unit unless set again.
    const body = { scanId: newScanId(), barcode: code, quantity: quantity ?? 1, damaged };
    setQuantity(null);
    setDamaged(false);
    try {
      const result = await sendWithRetry(() => scan.mutateAsync(body));
      const title = shipment.lines.find((l) => l.productId === result.productId)?.title ?? result.barcode;
      setLastProduct(result.productId);
      const over = result.received + result.damaged - result.declared;
      if (body.damaged) show('success', t('check.countedDamaged', { title, count: result.damaged }), entry);
      else if (over > 0) show('warning', t('check.countedOver', { title, count: result.received, over, declared: result.declared }), entry);
      else show('success', t('check.counted', { title, count: result.received }), entry);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.UNKNOWN_BARCODE) show('error', t('check.unknownBarcode', { code }), entry);
      else show('error', t('check.scanFailed', { message: errorMessage(err, resolveLocale(i18n.resolvedLanguage)) }), entry);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <ScanField
        ref={scanField}
        capturing
        label={t('check.scanLabel')}
        placeholder={t('check.scanPlaceholder')}
        onScan={(code) => void onScan(code)}
      />
      <Space wrap align="center">
        <NextScanQuantity testId="scan-quantity" value={quantity} onChange={setQuantity} backToScan={() => scanField.current?.focus()} />
        <Space>
          <Switch data-testid="scan-damaged" checked={damaged} onChange={setDamaged} aria-label={t('check.damagedMode')} />
          <Typography.Text data-testid="scan-damaged-label" type={damaged ? 'danger' : undefined} strong={damaged}>
            {t('check.damagedMode')}
          </Typography.Text>
        </Space>
      </Space>
      <Typography.Text type="secondary">{damaged ? t('check.damagedHint') : t('check.quantityHint')}</Typography.Text>
      <ScanFeedback feedback={feedback} />
      <ScanLog log={log} />
      <InboundLinesTable lines={shipment.lines} mode="check" highlight={lastProduct} />
      <CheckActions shipment={shipment} />
    </Space>
  );
}

function CheckBody({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t } = useTranslation('warehouseInbound');
  const start = useStartCheckMutation(shipment.id);
  if (SCANNING.includes(shipment.status)) return <Scanning shipment={shipment} />;
  if (shipment.status === 'DELIVERED')
    return (
      <Space orientation="vertical" size="middle">
        <Button
          data-testid="check-start"
          type="primary"
          size="large"
          loading={start.isPending}
          onClick={() =>
            start.mutateAsync(undefined).then(
              () => toasts.push({ type: 'success', message: t('check.started') }),
              (err: unknown) => showApiError(err),
            )
          }
        >
          {t('check.start')}
        </Button>
        <CheckActions shipment={shipment} />
      </Space>
    );
  if (shipment.status === 'NOT_DELIVERED')
    return (
      <Space orientation="vertical" size="middle">
        <Alert type="warning" showIcon title={t('check.notDelivered')} />
        <CheckActions shipment={shipment} />
      </Space>
    );
  const placing = shipment.status === 'ACCEPTED' || shipment.status === 'LOCATING';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert data-testid="check-done" type="info" showIcon title={t('check.done', { status: t(`statuses.${shipment.status}`) })} />
      {placing ? (
        <Link to={paths.adminInboundPlacement.href(shipment.id)} data-testid="check-to-placement">
          <Button type="primary">{t('check.toPlacement')}</Button>
        </Link>
      ) : null}
      <InboundLinesTable lines={shipment.lines} mode="check" />
    </Space>
  );
}

export function CheckingInboundPage() {
  const { shipmentId = '' } = useParams();
  const shipment = useAdminInboundQuery(shipmentId);
  if (shipment.isPending) return <PageLoading />;
  if (shipment.isError) return <Alert type="error" showIcon title={shipment.error.message} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <InboundPageHeader shipment={shipment.data} titleKey="check.title" />
      <CheckBody shipment={shipment.data} />
    </Space>
  );
}
