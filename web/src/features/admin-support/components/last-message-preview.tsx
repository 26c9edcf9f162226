// One line for a chat's last message in the list: who wrote it and its text, its files, or that Ledgerhouse wrote it.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportMessageView } from '@ledgerhouse/contracts';
import { systemMessageText } from '../../../shared/support-chat/system-message-text';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';

export function LastMessagePreview({ message }: { message: SupportMessageView | null }) {
  const { t } = useTranslation('adminSupport');
  const locale = useSupportLocale();
  if (!message) return null;
  const body =
    message.text ?? (message.template ? systemMessageText(message.template, locale) : t('filesOnly', { count: message.files.length }));
  return (
    <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }} data-testid="admin-support-last-message">
      {t(`from.${message.from}`)}: {body}
    </Typography.Text>
  );
}
