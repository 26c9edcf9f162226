// The signing secret with a copy button and how to verify a request (Standard Webhooks); shown after creation,
// on reveal and after a rotation, and kept only while the dialog is open.
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';

export function SecretModal({ secret, once, onClose }: { secret: string; once: boolean; onClose(): void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open
      title={t('secret.title')}
      width={DEFAULT_MODAL_WIDTH}
      onCancel={onClose}
      maskClosable={!once}
      footer={
        <Button type="primary" data-testid="webhook-secret-done" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="webhook-secret-modal">
        {once ? <Alert type="warning" showIcon title={t('secret.onceNote')} /> : null}
        <Typography.Paragraph
          code
          data-testid="webhook-secret"
          style={{ wordBreak: 'break-all', marginBottom: 0 }}
          copyable={{ text: secret, tooltips: [t('secret.copy'), t('secret.copied')] }}
        >
          {secret}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('secret.verify')}
        </Typography.Paragraph>
      </Space>
    </Modal>
  );
}
