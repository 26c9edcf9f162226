// Writing in a chat: text (Enter sends, Shift+Enter a new line) and up to 5 files; disabled, with the reason, when the
// chat no longer takes messages (ended or archived: it must be reopened first).
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX, type SupportChatStatus } from '@ledgerhouse/contracts';
import { SupportFilesField, type SupportAttachedFile } from './support-files-field';

export interface SupportComposerProps {
  status: SupportChatStatus;
  /** Sends the message; a rejection keeps the text and files for another try (the caller shows the error). */
  onSend(body: { text: string; fileIds: string[] }): Promise<unknown>;
  sending?: boolean;
}

/** Why a chat takes no message in this status, or null when it does. */
export const closedReason = (status: SupportChatStatus): 'ENDED' | 'ARCHIVED' | null =>
  status === 'ENDED' || status === 'ARCHIVED' ? status : null;

export function SupportComposer({ status, onSend, sending = false }: SupportComposerProps) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<SupportAttachedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const reason = closedReason(status);
  const empty = text.trim() === '' && files.length === 0;
  const canSend = !reason && !empty && !uploading && !sending;

  const send = async () => {
    if (!canSend) return;
    try {
      await onSend({ text: text.trim(), fileIds: files.map((f) => f.id) });
      setText('');
      setFiles([]);
    } catch {
      // The caller has shown why; what was written stays.
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <div data-testid="support-composer" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {reason ? <Alert type="info" showIcon title={t(`composer.disabled.${reason}`)} data-testid="support-composer-closed" /> : null}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={Boolean(reason)}
        maxLength={SUPPORT_MESSAGE_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label')}
        data-testid="support-composer-text"
      />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <SupportFilesField value={files} onChange={setFiles} disabled={Boolean(reason)} onBusyChange={onBusyChange} />
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!canSend}
          loading={sending}
          onClick={() => void send()}
          data-testid="support-send"
        >
          {t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
