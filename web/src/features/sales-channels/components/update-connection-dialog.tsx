// Update connection for Shopify, Walmart or Amazon: new credentials, checked with the marketplace first; a good check
// clears a connection error or an invalid token.
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalesChannelView } from '@ledgerhouse/contracts';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useUpdateConnection } from '../api/sales-channel-commands';
import { showConnectError } from './connect-error';
import { credentialsInput, CredentialsFields, type FormMarketplace } from './credentials-fields';

export function UpdateConnectionDialog({ channel, onClose }: { channel: SalesChannelView; onClose(): void }) {
  const { t } = useTranslation('salesChannels');
  const [form] = Form.useForm<{ credentials: Record<string, string> }>();
  const update = useUpdateConnection();
  const marketplace = channel.marketplace as FormMarketplace;
  const submit = async ({ credentials }: { credentials: Record<string, string> }) => {
    try {
      await update.mutateAsync({ channelId: channel.id, credentials: credentialsInput(marketplace, credentials) });
      toasts.push({ type: 'success', message: t('update.done', { name: channel.name }) });
      onClose();
    } catch (err) {
      await showConnectError(err, marketplace, form);
    }
  };
  return (
    <Modal
      open
      data-testid="channel-update-dialog"
      title={t('update.title', { name: channel.name })}
      width={DEFAULT_MODAL_WIDTH}
      okText={t('update.submit')}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('update.text')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <CredentialsFields marketplace={marketplace} />
      </Form>
    </Modal>
  );
}
