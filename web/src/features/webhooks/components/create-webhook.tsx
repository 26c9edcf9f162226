// Adding an endpoint: the form, then its signing secret once; closing the secret opens the endpoint's page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreateWebhookMutation } from '../api/create-webhook';
import { SecretModal } from './secret-modal';
import { webhookHrefs, type WebhookArea } from './webhook-area';
import { WebhookFormModal } from './webhook-form-modal';
import { showWebhookError } from './webhook-server-error';

export function CreateWebhook({ area, onClose }: { area: WebhookArea; onClose(): void }) {
  const { t, i18n } = useTranslation('webhooks');
  const navigate = useNavigate();
  const create = useCreateWebhookMutation();
  const [created, setCreated] = useState<{ id: string; secret: string | null } | null>(null);
  if (created?.secret)
    return (
      <SecretModal
        secret={created.secret}
        once
        onClose={() => {
          onClose();
          navigate(webhookHrefs[area].one(created.id));
        }}
      />
    );
  return (
    <WebhookFormModal
      submitting={create.isPending}
      onClose={onClose}
      onSubmit={async (values, form) => {
        try {
          const { id, secret } = await create.mutateAsync(values);
          toasts.push({ type: 'success', message: t('form.created') });
          // The web client sends no Idempotency-Key, so the secret is always there; without it, the page reveals it.
          if (secret) setCreated({ id, secret });
          else {
            onClose();
            navigate(webhookHrefs[area].one(id));
          }
        } catch (err) {
          showWebhookError(err, form, i18n.resolvedLanguage);
        }
      }}
    />
  );
}
