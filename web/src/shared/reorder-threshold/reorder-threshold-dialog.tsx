// Sets or clears a product's reorder threshold: days of stock left at a window's pace, or units available; a positive
// whole number up to the contract's maximum, checked here with translated messages before the server checks it again.
// Opened from Insights and from the product's own page; its words are the insights namespace's, where thresholds live.
import { Button, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DAYS_LEFT_WINDOWS, REORDER_MAX_DAYS, REORDER_MAX_UNITS, type ReorderAlertItem } from '@ledgerhouse/contracts';
import { showApiError } from '../api/apply-field-errors';
import { toasts } from '../ui/toast-queue';
import { useClearReorderThresholdMutation } from './clear-reorder-threshold';
import { useSetReorderThresholdMutation } from './set-reorder-threshold';

type Window = (typeof DAYS_LEFT_WINDOWS)[number];

interface Values {
  basis: 'DAYS' | 'UNITS';
  value: number | null;
  windowDays: Window;
}

export function ReorderThresholdDialog({
  product,
  current,
  onClose,
}: {
  product: { productId: string; sku: string; title: string };
  current: ReorderAlertItem['threshold'] | null;
  onClose(): void;
}) {
  const { t } = useTranslation('insights');
  const [form] = Form.useForm<Values>();
  const basis = Form.useWatch('basis', form) ?? current?.basis ?? 'DAYS';
  const set = useSetReorderThresholdMutation();
  const clear = useClearReorderThresholdMutation();
  const max = basis === 'DAYS' ? REORDER_MAX_DAYS : REORDER_MAX_UNITS;

  const save = async (values: Values) => {
    const value = Number(values.value);
    const body =
      values.basis === 'DAYS' ? { basis: 'DAYS' as const, value, windowDays: values.windowDays } : { basis: 'UNITS' as const, value };
    try {
      await set.mutateAsync({ productId: product.productId, body });
      toasts.push({ type: 'success', message: t('reorder.saved') });
      onClose();
    } catch (err) {
      showApiError(err, form);
    }
  };
  const remove = async () => {
    try {
      await clear.mutateAsync(product.productId);
      toasts.push({ type: 'success', message: t('reorder.cleared') });
      onClose();
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <Modal
      open
      title={t('reorder.formTitle', { product: `${product.sku} · ${product.title}` })}
      onCancel={onClose}
      width={440}
      footer={[
        current ? (
          <Button key="clear" danger loading={clear.isPending} onClick={() => void remove()} data-testid="reorder-threshold-clear">
            {t('reorder.clear')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('reorder.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={set.isPending} onClick={() => form.submit()} data-testid="reorder-threshold-save">
          {t('reorder.save')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          basis: current?.basis ?? 'DAYS',
          value: current?.value ?? null,
          windowDays: String(current?.windowDays ?? 30) as Window,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="basis" label={t('reorder.basis')}>
          <Radio.Group
            data-testid="reorder-threshold-basis"
            optionType="button"
            options={[
              { value: 'DAYS', label: t('reorder.basisDays') },
              { value: 'UNITS', label: t('reorder.basisUnits') },
            ]}
            onChange={() => void form.validateFields(['value']).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('reorder.value')}
          validateFirst
          rules={[
            { required: true, message: t('reorder.errors.required') },
            {
              validator: (_, v: unknown) =>
                Number.isInteger(v) ? Promise.resolve() : Promise.reject(new Error(t('reorder.errors.integer'))),
            },
            { validator: (_, v: number) => (v >= 1 ? Promise.resolve() : Promise.reject(new Error(t('reorder.errors.min')))) },
            {
              validator: (_, v: number) =>
                v <= max
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(basis === 'DAYS' ? 'reorder.errors.maxDays' : 'reorder.errors.maxUnits', { max }))),
            },
          ]}
        >
          <InputNumber data-testid="reorder-threshold-value" style={{ width: '100%' }} />
        </Form.Item>
        {basis === 'DAYS' ? (
          <Form.Item name="windowDays" label={t('reorder.window')}>
            <Select<Window>
              data-testid="reorder-threshold-window"
              options={DAYS_LEFT_WINDOWS.map((w) => ({ value: w, label: t('daysLeft.lastDays', { count: Number(w) }) }))}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
