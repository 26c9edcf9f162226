// Create one bin (its code) or a range (zone letter, aisles from–to, shelves from–to; at most 500 bins), checked here
// with the contract's rules before the server checks them again.
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createLocationBody,
  ErrorCode,
  fieldErrorMessages,
  MAX_LOCATIONS_AT_ONCE,
  resolveLocale,
  type CreateLocationRangeBody,
} from '@ledgerhouse/contracts';
import { ApiError } from '../../../../shared/api/api-error';
import { showApiError } from '../../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../../shared/api/error-message';
import { DEFAULT_MODAL_WIDTH } from '../../../../shared/ui/modal-host';
import { toasts } from '../../../../shared/ui/toast-queue';
import { zodRule } from '../../../../shared/ui/zod-rule';
import { useCreateLocationMutation, useCreateLocationRangeMutation } from '../api/create-locations';

type Mode = 'one' | 'range';
interface Values {
  code?: string;
  zone?: string;
  aisleFrom?: number;
  aisleTo?: number;
  shelfFrom?: number;
  shelfTo?: number;
}

const countOf = (v: Values) =>
  v.aisleFrom && v.aisleTo && v.shelfFrom && v.shelfTo && v.aisleTo >= v.aisleFrom && v.shelfTo >= v.shelfFrom
    ? (v.aisleTo - v.aisleFrom + 1) * (v.shelfTo - v.shelfFrom + 1)
    : 0;

export function CreateLocationsModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('locations');
  const locale = resolveLocale(i18n.resolvedLanguage);
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('range');
  const values = Form.useWatch([], form) ?? {};
  const one = useCreateLocationMutation();
  const range = useCreateLocationRangeMutation();
  const count = countOf(values);

  const submit = async (v: Values) => {
    try {
      if (mode === 'one') {
        await one.mutateAsync(v.code!.trim().toUpperCase());
        toasts.push({ type: 'success', message: t('create.createdOne', { code: v.code!.trim().toUpperCase() }) });
      } else {
        const body: CreateLocationRangeBody = {
          zone: v.zone!.trim().toUpperCase(),
          aisleFrom: v.aisleFrom!,
          aisleTo: v.aisleTo!,
          shelfFrom: v.shelfFrom!,
          shelfTo: v.shelfTo!,
        };
        const result = await range.mutateAsync(body);
        toasts.push({
          type: 'success',
          message: t('create.createdRange', { created: result.created.length, existing: result.alreadyExisting.length }),
        });
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.LOCATION_ALREADY_EXISTS)
        form.setFields([{ name: 'code', errors: [errorMessage(err, locale)] }]);
      else showApiError(err, form);
    }
  };

  const number = (name: keyof Values, label: string, extra: object[] = []) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: t('create.required') }, ...extra]}>
      <InputNumber data-testid={`location-${name}`} min={1} max={99} precision={0} style={{ width: 110 }} />
    </Form.Item>
  );
  const notBelow = (from: keyof Values) => ({
    validator: async (_: unknown, value?: number) => {
      const start = form.getFieldValue(from) as number | undefined;
      if (value !== undefined && start !== undefined && value < start) throw new Error(t('create.notBelowStart'));
    },
  });

  return (
    <Modal open title={t('create.title')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="create-locations-form">
        <Form.Item label={t('create.what')}>
          <Radio.Group
            data-testid="location-create-mode"
            value={mode}
            onChange={(e) => setMode(e.target.value as Mode)}
            options={[
              { value: 'range', label: t('create.range') },
              { value: 'one', label: t('create.one') },
            ]}
          />
        </Form.Item>
        {mode === 'one' ? (
          <Form.Item
            name="code"
            label={t('create.code')}
            extra={t('create.codeHint')}
            rules={[zodRule(createLocationBody, 'code', fieldErrorMessages[locale])]}
          >
            <Input data-testid="location-code" placeholder="A-01-02" maxLength={10} autoFocus />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="zone"
              label={t('create.zone')}
              rules={[{ required: true, pattern: /^[A-Za-z]$/, message: t('create.zoneHint') }]}
            >
              <Input data-testid="location-zone" placeholder="A" maxLength={1} style={{ width: 110 }} />
            </Form.Item>
            <Space wrap>
              {number('aisleFrom', t('create.aisleFrom'))}
              {number('aisleTo', t('create.aisleTo'), [notBelow('aisleFrom')])}
            </Space>
            <Space wrap>
              {number('shelfFrom', t('create.shelfFrom'))}
              {number('shelfTo', t('create.shelfTo'), [notBelow('shelfFrom')])}
            </Space>
            {count > MAX_LOCATIONS_AT_ONCE ? (
              <Alert type="error" showIcon title={t('create.tooMany', { count, max: MAX_LOCATIONS_AT_ONCE })} />
            ) : count > 0 ? (
              <Alert data-testid="location-range-count" type="info" showIcon title={t('create.willCreate', { count })} />
            ) : null}
          </>
        )}
        <Space style={{ marginTop: 16 }}>
          <Button onClick={onClose}>{t('create.cancel')}</Button>
          <Button
            data-testid="location-create-submit"
            type="primary"
            htmlType="submit"
            loading={one.isPending || range.isPending}
            disabled={mode === 'range' && count > MAX_LOCATIONS_AT_ONCE}
          >
            {t('create.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
