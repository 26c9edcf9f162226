// Rename a sales channel: the new name is also the account name its product listings refer to.
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalesChannelView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useRenameChannel } from '../api/sales-channel-commands';
import { useChannelNameRules } from './channel-name-rules';

export function RenameDialog({ channel, onClose }: { channel: SalesChannelView; onClose(): void }) {
  const { t } = useTranslation('salesChannels');
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameChannel();
  const rules = useChannelNameRules();
  const submit = async ({ name }: { name: string }) => {
    try {
      await rename.mutateAsync({ channelId: channel.id, name: name.trim() });
      toasts.push({ type: 'success', message: t('rename.done') });
      onClose();
    } catch (err) {
      showApiError(err, form);
    }
  };
  return (
    <Modal
      open
      data-testid="channel-rename-dialog"
      title={t('rename.title', { name: channel.name })}
      width={DEFAULT_MODAL_WIDTH}
      okText={t('rename.submit')}
      okButtonProps={{ loading: rename.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ name: channel.name }} onFinish={submit}>
        <Form.Item name="name" label={t('wizard.accountName')} extra={t('wizard.accountNameHint')} rules={rules}>
          <Input data-testid="channel-rename-name" maxLength={60} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
