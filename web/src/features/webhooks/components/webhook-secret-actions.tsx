// "Reveal secret" and "Rotate secret" (after confirming); either shows the secret in its dialog.
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useRevealWebhookSecretMutation } from '../api/reveal-webhook-secret';
import { useRotateWebhookSecretMutation } from '../api/rotate-webhook-secret';
import { SecretModal } from './secret-modal';
import { showWebhookError } from './webhook-server-error';

export function WebhookSecretActions({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const reveal = useRevealWebhookSecretMutation();
  const rotate = useRotateWebhookSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const failed = (err: unknown) => showWebhookError(err, undefined, i18n.resolvedLanguage);

  const show = async () => {
    try {
      setSecret((await reveal.mutateAsync(webhookId)).secret);
    } catch (err) {
      failed(err);
    }
  };
  const replace = async () => {
    if (!(await confirm({ title: t('secret.rotateConfirmTitle'), content: t('secret.rotateConfirmText'), okText: t('secret.rotate') })))
      return;
    try {
      setSecret((await rotate.mutateAsync(webhookId)).secret);
      toasts.push({ type: 'success', message: t('secret.rotated') });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Space wrap>
      <Button onClick={() => void show()} loading={reveal.isPending} data-testid="webhook-reveal-secret">
        {t('secret.reveal')}
      </Button>
      <Button onClick={() => void replace()} loading={rotate.isPending} data-testid="webhook-rotate-secret">
        {t('secret.rotate')}
      </Button>
      {secret ? <SecretModal secret={secret} once={false} onClose={() => setSecret(null)} /> : null}
    </Space>
  );
}
