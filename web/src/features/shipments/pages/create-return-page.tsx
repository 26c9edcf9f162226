// create-return-shipment: exactly one canceled order; the label (an existing one by tracking number and carrier code,
// or one bought from the parcel's size and weight); a comment for the warehouse staff. It becomes a RETURN inbound
// shipment. A bought label is quoted first and its price confirmed before anything is charged; a failed purchase says
// 'Failed to purchase label' and keeps what was entered.
import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LENGTH_UNITS, WEIGHT_UNITS, resolveLocale, type LengthUnit, type OrderRow, type WeightUnit } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { useFormatters } from '../../../shared/format/use-formatters';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { quoteReturnLabel, useCanceledOrdersQuery, useCreateReturnShipment, type ReturnLabel } from '../api/returns-api';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

interface ReturnFormValues {
  kind: 'EXISTING' | 'PURCHASE';
  trackingNumber?: string;
  carrierCode?: string;
  length?: number;
  width?: number;
  height?: number;
  lengthUnit: LengthUnit;
  weight?: number;
  weightUnit: WeightUnit;
  comment?: string;
}

const toLabel = (v: ReturnFormValues): ReturnLabel =>
  v.kind === 'EXISTING'
    ? { kind: 'EXISTING', trackingNumber: v.trackingNumber?.trim() ?? '', carrierCode: v.carrierCode?.trim() ?? '' }
    : {
        kind: 'PURCHASE',
        size: { length: v.length ?? 0, width: v.width ?? 0, height: v.height ?? 0, unit: v.lengthUnit },
        weight: { value: v.weight ?? 0, unit: v.weightUnit },
      };

