// Auto top-up settings (spec 4, 5): switch, minimum amount ≥ $100, optional trigger level ≥ $30, Save.
// Disabling asks first; leaving the wallet with unsaved settings asks first; the last refused auto top-up shows.
import { Alert, Button, Card, Form, Space, Switch, Typography, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTO_TOPUP_MIN_CENTS, AUTO_TOPUP_TRIGGER_MIN_CENTS, autoTopUpBody, type WalletView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCardsQuery } from '../api/list-cards';
import { useSaveAutoTopUpMutation } from '../api/save-auto-top-up';
import { dollarsRule } from './dollars-rule';
import { toCents } from '../../../shared/format/money';
import { cardFailureReason, isCardRequired, showLinkCardFirst } from './payment-failures';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useLeaveGuard } from '../../../shared/ui/use-leave-guard';
import { MoneyInput } from '../../../shared/ui/money-input';

interface AutoTopUpValues {
  enabled: boolean;
  minimumAmount: number | null;
  triggerLevel: number | null;
}

type Settings = WalletView['autoTopUp'];

/** A dollar amount of the settings: checked by its rule only while auto top-up is on. */
function DollarsField(props: {
  name: 'minimumAmount' | 'triggerLevel';
  testId: string;
  enabled: boolean;
  label: string;
  extra: string;
  rule: FormRule;
}) {
  return (
    <Form.Item name={props.name} label={props.label} extra={props.extra} rules={props.enabled ? [props.rule] : []}>
      <MoneyInput data-testid={props.testId} disabled={!props.enabled} min={0} precision={2} style={{ width: 200 }} />
    </Form.Item>
  );
}

const valuesOf = (s: Settings): AutoTopUpValues => ({
  enabled: s.enabled,
  minimumAmount: Math.max(s.minimumAmountCents, AUTO_TOPUP_MIN_CENTS) / 100,
  triggerLevel: s.triggerLevelCents === null ? null : s.triggerLevelCents / 100,
});

const sameAs = (v: Partial<AutoTopUpValues>, s: Settings) => {
  const saved = valuesOf(s);
  return (
    Boolean(v.enabled) === saved.enabled &&
    (v.minimumAmount ?? null) === saved.minimumAmount &&
    (v.triggerLevel ?? null) === saved.triggerLevel
  );
};

export function AutoTopUpCard({ wallet }: { wallet: WalletView }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const navigate = useNavigate();
  const cards = useCardsQuery();
  const save = useSaveAutoTopUpMutation();
  const [form] = Form.useForm<AutoTopUpValues>();
  const saved = wallet.autoTopUp;
  const values = Form.useWatch([], form) as Partial<AutoTopUpValues> | undefined;
  const dirty = values !== undefined && !sameAs(values, saved);
  useLeaveGuard(dirty, paths.wallet.href(), {
    title: t('autoTopUp.leaveTitle'),
    content: t('autoTopUp.leaveText'),
    okText: t('autoTopUp.leave'),
  });

  // A save (here or elsewhere) moves the form to what the server now holds.
  useEffect(() => {
    form.setFieldsValue(valuesOf(saved));
  }, [form, saved]);

  const send = async (body: { enabled: boolean; minimumAmountCents: number; triggerLevelCents: number | null }, done: string) => {
    try {
      await save.mutateAsync(body);
      toasts.push({ type: 'success', message: done });
    } catch (err) {
      if (isCardRequired(err)) showLinkCardFirst(t, () => navigate(paths.paymentInformation.href()));
      else showApiError(err, form);
    }
  };

  const toggle = async (on: boolean) => {
    if (on && cards.data?.items.length === 0) {
      form.setFieldValue('enabled', false);
      showLinkCardFirst(t, () => navigate(paths.paymentInformation.href()));
      return;
    }
    if (on || !saved.enabled) return;
    const sure = await confirm({
      title: t('autoTopUp.disableTitle'),
      content: t('autoTopUp.disableText'),
      okText: t('autoTopUp.disable'),
      danger: true,
    });
    if (!sure) return form.setFieldValue('enabled', true);
    await send(
      { enabled: false, minimumAmountCents: saved.minimumAmountCents, triggerLevelCents: saved.triggerLevelCents },
      t('autoTopUp.disabled'),
    );
  };

  const submit = (v: AutoTopUpValues) =>
    send(
      {
        enabled: true,
        minimumAmountCents: toCents(v.minimumAmount ?? 0),
        triggerLevelCents: v.triggerLevel === null || v.triggerLevel === undefined ? null : toCents(v.triggerLevel),
      },
      t('autoTopUp.saved'),
    );

  const enabled = Boolean(values?.enabled);
  const failure = wallet.lastAutoTopUpFailure;
  return (
    <Card title={t('autoTopUp.title')} style={{ height: '100%' }} data-testid="auto-top-up">
      <Form<AutoTopUpValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(saved)}
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item name="enabled" valuePropName="checked" label={t('autoTopUp.switch')}>
          <Switch data-testid="auto-top-up-switch" loading={save.isPending} onChange={(on) => void toggle(on)} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('autoTopUp.explain')}</Typography.Paragraph>
        <Space wrap align="start">
          <DollarsField
            name="minimumAmount"
            testId="auto-top-up-minimum"
            enabled={enabled}
            label={t('autoTopUp.minimumAmount')}
            extra={t('autoTopUp.minimumHint', { amount: format.money(AUTO_TOPUP_MIN_CENTS) })}
            rule={dollarsRule(autoTopUpBody.shape.minimumAmountCents, format.locale)}
          />
          <DollarsField
            name="triggerLevel"
            testId="auto-top-up-trigger"
            enabled={enabled}
            label={t('autoTopUp.triggerLevel')}
            extra={t('autoTopUp.triggerHint', { amount: format.money(AUTO_TOPUP_TRIGGER_MIN_CENTS) })}
            rule={dollarsRule(autoTopUpBody.shape.triggerLevelCents.unwrap(), format.locale, { optional: true })}
          />
        </Space>
        {enabled ? (
          <Form.Item style={{ marginBottom: 0 }}>
            <Button data-testid="auto-top-up-save" type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
              {t('autoTopUp.save')}
            </Button>
          </Form.Item>
        ) : null}
      </Form>
      {failure ? (
        <Alert
          data-testid="auto-top-up-failure"
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={t('autoTopUp.lastFailure', { amount: format.money(failure.amountCents), date: format.dateTime(failure.at) })}
          description={cardFailureReason(failure.failure, format.locale)}
        />
      ) : null}
    </Card>
  );
}
