// shipments/inbound/:shipmentId — the shipment: status, delivery, per product declared/received/damaged/placed, costs,
// comments and the timeline (a return's bought label: its price and PDF); edit while the warehouse has not received it, and cancel (irreversible).
import { Alert, Button, Descriptions, Modal, Space, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { InboundLineView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { confirm } from '../../../shared/ui/modal-queue';
import { isMissingRecord, NotFoundResult } from '../../../shared/ui/not-found-result';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCancelInbound, useInboundShipmentQuery } from '../api/inbound-api';
import { InboundComments } from '../components/inbound-comments';
import { InboundCosts } from '../components/inbound-costs';
import { InboundTimeline } from '../components/inbound-timeline';
import { ReturnLabelCost, ReturnLabelSummary } from '../components/return-label-summary';
import { InboundStatusTag } from '../components/status-tag';

/** `closeTo`: the list it opened over (inbound, or the returns tab). */
export function InboundDetailModal({ closeTo = paths.shipmentsInbound.href() }: { closeTo?: string }) {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const { shipmentId = '' } = useParams();
  const navigate = useNavigate();
  const shipment = useInboundShipmentQuery(shipmentId);
  const cancel = useCancelInbound();
  const close = () => navigate(closeTo);
  const s = shipment.data;

  const onCancel = async () => {
    const sure = await confirm({
      title: t('cancel.confirmTitle', { count: 1 }),
      content: t('cancel.confirmText'),
      okText: t('cancel.ok'),
      danger: true,
    });
    if (!sure) return;
    cancel.mutate(shipmentId, {
      onSuccess: () => toasts.push({ type: 'success', message: t('cancel.done', { count: 1 }) }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Modal open width={880} footer={null} onCancel={close} title={s ? t('detail.title', { number: s.number }) : t('detail.lines')}>
      {shipment.isPending ? (
        <PageLoading />
      ) : isMissingRecord(shipment.error) ? (
        <NotFoundResult onBack={close} />
      ) : shipment.isError ? (
        <Alert type="error" showIcon title={shipment.error.message} />
      ) : s ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="inbound-detail">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('detail.status')}>
              <Space wrap>
                <InboundStatusTag status={s.status} />
                <span data-testid="inbound-status-changed">{f.dateTime(s.statusChangedAt)}</span>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.type')}>{t(`types.${s.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.createdAt')}>{f.dateTime(s.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.tracking')}>{s.trackingNumber || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.courier')}>{s.courierService || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.deliveryType')}>
              {s.deliveryType ? t(`deliveryTypes.${s.deliveryType}`) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.packageType')}>{s.packageType || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.productCount')}>{f.number(s.productCount)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.pieceCount')}>{f.number(s.pieceCount)}</Descriptions.Item>
          </Descriptions>
          {s.type === 'RETURN' ? <ReturnLabelSummary shipmentId={s.id} /> : null}
          {s.changeable ? (
            <Space wrap>
              <Link to={s.status === 'DRAFT' ? paths.editInboundShipmentDraft.href(s.id) : paths.editInboundShipment.href(s.id)}>
                <Button data-testid="inbound-edit">{t(s.status === 'DRAFT' ? 'detail.editDraft' : 'detail.edit')}</Button>
              </Link>
              {s.status !== 'DRAFT' ? (
                <Button data-testid="inbound-cancel" danger loading={cancel.isPending} onClick={() => void onCancel()}>
                  {t('detail.cancel')}
                </Button>
              ) : null}
            </Space>
          ) : null}
          <Tabs
            items={[
              {
                key: 'lines',
                label: t('detail.lines'),
                children: (
                  <Table<InboundLineView>
                    data-testid="inbound-lines"
                    size="small"
                    rowKey="productId"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={s.lines}
                    columns={[
                      { key: 'product', title: t('detail.columns.product'), render: (_, l) => l.title ?? '—' },
                      { key: 'sku', title: t('detail.columns.sku'), render: (_, l) => l.sku ?? '—' },
                      { key: 'barcode', title: t('detail.columns.barcode'), dataIndex: 'barcode' },
                      { key: 'declared', title: t('detail.columns.declared'), render: (_, l) => f.number(l.declared) },
                      { key: 'received', title: t('detail.columns.received'), render: (_, l) => f.number(l.received) },
                      { key: 'damaged', title: t('detail.columns.damaged'), render: (_, l) => f.number(l.damaged) },
                      { key: 'placed', title: t('detail.columns.placed'), render: (_, l) => f.number(l.placed) },
                    ]}
                  />
                ),
              },
              {
                key: 'costs',
                label: t('detail.costs'),
                children: (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    {s.type === 'RETURN' ? <ReturnLabelCost shipmentId={s.id} /> : null}
                    <InboundCosts costs={s.costs} />
                  </Space>
                ),
              },
              { key: 'comments', label: t('detail.comments'), children: <InboundComments shipment={s} /> },
              { key: 'timeline', label: t('detail.timeline'), children: <InboundTimeline shipmentId={s.id} /> },
            ]}
          />
        </Space>
      ) : null}
    </Modal>
  );
}