export function CreateReturnPage() {
  const { t, i18n } = useTranslation('shipments');
  const { t: tc } = useTranslation('common');
  const f = useFormatters();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [orderId, setOrderId] = useState<string | null>(search.get('orderId'));
  const [orderError, setOrderError] = useState(false);
  const [page, setPage] = useState({ page: 1, pageSize: 10, number: undefined as string | undefined });
  const [failure, setFailure] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const orders = useCanceledOrdersQuery(page);
  const create = useCreateReturnShipment();
  const [form] = Form.useForm<ReturnFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'EXISTING';
  const required = { required: true, message: t('returns.required') };

  const refused = (err: unknown) => {
    if (err instanceof ApiError && (err.code === 'LABEL_PURCHASE_FAILED' || err.code === 'RETURN_LABEL_PRICE_CHANGED'))
      setFailure(errorMessage(err, resolveLocale(i18n.resolvedLanguage)));
    else showApiError(err, form);
  };

  /** A bought label's quoted price, confirmed by the seller: the most the purchase may cost (null: not confirmed). */
  const confirmedPrice = async (orderId: string, label: Extract<ReturnLabel, { kind: 'PURCHASE' }>): Promise<number | null> => {
    setQuoting(true);
    try {
      const quote = await quoteReturnLabel({ orderId, size: label.size, weight: label.weight });
      const price = f.money(quote.priceCents);
      const sure = await confirm({
        title: t('returns.confirmTitle'),
        content: (
          <span data-testid="return-label-quote">
            {t('returns.confirmText', { carrier: quote.carrier, service: quote.service, price })}
          </span>
        ),
        okText: t('returns.confirmOk', { price }),
      });
      return sure ? quote.priceCents : null;
    } catch (err) {
      refused(err);
      return null;
    } finally {
      setQuoting(false);
    }
  };

  const submit = async (values: ReturnFormValues) => {
    if (!orderId) {
      setOrderError(true);
      return;
    }
    setFailure(null);
    let label = toLabel(values);
    if (label.kind === 'PURCHASE') {
      const confirmedPriceCents = await confirmedPrice(orderId, label);
      if (confirmedPriceCents === null) return;
      label = { ...label, confirmedPriceCents };
    }
    create.mutate(
      { orderId, label, comment: values.comment?.trim() || null },
      {
        onSuccess: ({ id }) => {
          toasts.push({ type: 'success', message: t('returns.created') });
          void navigate(`${paths.shipmentsReturn.href()}/${id}`, { replace: true });
        },
        onError: refused,
      },
    );
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="create-return-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('returns.title')}
      </Typography.Title>
      <Card size="small" title={t('returns.order')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('returns.orderHint')}</Typography.Text>
          <Input.Search
            data-testid="return-order-search"
            allowClear
            placeholder={t('returns.orderNumber')}
            onSearch={(number) => setPage((p) => ({ ...p, page: 1, number: number.trim() || undefined }))}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {orderError && !orderId ? (
            <Typography.Text type="danger" role="alert" data-testid="return-order-required">
              {t('returns.pickOrder')}
            </Typography.Text>
          ) : null}
          {orders.isError ? <Alert type="error" showIcon title={orders.error.message} /> : null}
          <Table<OrderRow>
            data-testid="return-orders"
            size="small"
            rowKey="id"
            scroll={{ x: 'max-content' }}
            loading={orders.isFetching}
            dataSource={orders.data?.items ?? []}
            locale={{ emptyText: emptyUntilAnswered(orders, t('returns.noOrders')) }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: orderId ? [orderId] : [],
              onChange: (keys) => setOrderId(String(keys[0] ?? '') || null),
            }}
            onRow={(o) => ({ onClick: () => setOrderId(o.id) })}
            pagination={{
              current: page.page,
              pageSize: page.pageSize,
              total: orders.data?.total ?? 0,
              onChange: (p, pageSize) => setPage((prev) => ({ ...prev, page: p, pageSize })),
            }}
            columns={[
              { key: 'number', title: t('returns.columns.number'), dataIndex: 'number' },
              { key: 'orderDate', title: t('returns.columns.orderDate'), render: (_, o) => f.date(o.orderDate) },
              { key: 'buyer', title: t('returns.columns.buyer'), dataIndex: 'buyerName' },
              { key: 'items', title: t('returns.columns.items'), render: (_, o) => f.number(o.itemCount) },
              { key: 'total', title: t('returns.columns.total'), render: (_, o) => f.money(o.totalCents) },
            ]}
          />
        </Space>
      </Card>
      <Form<ReturnFormValues>
        form={form}
        layout="vertical"
        data-testid="return-form"
        initialValues={{ kind: 'EXISTING', lengthUnit: 'cm', weightUnit: 'kg' }}
        onFinish={(values) => void submit(values)}
      >
        <Card size="small" title={t('returns.label')}>
          <Form.Item name="kind">
            <Radio.Group
              data-testid="return-label-kind"
              options={[
                { value: 'EXISTING', label: t('returns.existing') },
                { value: 'PURCHASE', label: t('returns.purchase') },
              ]}
            />
          </Form.Item>
          {kind === 'EXISTING' ? (
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="trackingNumber" label={t('returns.trackingNumber')} rules={[required]}>
                  <Input data-testid="return-tracking" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="carrierCode" label={t('returns.carrierCode')} rules={[required]}>
                  <Input data-testid="return-carrier" maxLength={100} />
                </Form.Item>
              </Col>
            </Row>
          ) : (
            <Row gutter={12}>
              {(['length', 'width', 'height'] as const).map((side) => (
                <Col xs={12} sm={6} key={side}>
                  <Form.Item name={side} label={t(`returns.${side}`)} rules={[required]}>
                    <InputNumber data-testid={`return-${side}`} min={0.01} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={12} sm={6}>
                <Form.Item name="lengthUnit" label={t('returns.unit')}>
                  <Select options={LENGTH_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={6}>
                <Form.Item name="weight" label={t('returns.weight')} rules={[required]}>
                  <InputNumber data-testid="return-weight" min={0.001} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={6}>
                <Form.Item name="weightUnit" label={t('returns.unit')}>
                  <Select options={WEIGHT_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))} />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item name="comment" label={t('returns.comment')}>
            <Input.TextArea data-testid="return-comment" rows={2} maxLength={1000} />
          </Form.Item>
        </Card>
        {failure ? <Alert data-testid="return-label-failed" type="error" showIcon title={failure} style={{ marginTop: 12 }} /> : null}
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={() => void navigate(paths.shipmentsReturn.href())}>{t('returns.cancel')}</Button>
          <Button data-testid="return-submit" type="primary" htmlType="submit" loading={quoting || create.isPending}>
            {t('returns.submit')}
          </Button>
        </Space>
      </Form>
    </Space>
  );
}
