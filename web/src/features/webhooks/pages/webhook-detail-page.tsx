// One endpoint: its settings and status, the actions on it (edit, disable/enable, test, secret, replay a period,
// delete) and its delivery log.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { WebhookView } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PageLoading } from '../../../shared/ui/page-loading';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useDeleteWebhookMutation } from '../api/delete-webhook';
import { useWebhookQuery } from '../api/get-webhook';
import { useSendWebhookTestMutation } from '../api/send-test-event';
import { useSetWebhookEnabledMutation } from '../api/set-webhook-enabled';
import { useUpdateWebhookMutation } from '../api/update-webhook';
import { DeliveryLog } from '../components/delivery-log';
import { EventTypesSummary } from '../components/event-types-summary';
import { LastDelivery } from '../components/last-delivery';
import { ReplayPeriodModal } from '../components/replay-period-modal';
import { WebhookSecretActions } from '../components/webhook-secret-actions';
import { webhookHrefs, type WebhookArea } from '../components/webhook-area';
import { WebhookFormModal } from '../components/webhook-form-modal';
import { showWebhookError } from '../components/webhook-server-error';
import { WebhookStatusTag } from '../components/webhook-status-tag';

function WebhookActions({ area, webhook }: { area: WebhookArea; webhook: WebhookView }) {
  const { t, i18n } = useTranslation('webhooks');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const update = useUpdateWebhookMutation();
  const setEnabled = useSetWebhookEnabledMutation();
  const remove = useDeleteWebhookMutation();
  const sendTest = useSendWebhookTestMutation();
  const failed = (err: unknown) => showWebhookError(err, undefined, i18n.resolvedLanguage);
  const active = webhook.status === 'ACTIVE';

  const toggle = async () => {
    if (
      active &&
      !(await confirm({ title: t('detail.disableConfirmTitle'), content: t('detail.disableConfirmText'), okText: t('detail.disable') }))
    )
      return;
    try {
      await setEnabled.mutateAsync({ webhookId: webhook.id, enabled: !active });
      toasts.push({ type: 'success', message: t(active ? 'detail.disabled' : 'detail.enabled') });
    } catch (err) {
      failed(err);
    }
  };
  const del = async () => {
    const confirmed = await confirm({
      title: t('detail.deleteConfirmTitle'),
      content: t('detail.deleteConfirmText'),
      okText: t('detail.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(webhook.id);
      toasts.push({ type: 'success', message: t('detail.deleted') });
      navigate(webhookHrefs[area].list());
    } catch (err) {
      failed(err);
    }
  };
  const test = async () => {
    try {
      await sendTest.mutateAsync(webhook.id);
      toasts.push({ type: 'success', message: t('detail.testSent') });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Space wrap data-testid="webhook-actions">
      <Button onClick={() => setEditing(true)} data-testid="webhook-edit">
        {t('detail.edit')}
      </Button>
      <Button onClick={() => void test()} loading={sendTest.isPending} disabled={!active} data-testid="webhook-send-test">
        {t('detail.sendTest')}
      </Button>
      <Button onClick={() => setReplaying(true)} disabled={!active} data-testid="webhook-replay-period">
        {t('replayPeriod.open')}
      </Button>
      <Button onClick={() => void toggle()} loading={setEnabled.isPending} data-testid="webhook-toggle">
        {t(active ? 'detail.disable' : 'detail.enable')}
      </Button>
      <WebhookSecretActions webhookId={webhook.id} />
      <Button danger onClick={() => void del()} loading={remove.isPending} data-testid="webhook-delete">
        {t('detail.delete')}
      </Button>
      {editing ? (
        <WebhookFormModal
          editing={webhook}
          submitting={update.isPending}
          onClose={() => setEditing(false)}
          onSubmit={async (values, form) => {
            try {
              await update.mutateAsync({ webhookId: webhook.id, body: values });
              toasts.push({ type: 'success', message: t('form.saved') });
              setEditing(false);
            } catch (err) {
              showWebhookError(err, form, i18n.resolvedLanguage);
            }
          }}
        />
      ) : null}
      {replaying ? <ReplayPeriodModal webhookId={webhook.id} onClose={() => setReplaying(false)} /> : null}
    </Space>
  );
}

export function WebhookDetailPage({ area }: { area: WebhookArea }) {
  const { t } = useTranslation('webhooks');
  const f = useFormatters();
  const { webhookId = '' } = useParams();
  const webhook = useWebhookQuery(webhookId);
  const back = (
    <Link to={webhookHrefs[area].list()} data-testid="webhook-back">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  if (webhook.isPending) return <PageLoading />;
  if (webhook.isError) {
    const missing = webhook.error instanceof ApiError && (webhook.error.status === 404 || webhook.error.status === 422);
    return (
      <Space orientation="vertical">
        {back}
        <Alert type="error" showIcon title={missing ? t('detail.notFound') : webhook.error.message} />
      </Space>
    );
  }
  const w = webhook.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="webhook-detail">
      {back}
      <Space wrap align="center">
        <Typography.Title level={4} style={{ margin: 0, wordBreak: 'break-all' }} data-testid="webhook-url-title">
          {w.url}
        </Typography.Title>
        <WebhookStatusTag webhook={w} />
      </Space>
      {w.disabledReason === 'FAILING' ? (
        <Alert
          type="error"
          showIcon
          title={t('status.failing')}
          description={t('status.failingReason', { since: f.dateTime(w.failingSince ?? '') })}
        />
      ) : null}
      <WebhookActions area={area} webhook={w} />
      <Card size="small" title={t('detail.settings')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('columns.description')}>{w.description || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.scope')}>{t(`detail.scopes.${w.scope}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.createdAt')}>{f.dateTime(w.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.lastDelivery')}>
            <LastDelivery delivery={w.lastDelivery} />
          </Descriptions.Item>
          {w.failingSince && w.status === 'ACTIVE' ? (
            <Descriptions.Item label={t('columns.status')}>
              <Typography.Text type="warning">{t('status.failingSince', { since: f.dateTime(w.failingSince) })}</Typography.Text>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('columns.events')} span={2}>
            <EventTypesSummary eventTypes={w.eventTypes} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <DeliveryLog webhookId={w.id} />
    </Space>
  );
}
