// orders/create and orders/:orderId/edit: the order's fields and products; before saving, the address is verified
// (apply the suggestion or keep it), a new order is checked and then confirmed (editable only until the warehouse has
// it), and a refusal
// shows at its field or as the 'Cannot create order – insufficient stock' modal. Leaving with changes asks first.
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AddressVerification, OrderView, ShippingAddress } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useLeaveGuard } from '../../../shared/ui/use-leave-guard';
import { checkOrder } from '../api/check-order';
import { useCreateOrder, useEditOrder } from '../api/order-commands';
import { useOrderQuery } from '../api/order-queries';
import { verifyAddress } from '../api/verify-address';
import { AddressCheckModal } from '../form/address-check-modal';
import { InsufficientStockModal } from '../form/insufficient-stock-modal';
import { applyOrderErrors, type ShortLine } from '../form/order-errors';
import { OrderFields } from '../form/order-fields';
import { emptyOrder, fromOrderView, toAddress, toCreateBody, toEditBody, type OrderFormValues } from '../form/order-form-values';
import { OrderLinesFields } from '../form/order-lines-fields';

export function OrderFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const order = useOrderQuery(mode === 'edit' ? orderId : '');
  // The form edits the order as first loaded: saving refetches it, and that must not swap the form under the seller.
  const loaded = useRef<OrderView | null>(null);
  if (order.data && loaded.current?.id !== orderId) loaded.current = order.data;
  if (mode === 'create') return <OrderForm />;
  const o = loaded.current?.id === orderId ? loaded.current : undefined;
  if (!o && order.isError) return <Alert type="error" showIcon title={order.error.message} />;
  if (!o) return <PageLoading />;
  if (!o.changeable) return <Alert data-testid="order-not-editable" type="warning" showIcon title={t('form.notEditable')} />;
  return <OrderForm key={o.id} order={o} />;
}

interface AddressCheck {
  values: OrderFormValues;
  typed: ShippingAddress;
  verification: AddressVerification;
}

function OrderForm({ order }: { order?: OrderView }) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const [dirty, setDirty] = useState(false);
  const [exitTo, setExitTo] = useState<string | null>(null);
  const [check, setCheck] = useState<AddressCheck | null>(null);
  const [short, setShort] = useState<ShortLine[] | null>(null);
  const [verifying, setVerifying] = useState(false);
  const create = useCreateOrder();
  const edit = useEditOrder();
  const busy = verifying || create.isPending || edit.isPending;
  const area = order ? paths.orderEdit.href(order.id) : paths.orderCreate.href();

  useLeaveGuard(dirty && exitTo === null, area, {
    title: t('form.leaveTitle'),
    content: t('form.leaveText'),
    okText: t('form.leave'),
    danger: true,
  });
  useEffect(() => {
    if (exitTo !== null) void navigate(exitTo, { replace: true });
  }, [exitTo]);

  const refused = (err: unknown) => {
    const placed = applyOrderErrors(err, form, i18n.resolvedLanguage);
    if (placed === false) showApiError(err);
    else if (placed) setShort(placed);
  };

  const save = async (values: OrderFormValues) => {
    if (!order) {
      // Checked first: a refusal shows at its field before the seller is asked to confirm.
      try {
        setVerifying(true);
        await checkOrder(toCreateBody(values));
      } catch (err) {
        refused(err);
        return;
      } finally {
        setVerifying(false);
      }
      const sure = await confirm({
        title: t('form.confirmTitle', { number: values.number?.trim() }),
        content: t('form.confirmText'),
        okText: t('form.confirmOk'),
      });
      if (!sure) return;
    }
    try {
      if (order) {
        await edit.mutateAsync({ orderId: order.id, body: toEditBody(values) });
        toasts.push({ type: 'success', message: t('form.saved') });
        setExitTo(paths.orderView.href('all', order.id));
      } else {
        const { id } = await create.mutateAsync(toCreateBody(values));
        toasts.push({ type: 'success', message: t('form.created', { number: values.number?.trim() }) });
        setExitTo(paths.orderView.href('all', id));
      }
    } catch (err) {
      refused(err);
    }
  };

  const submit = async (values: OrderFormValues) => {
    const typed = toAddress(values.address);
    setVerifying(true);
    // The verifier advises; when it cannot answer, the order is not held back.
    const verification = await verifyAddress(typed).catch(() => null);
    setVerifying(false);
    if (verification && verification.status !== 'VALID') {
      setCheck({ values, typed, verification });
      return;
    }
    await save(values);
  };

  const applySuggestion = (suggestion: ShippingAddress, values: OrderFormValues) => {
    const address = { ...suggestion, line2: suggestion.line2 ?? undefined };
    form.setFieldsValue({ address });
    setCheck(null);
    void save({ ...values, address });
  };

  const fix = (verification: AddressVerification, partial: ShippingAddress | null) => {
    setCheck(null);
    if (partial) form.setFieldsValue({ address: { ...partial, line2: partial.line2 ?? undefined } });
    form.setFields(verification.problems.map((p) => ({ name: ['address', p.field], errors: [t(`address.problems.${p.code}`)] })));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-form-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {order ? t('form.editTitle', { number: order.number }) : t('form.createTitle')}
      </Typography.Title>
      <Form<OrderFormValues>
        form={form}
        layout="vertical"
        data-testid="order-form"
        initialValues={order ? fromOrderView(order) : emptyOrder()}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center' }}
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <OrderFields editing={Boolean(order)} />
          <Card size="small" title={t('form.products')}>
            <OrderLinesFields />
          </Card>
          <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button data-testid="order-form-cancel" disabled={busy} onClick={() => void navigate(-1)}>
              {t('form.cancel')}
            </Button>
            <Button data-testid="order-form-submit" type="primary" htmlType="submit" loading={busy}>
              {order ? t('form.save') : t('form.create')}
            </Button>
          </Space>
        </Space>
      </Form>
      {check ? (
        <AddressCheckModal
          typed={check.typed}
          verification={check.verification}
          onApply={(suggestion) => applySuggestion(suggestion, check.values)}
          onKeep={() => {
            setCheck(null);
            void save(check.values);
          }}
          onFix={(partial) => fix(check.verification, partial)}
        />
      ) : null}
      {short ? (
        <InsufficientStockModal
          lines={short}
          onDelete={() => {
            setShort(null);
            setExitTo(paths.ordersTab.href('all'));
          }}
          onBack={() => setShort(null)}
        />
      ) : null}
    </Space>
  );
}
