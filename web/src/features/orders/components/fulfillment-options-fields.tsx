// The fulfillment start options (spec 3) as form fields: own label or one the warehouse buys by priority, commercial
// invoice, insurance for the goods' value, note on label, taxpayer, comment. Used by the one-order start, the bulk start
// and the auto-fulfillment settings (the last two only buy labels: one label cannot serve many orders).
import { Alert, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABEL_PRIORITIES, TAXPAYER_TYPES, type LabelPriority, type TaxpayerType } from '@ledgerhouse/contracts';
import type { FulfillmentOptionsInput } from '../api/order-commands';
import { OrderFileField, type UploadedFile } from './order-file-field';

export interface FulfillmentFormValues {
  labelKind: 'OWN' | 'BUY';
  trackingNumber?: string;
  courier?: string;
  labelFile?: UploadedFile | null;
  priority: LabelPriority;
  invoiceFile?: UploadedFile | null;
  insurance: boolean;
  noteOnLabel?: string;
  taxpayerType: TaxpayerType | 'NONE';
  taxpayerNumber?: string;
  comment?: string;
}

export const defaultFulfillmentValues: FulfillmentFormValues = {
  labelKind: 'BUY',
  priority: 'CHEAPEST',
  insurance: false,
  taxpayerType: 'NONE',
  labelFile: null,
  invoiceFile: null,
};

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export function toFulfillmentOptions(v: FulfillmentFormValues): FulfillmentOptionsInput {
  return {
    label:
      v.labelKind === 'OWN'
        ? {
            kind: 'OWN',
            trackingNumber: v.trackingNumber?.trim() ?? '',
            courier: v.courier?.trim() ?? '',
            labelFileId: v.labelFile?.id ?? '',
          }
        : { kind: 'BUY', priority: v.priority },
    commercialInvoiceFileId: v.invoiceFile?.id ?? null,
    insurance: v.insurance,
    noteOnLabel: orNull(v.noteOnLabel),
    taxpayer: v.taxpayerType === 'NONE' ? null : { type: v.taxpayerType, number: v.taxpayerNumber?.trim() ?? '' },
    comment: orNull(v.comment),
  };
}

/** Saved options back into the form (the invoice shows by id: its name is not kept with the options). */
export function fromFulfillmentOptions(o: {
  label: { kind: 'BUY'; priority: LabelPriority } | { kind: 'OWN'; trackingNumber: string; courier: string; labelFileId: string };
  commercialInvoiceFileId: string | null;
  insurance: boolean;
  noteOnLabel: string | null;
  taxpayer: { type: TaxpayerType; number: string } | null;
  comment: string | null;
}): FulfillmentFormValues {
  return {
    ...defaultFulfillmentValues,
    labelKind: o.label.kind,
    priority: o.label.kind === 'BUY' ? o.label.priority : 'CHEAPEST',
    invoiceFile: o.commercialInvoiceFileId ? { id: o.commercialInvoiceFileId, name: o.commercialInvoiceFileId.slice(0, 8) } : null,
    insurance: o.insurance,
    noteOnLabel: o.noteOnLabel ?? undefined,
    taxpayerType: o.taxpayer?.type ?? 'NONE',
    taxpayerNumber: o.taxpayer?.number,
    comment: o.comment ?? undefined,
  };
}

/** Fields inside an antd Form of FulfillmentFormValues. `insuredValue` is the goods' total, shown beside insurance. */
export function FulfillmentOptionsFields({ buyOnly = false, insuredValue }: { buyOnly?: boolean; insuredValue?: string }) {
  const { t } = useTranslation('orders');
  const required = { required: true, message: t('form.required') };
  const form = Form.useFormInstance<FulfillmentFormValues>();
  const labelKind = Form.useWatch('labelKind', form) ?? 'BUY';
  const taxpayerType = Form.useWatch('taxpayerType', form) ?? 'NONE';
  return (
    <>
      {buyOnly ? null : (
        <Form.Item name="labelKind" label={t('fulfillment.label')}>
          <Radio.Group
            data-testid="fulfillment-label-kind"
            options={[
              { value: 'OWN', label: t('fulfillment.own') },
              { value: 'BUY', label: t('fulfillment.buy') },
            ]}
          />
        </Form.Item>
      )}
      {labelKind === 'OWN' && !buyOnly ? (
        <>
          <Form.Item name="trackingNumber" label={t('fulfillment.tracking')} rules={[required]}>
            <Input data-testid="fulfillment-tracking" maxLength={100} />
          </Form.Item>
          <Form.Item name="courier" label={t('fulfillment.courier')} rules={[required]}>
            <Input data-testid="fulfillment-courier" maxLength={100} />
          </Form.Item>
          <Form.Item name="labelFile" label={t('fulfillment.labelFile')} rules={[required]}>
            <OrderFileField testId="fulfillment-label-file" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="priority" label={t('fulfillment.priority')} extra={t('fulfillment.priorityHint')}>
          <Radio.Group
            data-testid="fulfillment-priority"
            options={LABEL_PRIORITIES.map((p) => ({ value: p, label: t(`fulfillment.priorities.${p}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="invoiceFile" label={t('fulfillment.invoice')}>
        <OrderFileField testId="fulfillment-invoice-file" />
      </Form.Item>
      <Form.Item
        name="insurance"
        label={t('fulfillment.insurance')}
        valuePropName="checked"
        extra={insuredValue ? t('fulfillment.insuranceValue', { value: insuredValue }) : undefined}
      >
        <Switch data-testid="fulfillment-insurance" />
      </Form.Item>
      <Form.Item name="noteOnLabel" label={t('fulfillment.noteOnLabel')}>
        <Input data-testid="fulfillment-note-on-label" maxLength={200} />
      </Form.Item>
      <Form.Item name="taxpayerType" label={t('fulfillment.taxpayerType')}>
        <Select
          data-testid="fulfillment-taxpayer-type"
          options={(['NONE', ...TAXPAYER_TYPES] as const).map((type) => ({ value: type, label: t(`fulfillment.taxpayerTypes.${type}`) }))}
        />
      </Form.Item>
      {taxpayerType !== 'NONE' ? (
        <Form.Item name="taxpayerNumber" label={t('fulfillment.taxpayerNumber')} rules={[required]}>
          <Input data-testid="fulfillment-taxpayer-number" maxLength={50} />
        </Form.Item>
      ) : null}
      <Form.Item name="comment" label={t('fulfillment.comment')}>
        <Input.TextArea data-testid="fulfillment-comment" rows={2} maxLength={1000} />
      </Form.Item>
      {buyOnly ? <Alert type="info" showIcon title={<Typography.Text>{t('bulk.ownLabelNote')}</Typography.Text>} /> : null}
    </>
  );
}
