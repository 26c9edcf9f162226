// /admin/manifests/:manifestId: the manifest and its parcels; while open, edit or close it (after a confirmation: the
// carrier's scan form is made and every parcel handed over); once closed, download the scan form.
import { Alert, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ManifestView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { openScanForm, useCloseManifestMutation, useManifestQuery } from '../api/manifests-api';

type Parcel = ManifestView['orders'][number];

function Actions({ manifest }: { manifest: ManifestView }) {
  const { t, i18n } = useTranslation('manifests');
  const close = useCloseManifestMutation(manifest.id);
  const onClose = async () => {
    const count = manifest.orders.length;
    const ok = await confirm({
      title: t('view.closeTitle', { number: manifest.number }),
      content: t('view.closeText', { count, carrier: manifest.carrier }),
      okText: t('view.close'),
    });
    if (!ok) return;
    try {
      await close.mutateAsync(undefined);
      toasts.push({ type: 'success', message: t('view.closed') });
    } catch (err) {
      showApiError(err);
    }
  };
  if (manifest.status === 'CLOSED')
    return (
      <Button
        data-testid="manifest-scan-form"
        type="primary"
        onClick={() => void openScanForm(manifest.id, i18n.resolvedLanguage ?? 'en-US').catch(showApiError)}
      >
        {t('view.scanForm')}
      </Button>
    );
  return (
    <Space wrap>
      <Link to={paths.adminManifestEdit.href(manifest.id)} data-testid="manifest-edit">
        <Button>{t('view.edit')}</Button>
      </Link>
      <Button data-testid="manifest-close" type="primary" danger loading={close.isPending} onClick={() => void onClose()}>
        {t('view.close')}
      </Button>
    </Space>
  );
}

export function ManifestPage() {
  const { t } = useTranslation('manifests');
  const tOrders = useTranslation('warehouseOrders').t;
  const f = useFormatters();
  const { manifestId = '' } = useParams();
  const manifest = useManifestQuery(manifestId);
  if (manifest.isPending) return <PageLoading />;
  if (manifest.isError) return <Alert type="error" showIcon title={manifest.error.message} />;
  const m = manifest.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={3}>{t('view.title', { number: m.number })}</Typography.Title>
      <Descriptions data-testid="manifest-figures" size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('view.carrier')}>{m.carrier}</Descriptions.Item>
        <Descriptions.Item label={t('view.status')}>
          <Tag data-testid="manifest-status" data-status={m.status} color={m.status === 'OPEN' ? 'blue' : 'green'}>
            {t(`statuses.${m.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('view.createdAt')}>{f.dateTime(m.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('view.closedAt')}>{m.closedAt ? f.dateTime(m.closedAt) : '—'}</Descriptions.Item>
      </Descriptions>
      <Actions manifest={m} />
      <Typography.Title level={5}>{t('view.orders')}</Typography.Title>
      <Table<Parcel>
        data-testid="manifest-orders"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="orderId"
        dataSource={m.orders}
        columns={[
          { key: 'number', title: t('form.columns.number'), dataIndex: 'number' },
          { key: 'tracking', title: t('form.columns.tracking'), render: (_, p) => p.trackingNumber ?? '—' },
          { key: 'status', title: t('form.columns.status'), render: (_, p) => <Tag>{tOrders(`statuses.${p.status}`)}</Tag> },
        ]}
      />
      <Link to={paths.adminWarehouse.href('manifests')}>{t('view.back')}</Link>
    </Space>
  );
}
